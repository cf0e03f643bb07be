// What a subscription's next payment will be, as the provider previews the invoice it will make
// (`invoices.createPreview`): its discount taken off, its tax inside an inclusive price or on top
// of an exclusive one (app/catalogue/tax.ts). Read when a signed event brings the subscription
// (lifecycle.ts) and kept with it, so the screens and the reminders say the next charge with its
// tax (app/shared/subscriber/holding.ts) without asking the provider on a person's request.
import type Stripe from "stripe";
import type { NewSubscription, StoredSubscription } from "../database/schema.ts";
import { orMissing } from "../stripe-client.ts";
import { invoiceTax } from "./invoice-facts.ts";

/**
 * The next payment as previewed: in the currency's minor unit, what will be paid and the tax in
 * it; and the campaign code whose discount it carries, with the last day that discount applies
 * (null: for good), or null without one.
 */
export interface PreviewedCharge {
  total: number;
  tax: number;
  discount: { code: string; until: Date | null } | null;
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

/**
 * A campaign code's discount on the previewed invoice, and until when it applies: a `repeating`
 * coupon's until the discount's end, a `once` coupon's to this payment only, a `forever` one's for
 * good. A discount given without a promotion code has no code to name: none is told.
 */
function campaignDiscount(invoice: Stripe.Invoice, day: Date): PreviewedCharge["discount"] {
  for (const entry of invoice.discounts ?? []) {
    if (typeof entry === "string" || "deleted" in entry) continue;
    if (!entry.promotion_code || typeof entry.promotion_code === "string") continue;
    const coupon = entry.source?.coupon;
    const duration = coupon && typeof coupon !== "string" ? coupon.duration : null;
    const until = duration === "once" ? day : duration === "forever" || !entry.end ? null : new Date(entry.end * 1000);
    return { code: entry.promotion_code.code, until };
  }
  return null;
}

/** The provider's preview of the invoice the subscription will make on `day`; null when it will make none. */
export async function previewNextCharge(
  stripe: Stripe,
  subscription: string,
  day: Date,
): Promise<PreviewedCharge | null> {
  const invoice = await orMissing(
    stripe.invoices.createPreview({ subscription, expand: ["discounts.promotion_code", "discounts.source.coupon"] }),
  );
  if (!invoice) return null;
  return { total: invoice.total, tax: invoiceTax(invoice), discount: campaignDiscount(invoice, day) };
}

type ChargeColumns = Pick<
  NewSubscription,
  "next_charge_total" | "next_charge_tax" | "next_charge_on" | "next_charge_code" | "next_charge_discount_until"
>;
const UNKNOWN: ChargeColumns = {
  next_charge_total: null,
  next_charge_tax: null,
  next_charge_on: null,
  next_charge_code: null,
  next_charge_discount_until: null,
};

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
    if (!preview) return UNKNOWN;
    const { total, tax, discount } = preview;
    return {
      next_charge_total: total,
      next_charge_tax: tax,
      next_charge_on: day,
      next_charge_code: discount?.code ?? null,
      next_charge_discount_until: discount?.until ?? null,
    };
  }
  const same =
    before?.next_charge_on?.getTime() === day.getTime() && before.offer === row.offer && before.amount === row.amount;
  if (!same) return UNKNOWN;
  const { next_charge_total, next_charge_tax, next_charge_code, next_charge_discount_until } = before;
  return { next_charge_total, next_charge_tax, next_charge_on: day, next_charge_code, next_charge_discount_until };
}
