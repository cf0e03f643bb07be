// What a person reads about their money, one state of it at a time (e2e/money-states.spec.ts): the
// shapes of the expectations, and the names of the states.

export type Language = "en" | "de";

export const stateNames = [
  "no subscription",
  "trialing",
  "trialing, taxed where they live",
  "active monthly",
  "active annual",
  "switched to Max annual",
  "cancelled, until the period ends",
  "past due",
  "ended",
  "research only",
  "a plan and research",
] as const;
export type StateName = (typeof stateNames)[number];

export interface Reads {
  heading: string;
  /** The card marked as theirs, and what it says of it; null: no card is theirs. */
  yourPlan: { card: "Pro" | "Max"; state: RegExp } | null;
  glow: { title: RegExp; lede: RegExp };
  /** The paywall: its trial box, or the research open and where it stands. */
  paywall: "trial box" | RegExp;
  menu: RegExp;
  /** Every page's alert of a failing payment, when there is one. */
  alert?: RegExp;
}

/** A long date in either language. */
export const day = String.raw`[\w.,äöüÄÖÜ ]+ \d{4}`;
/** A whole text; a space matches any (Intl writes '6 $' with a no-break space). */
export const re = (source: string) => new RegExp(`^${source.replace(/ /g, String.raw`\s`)}$`);
