// What the cancellation pages' markup and their scripts agree on: the attributes that mark the
// parts a script fills in or shows, and the outcome of a form posted without one, which the API's
// redirect names (contracts/cancel-api.ts). No React here: the scripts import it too.

export const cancelMarks = {
  /** The /cancel page's section, and its state: this browser may be signed in (the boot script's session note). */
  request: "data-cancel-request",
  session: "data-session",
  /** The /cancel/confirm page's section, and how the script's cancellation ended (`EndState`). */
  confirm: "data-cancel-confirm",
  state: "data-state",
  /** On a section: the script has answered a press, so what an earlier post came to (the address's #outcome) no longer shows. */
  answered: "data-answered",
  /** Where a script writes what happened; its words are in its `data-*` attributes. */
  message: "data-message",
  /** Where the confirm page's script writes what the link cancels. */
  holding: "data-holding",
  /** Each of the confirm page's ends (`EndState`), whose heading takes the focus when it shows. */
  end: "data-end",
  /** On the confirm page's section: what the script knows of the right of withdrawal (`WithdrawalState`). */
  withdrawal: "data-withdrawal",
  /** The confirm page's second form, which withdraws from the contract. */
  withdrawForm: "data-withdraw-form",
  /** Where its script writes the offer's words: until when, and what comes back. */
  offer: "data-offer",
  refund: "data-refund",
} as const;

/** How the confirm page's script ended: cancelled, withdrawn, or the link can do nothing more. */
export type EndState = "done" | "withdrawn" | "used" | "expired";

/**
 * The withdrawal's choice as the script knows it: being looked up, not offered, or offered with the
 * link's own day and sum. Without the mark (no script, or no answer) the page offers it in general
 * words, and the API decides.
 */
export type WithdrawalState = "checking" | "none" | "offered";

/**
 * An outcome the address names in its query only (`?sent=1`, `?error=busy`), made the page's target
 * (`#busy`), which the page shows by CSS as it does when the API's redirect names it there too.
 * Whether the address names one, so the page's script leaves the page as it is.
 */
export function targetOutcomeOfQuery(outcomes: readonly string[], location: Location = window.location): boolean {
  const named = (outcome: string) => outcomes.includes(outcome) && document.getElementById(outcome) !== null;
  if (named(location.hash.slice(1))) return true;
  const query = new URLSearchParams(location.search);
  const outcome = outcomes.find((name) => query.get(name) === "1") ?? query.get("error") ?? "";
  if (!named(outcome)) return false;
  location.replace(`#${outcome}`);
  return true;
}
