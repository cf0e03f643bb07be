// What a payment brought and kept, net of tax, for the owner's readout: its amount (api/subscribers/
// lifecycle.ts: what was paid less the tax) less each refund's and lost dispute's share net of tax
// (api/subscribers/reversals.ts: a refund of $6.39 of which $0.39 tax takes $6 off), never below 0.
// A SQL expression over `payments as p`.
import { sql } from "kysely";

export const keptAmount = sql<number>`greatest(0, p.amount - coalesce((
  select round(sum(r.amount) * p.amount::numeric / nullif(p.amount + p.tax, 0))
  from payment_reversals r where r.invoice_id = p.invoice_id
), 0))`;
