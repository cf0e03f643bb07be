import { pricingCopy } from "~/content/pricing";

export function PricingNotes() {
  return (
    <ul className="mx-auto mt-10 max-w-2xl space-y-2 text-sm text-muted">
      {pricingCopy.notes.map((note) => (
        <li key={note}>{note}</li>
      ))}
    </ul>
  );
}
