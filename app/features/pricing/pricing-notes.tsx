export function PricingNotes({ notes }: { notes: readonly string[] }) {
  return (
    <ul className="mx-auto mt-10 max-w-2xl space-y-2 text-sm text-muted">
      {notes.map((note) => (
        <li key={note}>{note}</li>
      ))}
    </ul>
  );
}
