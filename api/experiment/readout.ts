// The owner's readout of the headline experiment: each consenting visitor counted under their first
// headline, with statistics.ts against the control. Why: docs/decisions/007-first-exposure-attribution.md
import { sql } from "kysely";
import { currencyDigits } from "../../app/contracts/checkout-api.ts";
import type { Currency } from "../../app/contracts/locales.ts";
import { isOfferId } from "../../app/contracts/offer-ids.ts";
import { usdParity } from "../../app/contracts/price-list.ts";
import {
  CONTROL,
  headlines,
  type AdjustedDifference,
  type ArmReadout,
  type DailyCounts,
  type ExperimentReadout,
  type Headline,
} from "../../app/contracts/experiment-api.ts";
import type { Db } from "../database/database.ts";
import {
  CONFIDENCE,
  holm,
  meanDifference,
  meanInterval,
  rateDifference,
  sampleRatio,
  wilson,
  type Moments,
} from "./statistics.ts";

interface ArmCounts {
  visits: number;
  visitors: number;
  trials: number;
  paid: number;
  revenue: Moments;
}

/** A payment in US dollars at the site's price parity; null for a currency or offer it has no price for. */
function inDollars(amount: number, currency: string, offer: string): number | null {
  const upper = currency.toUpperCase() as Currency;
  if (!isOfferId(offer)) return null;
  const parity = usdParity(offer, upper);
  return Number.isFinite(parity) ? (amount / 10 ** currencyDigits(upper)) * parity : null;
}

const emptyArm = (): ArmCounts => ({
  visits: 0,
  visitors: 0,
  trials: 0,
  paid: 0,
  revenue: { n: 0, sum: 0, sumSquares: 0 },
});

/** What the readout is made of: the counts per headline and per day. */
export interface ExperimentCounts {
  arms: Record<Headline, ArmCounts>;
  days: DailyCounts[];
}

const dayOf = (instant: Date | string) => new Date(instant).toISOString().slice(0, 10);

/** The counts per headline between `since` and `until` (the visitors by when they were first seen). */
export async function experimentCounts(db: Db, since: Date, until: Date): Promise<ExperimentCounts> {
  const arms = Object.fromEntries(headlines.map((variant) => [variant, emptyArm()])) as Record<Headline, ArmCounts>;
  const days = new Map<string, DailyCounts>();
  const dayCounts = (day: string, variant: Headline) => {
    const key = `${day} ${variant}`;
    let counts = days.get(key);
    if (!counts) days.set(key, (counts = { day, variant, visits: 0, visitors: 0, trials: 0, paid: 0, revenue: 0 }));
    return counts;
  };
  const isHeadline = (variant: string): variant is Headline => variant in arms;

  const visits = await db
    .selectFrom("exposure_counts")
    // The day as written, whatever the driver makes of a date column.
    .select([sql<string>`to_char(day, 'YYYY-MM-DD')`.as("day"), "variant", "visits"])
    .where("day", ">=", dayOf(since))
    .where("day", "<=", dayOf(until))
    .execute();
  for (const row of visits) {
    if (!isHeadline(row.variant)) continue;
    arms[row.variant].visits += Number(row.visits);
    dayCounts(row.day, row.variant).visits += Number(row.visits);
  }

  const visitors = await db
    .selectFrom("first_exposures as f")
    .select([
      "f.client_id",
      "f.variant",
      "f.first_seen",
      sql<boolean>`exists (select 1 from subscriptions s where s.client_id = f.client_id and s.trial_end is not null)`.as(
        "trial",
      ),
    ])
    .where("f.first_seen", ">=", since)
    .where("f.first_seen", "<=", until)
    .execute();
  const money = await db
    .selectFrom("payments as p")
    .innerJoin("subscriptions as s", "s.id", "p.subscription_id")
    .innerJoin("first_exposures as f", "f.client_id", "s.client_id")
    .select(["s.client_id", "s.offer", "p.currency", sql<number>`sum(p.amount)::integer`.as("amount")])
    .where("f.first_seen", ">=", since)
    .where("f.first_seen", "<=", until)
    .groupBy(["s.client_id", "s.offer", "p.currency"])
    .execute();
  const revenue = new Map<string, number>();
  for (const row of money) {
    const dollars = inDollars(Number(row.amount), row.currency, row.offer);
    if (dollars !== null && row.client_id) revenue.set(row.client_id, (revenue.get(row.client_id) ?? 0) + dollars);
  }
  for (const visitor of visitors) {
    if (!isHeadline(visitor.variant)) continue;
    const arm = arms[visitor.variant];
    const day = dayCounts(dayOf(visitor.first_seen), visitor.variant);
    const dollars = revenue.get(visitor.client_id) ?? 0;
    arm.visitors += 1;
    day.visitors += 1;
    if (visitor.trial) {
      arm.trials += 1;
      day.trials += 1;
    }
    if (dollars > 0) {
      arm.paid += 1;
      day.paid += 1;
    }
    day.revenue += dollars;
    arm.revenue = {
      n: arm.revenue.n + 1,
      sum: arm.revenue.sum + dollars,
      sumSquares: arm.revenue.sumSquares + dollars ** 2,
    };
  }
  const ordered = [...days.values()].sort(
    (a, b) => a.day.localeCompare(b.day) || headlines.indexOf(a.variant) - headlines.indexOf(b.variant),
  );
  return { arms, days: ordered };
}

