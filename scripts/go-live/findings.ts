// What a review of a hosted service finds: one line per thing checked, ok or what is wrong, and for
// what setup can mend, the change that mends it (applied in order: a Price before its link).
import type Stripe from "stripe";

/** What later changes need from earlier ones: the ids they made, and what to tell the operator. */
export interface ChangeContext {
  stripe: Stripe;
  productIds: Map<string, string>;
  priceIds: Map<string, string>;
  /** Told once, after the changes: a new webhook's signing secret, the links' new URLs. */
  tell: (line: string) => void;
}

export interface Change {
  /** What it does, as the plan prints it. */
  says: string;
  apply: (context: ChangeContext) => Promise<void>;
}

export interface Finding {
  /** What was checked: 'Price pro-monthly', 'Webhook endpoint'. */
  subject: string;
  /** Null when it is as the code expects. */
  problem: string | null;
  /** What is fine, or how to mend the problem when no change here can. */
  detail: string;
  changes?: Change[];
}

export const ok = (subject: string, detail: string): Finding => ({ subject, problem: null, detail });
export const problem = (subject: string, found: string, mend: string, changes?: Change[]): Finding => ({
  subject,
  problem: found,
  detail: mend,
  ...(changes && { changes }),
});
