// What the hosted checkout says a session costs: the offer's name, the Price's amount a month (a
// year's divided) and its billing; and with a discount, what it takes off and for how long, what is
// due today and what the next payment comes to.
import { currencyDigits } from "../../app/contracts/checkout-api";
import { formatMoney, formatPercent } from "../../app/catalogue/money";
import { describeOffer, type OfferSummary } from "../../app/catalogue/offers";
import { unitAmount } from "./catalogue";
import { amountOff } from "./discounts";
import type { CheckoutSession, PaymentStore } from "./store";

export interface DiscountSummary {
  /** e.g. 'LAUNCH20: 20% off for 3 months' */
  label: string;
  /** e.g. '$0' during a trial, '$4.80' */
  dueToday: string;
  /** e.g. '$4.80 a month' */
  then: string;
}

export function checkoutSummary(store: PaymentStore, productName: string, session: CheckoutSession) {
  const { currency } = session;
  const price = store.catalogue.prices.get(session.priceId)!;
  const minor = unitAmount(price, currency) ?? 0;
  const yearly = price.recurring?.interval === "year";
  const money = (amount: number) => formatMoney(amount / 10 ** currencyDigits(currency), currency, "en-US");

  function offer(): OfferSummary {
    const trial = session.trialDays ? ` after a ${session.trialDays}-day free trial` : "";
    return {
      product: describeOffer(session.offer, productName, currency).product,
      price: `${money(yearly ? Math.round(minor / 12) : minor)}/mo`,
      billing: (yearly ? `billed ${money(minor)} yearly` : "billed monthly") + trial,
    };
  }

  function discount(): DiscountSummary | undefined {
    const coupon = session.discount && store.catalogue.coupons.get(session.discount.couponId);
    if (!coupon) return undefined;
    const promo = session.discount!.promotionCodeId;
    const name = (promo && store.catalogue.promotionCodes.get(promo)?.code) || coupon.name || coupon.id;
    const off = amountOff(coupon, minor, currency) ?? 0;
    const what = coupon.percent_off !== null ? formatPercent(coupon.percent_off, "en-US") : money(off);
    const months = coupon.duration_in_months ?? 0;
    const duration = {
      once: "on the first payment",
      repeating: `for ${months} month${months === 1 ? "" : "s"}`,
      forever: "forever",
    }[coupon.duration as "once" | "repeating" | "forever"];
    // The next payment: the first after a trial has the discount; after a first one, only a lasting one does.
    const next = session.trialDays || coupon.duration !== "once" ? minor - off : minor;
    return {
      label: `${name}: ${what} off ${duration}`,
      dueToday: money(session.trialDays ? 0 : minor - off),
      then: `${money(next)} a ${yearly ? "year" : "month"}`,
    };
  }

  return { offer: offer(), discount: discount() };
}
