/** The notes under the plans; the trial's only for someone who may still have it, and unseen until the model knows. */
export function PricingNotes({ trialNote, notes }: { trialNote?: string; notes: readonly string[] }) {
  return (
    <ul className="mx-auto mt-10 max-w-2xl space-y-2 text-sm text-muted">
      {trialNote && <li className="in-data-subscriber-pending:invisible">{trialNote}</li>}
      {notes.map((note) => (
        <li key={note}>{note}</li>
      ))}
    </ul>
  );
}
