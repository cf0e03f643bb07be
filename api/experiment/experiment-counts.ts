// What the owner's readout (readout.ts) is made of, from the database: landing visits per headline
// and day, and each consenting visitor counted under their first headline with their trial and
// their money in dollars as it stayed (less refunds and lost disputes: kept-revenue.ts), and apart
// those whose trial has had time to end. Why:
// docs/decisions/007-first-exposure-attribution.md, docs/decisions/032-always-valid-intervals.md
import { sql } from "kysely";
import {
  headlines,
  MATURED_AFTER_MS,
  type CodeReadout,
  type DailyCounts,
  type Headline,
} from "../../app/contracts/experiment-api.ts";
import type { Db } from "../database/database.ts";
import { codeCounts } from "./code-counts.ts";
import { inDollars } from "./dollars.ts";
import { keptAmount } from "./kept-revenue.ts";
import type { Moments } from "./statistics.ts";

export interface ArmCounts {
  visits: number;
  visitors: number;
  trials: number;
  paid: number;
  revenue: Moments;
  /** The visitors first seen `MATURED_AFTER_MS` before the period's end, and theirs; absent: all of them. */
  matured?: MaturedCounts;
}

export interface MaturedCounts {
  visitors: number;
  paid: number;
  revenue: Moments;
}

/** An arm as the database counts it, always with its matured part. */
type CountedArm = Required<ArmCounts>;

const emptyArm = (): CountedArm => ({
  visits: 0,
  visitors: 0,
  trials: 0,
  paid: 0,
  revenue: { n: 0, sum: 0, sumSquares: 0 },
  matured: { visitors: 0, paid: 0, revenue: { n: 0, sum: 0, sumSquares: 0 } },
});

const withVisitor = (revenue: Moments, dollars: number): Moments => ({
  n: revenue.n + 1,
  sum: revenue.sum + dollars,
  sumSquares: revenue.sumSquares + dollars ** 2,
});

/** What the readout is made of: the counts per headline and per day. */
export interface ExperimentCounts {
  arms: Record<Headline, ArmCounts>;
  days: DailyCounts[];
  /** Landing beacons the per-source limit refused in the period (api/source-limits.ts). */
  refusedBeacons: number;
  /** The period's sales by campaign code (code-counts.ts). */
  codes: CodeReadout[];
}

const dayOf = (instant: Date | string) => new Date(instant).toISOString().slice(0, 10);

/** The counts per headline between `since` and `until` (the visitors by when they were first seen). */
export async function experimentCounts(db: Db, since: Date, until: Date): Promise<ExperimentCounts> {
  const arms = Object.fromEntries(headlines.map((variant) => [variant, emptyArm()])) as Record<Headline, CountedArm>;
  const maturedBy = until.getTime() - MATURED_AFTER_MS;
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
    .select(["s.client_id", "s.offer", "p.currency", sql<number>`sum(${keptAmount})::integer`.as("amount")])
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
    arm.revenue = withVisitor(arm.revenue, dollars);
    if (new Date(visitor.first_seen).getTime() > maturedBy) continue;
    arm.matured.visitors += 1;
    if (dollars > 0) arm.matured.paid += 1;
    arm.matured.revenue = withVisitor(arm.matured.revenue, dollars);
  }
  const ordered = [...days.values()].sort(
    (a, b) => a.day.localeCompare(b.day) || headlines.indexOf(a.variant) - headlines.indexOf(b.variant),
  );
  const refused = await db
    .selectFrom("refused_beacons")
    .select(sql<number>`coalesce(sum(beacons), 0)::integer`.as("beacons"))
    .where("day", ">=", dayOf(since))
    .where("day", "<=", dayOf(until))
    .executeTakeFirst();
  return {
    arms,
    days: ordered,
    refusedBeacons: Number(refused?.beacons ?? 0),
    codes: await codeCounts(db, since, until),
  };
}
