// What a subscription's next payment will be, as the provider previews the invoice it will make
// (`invoices.createPreview`): its discount taken off, its tax inside an inclusive price or on top
// of an exclusive one (app/catalogue/tax.ts). Read when a signed event brings the subscription
// (lifecycle.ts) and kept with it, so the screens and the reminders say the next charge with its
// tax (app/shared/subscriber/holding.ts) without asking the provider on a person's request.
import type Stripe from "stripe";
import type { NewSubscription, StoredSubscription } from "../database/schema.ts";
import { orMissing } from "../stripe-client.ts";
import { invoiceTax } from "./invoice-facts.ts";

/** The next payment as previewed: in the currency's minor unit, what will be paid and the tax in it. */
export interface PreviewedCharge {
  total: number;
  tax: number;
}

/** The day a subscription's next payment is taken: its trial's end or its period's; none once it ends or fails. */
export function nextChargeDay(
  row: Pick<NewSubscription, "status" | "trial_end" | "current_period_end" | "cancel_at_period_end">,
): Date | null {
  const day = row.cancel_at_period_end
    ? null
    : row.status === "trialing"
      ? row.trial_end
      : row.status === "active"
        ? row.current_period_end
        : null;
  return day ? new Date(day) : null;
}

/** The provider's preview of the invoice the subscription will make next; null when it will make none. */
export async function previewNextCharge(stripe: Stripe, subscription: string): Promise<PreviewedCharge | null> {
  const invoice = await orMissing(stripe.invoices.createPreview({ subscription }));
  if (!invoice) return null;
  return { total: invoice.total, tax: invoiceTax(invoice) };
}

type ChargeColumns = Pick<NewSubscription, "next_charge_total" | "next_charge_tax" | "next_charge_on">;
const UNKNOWN: ChargeColumns = { next_charge_total: null, next_charge_tax: null, next_charge_on: null };

/**
 * The next-charge columns of a subscription stored now: the preview read with it (null: none
 * due), or, for a read that brought none (a person's request), what was previewed before while
 * the charge it was for is still the one due (same offer, price and day); unknown otherwise, until
 * the provider's event about the change brings a new preview.
 */
export function nextChargeColumns(
  row: NewSubscription,
  preview: PreviewedCharge | null | undefined,
  before: StoredSubscription | null,
): ChargeColumns {
  const day = nextChargeDay(row);
  if (!day) return UNKNOWN;
  if (preview !== undefined) {
    return preview ? { next_charge_total: preview.total, next_charge_tax: preview.tax, next_charge_on: day } : UNKNOWN;
  }
  const same =
    before?.next_charge_on?.getTime() === day.getTime() && before.offer === row.offer && before.amount === row.amount;
  return same
    ? { next_charge_total: before.next_charge_total, next_charge_tax: before.next_charge_tax, next_charge_on: day }
    : UNKNOWN;
}