/** The readout from the counts: intervals per headline, and each against the control, Holm-adjusted per metric. */
export function readout({ arms, days }: ExperimentCounts, since: Date, until: Date): ExperimentReadout {
  const control = arms[CONTROL];
  const others = headlines.filter((variant) => variant !== CONTROL);
  const compare = {
    trialRate: (arm: ArmCounts, confidence?: number) =>
      rateDifference({ x: arm.trials, n: arm.visitors }, { x: control.trials, n: control.visitors }, confidence),
    paidRate: (arm: ArmCounts, confidence?: number) =>
      rateDifference({ x: arm.paid, n: arm.visitors }, { x: control.paid, n: control.visitors }, confidence),
    revenuePerVisitor: (arm: ArmCounts, confidence?: number) =>
      meanDifference(arm.revenue, control.revenue, confidence),
  };
  const adjusted = Object.fromEntries(
    (Object.keys(compare) as (keyof typeof compare)[]).map((metric) => {
      const differences = others.map((variant) => compare[metric](arms[variant]));
      const ps = holm(differences.map((difference) => difference?.p ?? null));
      // Bonferroni's interval for the family: each comparison at 1 − α/m.
      const family = differences.filter((difference) => difference?.p != null).length || 1;
      const jointly = 1 - (1 - CONFIDENCE) / family;
      return [
        metric,
        Object.fromEntries(
          others.map((variant, index) => {
            const difference = differences[index];
            const wide = compare[metric](arms[variant], jointly);
            return [
              variant,
              difference && wide
                ? ({
                    ...difference,
                    pAdjusted: ps[index]!,
                    adjusted: { low: wide.low, high: wide.high },
                  } satisfies AdjustedDifference)
                : null,
            ];
          }),
        ),
      ];
    }),
  ) as Record<keyof typeof compare, Record<string, AdjustedDifference | null>>;

  return {
    control: CONTROL,
    since: since.toISOString(),
    until: until.toISOString(),
    arms: headlines.map((variant): ArmReadout => {
      const arm = arms[variant];
      return {
        variant,
        visits: arm.visits,
        visitors: arm.visitors,
        trials: arm.trials,
        paid: arm.paid,
        revenue: { sum: arm.revenue.sum, sumSquares: arm.revenue.sumSquares, currency: "USD" },
        trialRate: wilson(arm.trials, arm.visitors),
        paidRate: wilson(arm.paid, arm.visitors),
        revenuePerVisitor: meanInterval(arm.revenue),
        vsControl:
          variant === CONTROL
            ? null
            : {
                trialRate: adjusted.trialRate[variant] ?? null,
                paidRate: adjusted.paidRate[variant] ?? null,
                revenuePerVisitor: adjusted.revenuePerVisitor[variant] ?? null,
              },
      };
    }),
    srm: sampleRatio(headlines.map((variant) => arms[variant].visitors)),
    days,
  };
}
