// The owner's readout of the headline experiment (app/contracts/experiment-api.ts): per headline,
// the landing visits that showed it, the consenting visitors whose first headline it was, how many
// of them started a trial and paid, and their revenue in US dollars at the site's price parity,
// with the statistics of statistics.ts against the control. A visitor counts under their first
// headline only (intention to treat): later draws are independent of it, so the comparison stays
// randomised however often they came back.
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
  type ExperimentReadout,
  type Headline,
} from "../../app/contracts/experiment-api.ts";
import type { Db } from "../database/database.ts";
import { holm, meanDifference, meanInterval, rateDifference, sampleRatio, wilson, type Moments } from "./statistics.ts";

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

/** The counts per headline between `since` and `until` (the visitors by when they were first seen). */
export async function armCounts(db: Db, since: Date, until: Date): Promise<Record<Headline, ArmCounts>> {
  const arms = Object.fromEntries(
    headlines.map((variant) => [
      variant,
      { visits: 0, visitors: 0, trials: 0, paid: 0, revenue: { n: 0, sum: 0, sumSquares: 0 } },
    ]),
  ) as Record<Headline, ArmCounts>;
  const visits = await db
    .selectFrom("exposure_counts")
    .select(["variant", sql<number>`sum(visits)::integer`.as("visits")])
    .where("day", ">=", since.toISOString().slice(0, 10))
    .where("day", "<=", until.toISOString().slice(0, 10))
    .groupBy("variant")
    .execute();
  for (const row of visits) if (row.variant in arms) arms[row.variant as Headline].visits = Number(row.visits);

  const visitors = await db
    .selectFrom("first_exposures as f")
    .select([
      "f.client_id",
      "f.variant",
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
    const arm = arms[visitor.variant as Headline];
    if (!arm) continue;
    const dollars = revenue.get(visitor.client_id) ?? 0;
    arm.visitors += 1;
    if (visitor.trial) arm.trials += 1;
    if (dollars > 0) arm.paid += 1;
    arm.revenue = {
      n: arm.revenue.n + 1,
      sum: arm.revenue.sum + dollars,
      sumSquares: arm.revenue.sumSquares + dollars ** 2,
    };
  }
  return arms;
}

/** The readout from the counts: intervals per headline, and each against the control, Holm-adjusted per metric. */
export function readout(arms: Record<Headline, ArmCounts>, since: Date, until: Date): ExperimentReadout {
  const control = arms[CONTROL];
  const others = headlines.filter((variant) => variant !== CONTROL);
  const compare = {
    trialRate: (arm: ArmCounts) =>
      rateDifference({ x: arm.trials, n: arm.visitors }, { x: control.trials, n: control.visitors }),
    paidRate: (arm: ArmCounts) =>
      rateDifference({ x: arm.paid, n: arm.visitors }, { x: control.paid, n: control.visitors }),
    revenuePerVisitor: (arm: ArmCounts) => meanDifference(arm.revenue, control.revenue),
  };
  const adjusted = Object.fromEntries(
    (Object.keys(compare) as (keyof typeof compare)[]).map((metric) => {
      const differences = others.map((variant) => compare[metric](arms[variant]));
      const ps = holm(differences.map((difference) => difference?.p ?? null));
      return [
        metric,
        Object.fromEntries(
          others.map((variant, index) => {
            const difference = differences[index];
            return [
              variant,
              difference ? ({ ...difference, pAdjusted: ps[index]! } satisfies AdjustedDifference) : null,
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
  };
}
