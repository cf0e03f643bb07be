// The period's sales by campaign code, for the owner's readout: every payment paid in the period
// (the business's own record of its sales, consent or not: no visitor is named), under the code its
// subscription was bought with (the code of its discounted payments, api/subscribers/lifecycle.ts:
// the payments after the discount ends count for the code too), in US dollars net of tax, after
// the discount and less what went back (kept-revenue.ts), and what the codes took off.
import { sql } from "kysely";
import type { CodeReadout } from "../../app/contracts/experiment-api.ts";
import type { Db } from "../database/database.ts";
import { inDollars } from "./dollars.ts";
import { keptAmount } from "./kept-revenue.ts";

export async function codeCounts(db: Db, since: Date, until: Date): Promise<CodeReadout[]> {
  const rows = await db
    .selectFrom("payments as p")
    .innerJoin("subscriptions as s", "s.id", "p.subscription_id")
    .select([
      sql<string | null>`(select min(q.code) from payments q where q.subscription_id = p.subscription_id)`.as("code"),
      "p.subscription_id",
      "s.offer",
      "p.currency",
      sql<number>`count(*)::integer`.as("payments"),
      sql<number>`sum(${keptAmount})::integer`.as("amount"),
      sql<number>`sum(p.discount)::integer`.as("discount"),
    ])
    .where("p.paid_at", ">=", since)
    .where("p.paid_at", "<=", until)
    .groupBy(["p.subscription_id", "s.offer", "p.currency"])
    .execute();
  const byCode = new Map<string | null, CodeReadout & { ids: Set<string> }>();
  for (const row of rows) {
    let entry = byCode.get(row.code);
    if (!entry) {
      entry = { code: row.code, subscriptions: 0, payments: 0, revenue: 0, discount: 0, ids: new Set() };
      byCode.set(row.code, entry);
    }
    entry.ids.add(row.subscription_id);
    entry.payments += Number(row.payments);
    entry.revenue += inDollars(Number(row.amount), row.currency, row.offer) ?? 0;
    entry.discount += inDollars(Number(row.discount), row.currency, row.offer) ?? 0;
  }
  return [...byCode.values()]
    .map(({ ids, ...entry }) => ({ ...entry, subscriptions: ids.size }))
    .sort((a, b) => Number(a.code === null) - Number(b.code === null) || b.revenue - a.revenue);
}
