// The headline experiment between the pages and the site's API (api/experiment/): the landing
// page's beacon of each visit, and the owner's readout. No imports but contracts: the API loads it
// at run time.
import type { ExperimentMetric, ExperimentPlanning } from "./experiment-plan.ts";
import { TRIAL_DAYS } from "./offer-ids.ts";

export const experimentPaths = {
  /** A landing visit's headline (POST, by `navigator.sendBeacon`; a withdrawal by `fetch`, until a 2xx): see `ExposureBeacon`. */
  exposures: "/api/exposures",
  /** The owner's readout (GET, with their access token). */
  readout: "/api/experiment",
};

/** The Auth0 permission (RBAC, in the access token's `permissions`) that makes a person the owner. */
export const OWNER_PERMISSION = "read:experiment";

export type Headline = "A" | "B" | "C";
export const headlines: readonly Headline[] = ["A", "B", "C"];
export const CONTROL: Headline = "A";

/**
 * One landing visit: the headline it showed (counted, anonymously); with analytics consent also the
 * visitor's analytics client id and the first headline they were ever shown, and when; or, when
 * they withdraw consent, only their client id (their record is deleted and nothing more is sent
 * to analytics for them).
 */
export type ExposureBeacon =
  | { variant: Headline; first?: FirstExposure }
  /** Consent given away from the landing page: only the first headline, no visit. */
  | { first: FirstExposure }
  | { withdraw: string };

export interface FirstExposure {
  clientId: string;
  variant: Headline;
  /** ISO 8601: when it was first shown. */
  at: string;
}

/** A 95 % interval around a value. */
export interface Interval {
  value: number;
  low: number;
  high: number;
}

/** A difference against the control, with its 95 % interval and two-sided p (null: no variance). */
export interface Difference {
  diff: number;
  low: number;
  high: number;
  p: number | null;
}

export interface ArmReadout {
  variant: Headline;
  visits: number;
  visitors: number;
  trials: number;
  paid: number;
  revenue: { sum: number; sumSquares: number; currency: "USD" };
  trialRate: Interval | null;
  paidRate: Interval | null;
  revenuePerVisitor: Interval | null;
  /**
   * The visitors first seen at least the trial's length and a day of grace before the period's end,
   * whose trial has had time to turn into a payment, with their payments, their money (US dollars)
   * and the two rates of theirs: the comparisons of the paid rate and of the money per visitor
   * (`vsControl`) count these only.
   */
  matured: {
    visitors: number;
    paid: number;
    revenue: { sum: number; sumSquares: number };
    paidRate: Interval | null;
    revenuePerVisitor: Interval | null;
  };
  /** The visitors still inside that window, counted in the trial rate only. */
  maturing: number;
  vsControl: null | Record<ExperimentMetric, AdjustedDifference | null>;
}

/**
 * A difference against the control among the family of comparisons of its metric (each variant
 * against the control): Holm's adjusted p, the fixed-sample interval that holds for the whole family
 * (Bonferroni's: each at 1 − 0.05/m for m comparisons), and the always-valid interval for the family
 * (`ExperimentReadout.sequential`, each at α/m), which holds however often it is looked at and which
 * the verdicts read.
 */
export type AdjustedDifference = Difference & {
  pAdjusted: number | null;
  adjusted: { low: number; high: number };
  sequential: { low: number; high: number };
};

/**
 * The always-valid intervals' method and tuning: the asymptotic confidence sequence of Waudby-Smith
 * et al. (2021), narrowest when each headline has `nStar` visitors (a comparison of two is tuned for
 * twice as many), at level 1 − `alpha` for each metric's family of comparisons.
 */
export interface SequentialTuning {
  method: "asymptotic-confidence-sequence";
  nStar: number;
  alpha: number;
}

/**
 * A trial and a day of grace for its first payment: a visitor first seen this many days before the
 * period's end has had time to pay; the paid rate and the money per visitor compare only those.
 */
export const MATURING_DAYS = TRIAL_DAYS + 1;
export const MATURED_AFTER_MS = MATURING_DAYS * 86_400_000;

/** Below these, per headline, the owner's verdicts say nothing yet (app/features/owner/verdicts.ts). */
export const VERDICT_MINIMUM = { visitors: 100, trials: 10 } as const;

/** One day's counts of a headline (UTC days; visitors, trials, paid and revenue by the day the visitor was first seen). */
export interface DailyCounts {
  day: string;
  variant: Headline;
  visits: number;
  visitors: number;
  trials: number;
  paid: number;
  /** US dollars at the site's price parity. */
  revenue: number;
}

/**
 * The sales of the period (every payment paid in it, whoever made it) by the campaign code they
 * were paid with (null: none): what was paid net of tax, after the discount, and what the code took
 * off; US dollars at the site's price parity.
 */
export interface CodeReadout {
  code: string | null;
  /** Subscriptions with a payment in the period. */
  subscriptions: number;
  payments: number;
  revenue: number;
  discount: number;
}

export interface ExperimentReadout {
  control: Headline;
  since: string;
  until: string;
  arms: ArmReadout[];
  srm: { chi2: number; p: number; alarm: boolean };
  /** The tuning of every difference's `sequential` interval. */
  sequential: SequentialTuning;
  /** The sample each metric needs at the lifts asked for, the days left, and the margins of "no difference worth having". */
  planning: ExperimentPlanning;
  /** Every day of the period with a visit or a visitor, oldest first; the page's chart and CSV. */
  days: DailyCounts[];
  /** Landing beacons refused in the period's days because one address sent too many (a flood). */
  refusedBeacons: number;
  /** The period's sales by campaign code, the most revenue first, "no code" last. */
  codes: CodeReadout[];
}
