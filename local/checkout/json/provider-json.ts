// The provider's JSON for each object, in the shapes of the `stripe` SDK's API version
// (2026-10-28.endive). Customers, checkout sessions, subscriptions, invoices and portal sessions are
// laid on the provider's own examples (provider-shapes.ts), so every field it sends is there, null
// where the stand-in has nothing to say; fields newer than the examples are written out in each
// object's module, nulls too. The catalogue's objects (Products, Prices, Payment Links, coupons,
// promotion codes, …) have modules of their own (catalogue-api.ts); a Discount's is discount.ts.
import type { CheckoutSession, Customer, Invoice, PaymentStore, PortalSession, Subscription } from "../store";
import { couponJson } from "../coupons";
import { checkoutSessionJson } from "./checkout-session";
import { customerJson } from "./customer";
import { discountJson } from "./discount";
import { expandIds } from "./expand";
import { invoiceJson } from "./invoice";
import { chargeJson, refundJson } from "./payments";
import { portalSessionJson } from "./portal-session";
import { priceJson } from "./price";
import { subscriptionJson } from "./subscription";
import { upcomingInvoiceJson } from "./upcoming-invoice";

/** Every object's JSON; `productName` names the plans in descriptions as the provider's Products would. */
export function providerJson(store: PaymentStore, productName: string) {
  const customer = (c: Customer) => customerJson(store, c);
  const subscription = (s: Subscription, withCurrencyOptions = false) =>
    subscriptionJson(store, s, withCurrencyOptions);
  const invoice = (i: Invoice) => invoiceJson(store, productName, i);
  const upcomingInvoice = (s: Subscription) => upcomingInvoiceJson(store, productName, s);
  const session = (s: CheckoutSession, origin: string, expand: string[] = []) =>
    checkoutSessionJson(store, productName, s, origin, expand);
  const portalSession = (p: PortalSession, origin: string) => portalSessionJson(p, origin);

  /** The JSON of the object an id names, for `expand`. */
  function byId(id: string, origin: string): object | undefined {
    const { products, prices, coupons, promotionCodes } = store.catalogue;
    if (products.has(id)) return { ...products.get(id) };
    if (prices.has(id)) return priceJson(prices.get(id)!, false);
    if (coupons.has(id)) return couponJson(coupons.get(id)!);
    if (promotionCodes.has(id)) return { ...promotionCodes.get(id) };
    if (store.discounts.has(id)) return discountJson(store.discounts.get(id)!);
    if (store.charges.has(id)) return chargeJson(store, store.charges.get(id)!);
    if (store.refunds.has(id)) return refundJson(store, store.refunds.get(id)!);
    const found =
      store.customers.get(id) ?? store.subscriptions.get(id) ?? store.invoices.get(id) ?? store.sessions.get(id);
    if (!found) return undefined;
    if (id.startsWith("cus_")) return customer(found as Customer);
    if (id.startsWith("sub_")) return subscription(found as Subscription);
    if (id.startsWith("in_")) return invoice(found as Invoice);
    return session(found as CheckoutSession, origin);
  }

  const expanded = <T>(json: T, paths: string[], origin: string): T => expandIds(json, paths, (id) => byId(id, origin));

  return { customer, subscription, invoice, upcomingInvoice, session, portalSession, expanded };
}

export type ProviderJson = ReturnType<typeof providerJson>;
