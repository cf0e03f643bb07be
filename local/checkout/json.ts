// The provider's JSON for each object, in the shapes of the `stripe` SDK's API version
// (2026-10-28.endive): a subscription's period is on its item, an invoice names its subscription under
// `parent.subscription_details`, a line its price under `pricing.price_details`. Customers, checkout
// sessions, subscriptions, invoices and portal sessions are laid on the provider's own examples
// (provider-shapes.ts), so every field it sends is there, null where the stand-in has nothing to say;
// fields newer than the examples are written out here, nulls too. The catalogue's objects
// (Products, Prices, Payment Links, …) have modules of their own (catalogue-api.ts).
import { describeOffer, type OfferId } from "../../app/shared/content/offers";
import { unitAmount } from "./catalogue";
import { priceJson } from "./prices";
import { shaped } from "./provider-shapes";
import type { Card, CheckoutSession, Customer, Invoice, PaymentStore, PortalSession, Subscription } from "./store";

/** Stripe's test payment methods for the two cards. */
export const paymentMethodId = (card: Card) => (card === "good" ? "pm_card_visa" : "pm_card_chargeCustomerFail");

export function list<T>(url: string, data: T[]) {
  return { object: "list" as const, data, has_more: false, url };
}

/** Every object's JSON; `productName` names the plans in descriptions as the provider's Products would. */
export function providerJson(store: PaymentStore, productName: string) {
  const productOf = (offer: OfferId) => describeOffer(offer, productName).product;
  const priceOf = (id: string) => store.catalogue.prices.get(id)!;

  const customer = (c: Customer) =>
    shaped("customer", {
      id: c.id,
      object: "customer",
      balance: 0,
      created: c.created,
      currency: store.subscriptionsOf(c.id)[0]?.currency.toLowerCase() ?? null,
      delinquent: store.subscriptionsOf(c.id).some((s) => s.status === "past_due"),
      email: c.email,
      invoice_prefix: c.id.slice(-8).toUpperCase(),
      invoice_settings: { default_payment_method: c.card && paymentMethodId(c.card) },
      livemode: false,
      metadata: c.metadata,
      name: c.name,
      next_invoice_sequence: store.invoicesOf(c.id).length + 1,
      tax_exempt: "none",
    });

  function subscription(s: Subscription, withCurrencyOptions = false) {
    const card = store.customers.get(s.customerId)?.card;
    const price = priceJson(priceOf(s.priceId), withCurrencyOptions);
    const item = {
      id: s.itemId,
      object: "subscription_item",
      created: s.created,
      current_period_end: s.periodEnd,
      current_period_start: s.periodStart,
      current_trial: null,
      metadata: {},
      plan: {
        id: price.id,
        object: "plan",
        active: true,
        amount: price.unit_amount,
        amount_decimal: price.unit_amount_decimal,
        billing_scheme: "per_unit",
        created: price.created,
        currency: price.currency,
        interval: price.recurring!.interval,
        interval_count: 1,
        livemode: false,
        metadata: {},
        meter: null,
        nickname: null,
        product: price.product,
        tiers_mode: null,
        transform_usage: null,
        trial_period_days: null,
        usage_type: "licensed",
      },
      price,
      quantity: 1,
      subscription: s.id,
    };
    return shaped("subscription", {
      id: s.id,
      object: "subscription",
      automatic_tax: { enabled: false },
      billing_cycle_anchor: s.trialEnd ?? s.created,
      billing_mode: { type: "classic" },
      cancel_at: s.cancelAtPeriodEnd ? s.periodEnd : null,
      cancel_at_period_end: s.cancelAtPeriodEnd,
      canceled_at: s.canceledAt,
      cancellation_details: {
        feedback_option: null,
        reason: s.canceledAt === null ? null : "cancellation_requested",
      },
      collection_method: "charge_automatically",
      created: s.created,
      currency: s.currency.toLowerCase(),
      customer: s.customerId,
      default_payment_method: card ? paymentMethodId(card) : null,
      ended_at: s.endedAt,
      invoice_settings: { issuer: { type: "self" } },
      items: list(`/v1/subscription_items?subscription=${s.id}`, [item]),
      latest_invoice: s.latestInvoiceId,
      livemode: false,
      metadata: s.metadata,
      start_date: s.created,
      status: s.status,
      trial_end: s.trialEnd,
      trial_settings: { end_behavior: { billing_cycle_anchor: null, missing_payment_method: "create_invoice" } },
      trial_start: s.trialStart,
    });
  }

  function invoice(i: Invoice) {
    const customerOf = store.customers.get(i.customerId);
    const price = priceJson(priceOf(i.priceId), false);
    const paid = i.status === "paid" ? i.amount : 0;
    const line = {
      id: `il_${i.id.slice(3)}`,
      object: "line_item",
      amount: i.amount,
      currency: i.currency.toLowerCase(),
      description: i.trial ? `Trial period for ${productOf(i.offer)}` : `1 × ${productOf(i.offer)}`,
      discountable: true,
      invoice: i.id,
      livemode: false,
      metadata: {},
      parent: {
        type: "subscription_item_details",
        subscription_item_details: {
          proration: false,
          proration_details: {},
          subscription: i.subscriptionId,
          subscription_item: i.subscriptionItemId,
        },
      },
      period: { start: i.periodStart, end: i.periodEnd },
      pretax_credit_amounts: [],
      pricing: {
        type: "price_details",
        price_details: { price: price.id, product: price.product },
        unit_amount_decimal: String(i.amount),
      },
      quantity: 1,
      quantity_decimal: "1",
      subscription: i.subscriptionId,
      subtotal: i.amount,
      taxes: [],
    };
    return shaped("invoice", {
      id: i.id,
      object: "invoice",
      account_country: "US",
      account_name: productName,
      amount_due: i.amount,
      amount_overpaid: 0,
      amount_paid: paid,
      amount_remaining: i.amount - paid,
      amount_shipping: 0,
      attempt_count: i.amount > 0 ? 1 : 0,
      attempted: true,
      auto_advance: false,
      automatic_tax: { enabled: false },
      billing_reason: i.billingReason,
      collection_method: "charge_automatically",
      created: i.created,
      currency: i.currency.toLowerCase(),
      customer: i.customerId,
      customer_email: customerOf?.email ?? null,
      customer_name: customerOf?.name ?? null,
      customer_tax_exempt: "none",
      effective_at: i.created,
      ending_balance: 0,
      issuer: { type: "self" },
      lines: list(`/v1/invoices/${i.id}/lines`, [line]),
      livemode: false,
      metadata: {},
      number: i.number,
      parent: {
        type: "subscription_details",
        subscription_details: { metadata: i.subscriptionMetadata, subscription: i.subscriptionId },
      },
      payment_settings: {},
      period_end: i.periodEnd,
      period_start: i.periodStart,
      post_payment_credit_notes_amount: 0,
      pre_payment_credit_notes_amount: 0,
      starting_balance: 0,
      status: i.status,
      status_transitions: { finalized_at: i.created, paid_at: i.paidAt },
      subtotal: i.amount,
      subtotal_excluding_tax: i.amount,
      total: i.amount,
      total_excluding_tax: i.amount,
      total_pretax_credit_amounts: [],
      total_taxes: [],
      webhooks_delivered_at: i.created,
    });
  }

  /** Line items only when asked for (`expand`), as the real API does. */
  function session(s: CheckoutSession, origin: string, expand: string[] = []) {
    const complete = s.status === "complete";
    const currency = s.currency.toLowerCase();
    const charged = s.trialDays ? 0 : (unitAmount(priceOf(s.priceId), s.currency) ?? 0);
    const customerOf = s.customerId ? store.customers.get(s.customerId) : undefined;
    const email = customerOf?.email ?? s.customerEmail;
    const withCurrencyOptions = expand.some((path) => path.endsWith("currency_options"));
    return shaped("checkout.session", {
      id: s.id,
      object: "checkout.session",
      allowed_payment_method_types: null,
      amount_subtotal: charged,
      amount_total: charged,
      automatic_tax: { enabled: false },
      cancel_url: s.cancelUrl,
      client_reference_id: s.clientReferenceId,
      created: s.created,
      currency,
      custom_text: {},
      customer: s.customerId,
      customer_creation: s.paymentLinkId ? "always" : null,
      customer_details:
        complete && (email || customerOf)
          ? { email, name: customerOf?.name ?? null, tax_exempt: "none", tax_ids: [] }
          : null,
      customer_email: s.customerEmail,
      expires_at: s.expiresAt,
      livemode: false,
      locale: s.locale,
      metadata: s.metadata,
      mode: "subscription",
      payment_link: s.paymentLinkId,
      payment_method_collection: "always",
      payment_method_options: {},
      payment_method_types: ["card"],
      payment_status: !complete ? "unpaid" : s.trialDays ? "no_payment_required" : "paid",
      phone_number_collection: { enabled: false },
      status: s.status,
      subscription: s.subscriptionId,
      success_url: s.successUrl,
      total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
      ui_mode: "hosted",
      url: s.status === "open" ? `${origin}/checkout/sessions/${s.id}` : null,
      ...(expand.some((path) => path.startsWith("line_items")) && {
        line_items: list(`/v1/checkout/sessions/${s.id}/line_items`, [
          shaped("item", {
            id: `li_local_${s.id.slice(-12)}`,
            object: "item",
            amount_discount: 0,
            amount_subtotal: charged,
            amount_tax: 0,
            amount_total: charged,
            currency,
            description: productOf(s.offer),
            price: priceJson(priceOf(s.priceId), withCurrencyOptions),
            quantity: 1,
          }),
        ]),
      }),
    });
  }

  function portalSession(p: PortalSession, origin: string) {
    const flow = p.flow;
    return shaped("billing_portal.session", {
      id: p.id,
      object: "billing_portal.session",
      configuration: p.configurationId,
      created: p.created,
      customer: p.customerId,
      flow: flow && {
        type: flow.type,
        after_completion: flow.redirectUrl
          ? { type: "redirect", redirect: { return_url: flow.redirectUrl } }
          : { type: "portal_homepage" },
        customer_update: null,
        subscription_cancel: flow.type === "subscription_cancel" ? { subscription: flow.subscriptionId } : null,
        subscription_pause: null,
        subscription_update: flow.type === "subscription_update" ? { subscription: flow.subscriptionId } : null,
        subscription_update_confirm:
          flow.type === "subscription_update_confirm"
            ? {
                discounts: [],
                items: [{ id: flow.itemId, price: flow.priceId, quantity: 1 }],
                subscription: flow.subscriptionId,
              }
            : null,
      },
      livemode: false,
      locale: p.locale,
      return_url: p.returnUrl,
      url: `${origin}/portal/sessions/${p.id}`,
    });
  }

  /** The JSON of the object an id names, for `expand`. */
  function byId(id: string, origin: string): object | undefined {
    const { products, prices } = store.catalogue;
    if (products.has(id)) return { ...products.get(id) };
    if (prices.has(id)) return priceJson(prices.get(id)!, false);
    const found =
      store.customers.get(id) ?? store.subscriptions.get(id) ?? store.invoices.get(id) ?? store.sessions.get(id);
    if (!found) return undefined;
    if (id.startsWith("cus_")) return customer(found as Customer);
    if (id.startsWith("sub_")) return subscription(found as Subscription);
    if (id.startsWith("in_")) return invoice(found as Invoice);
    return session(found as CheckoutSession, origin);
  }

  /** Replaces the ids at `paths` (`customer`, `data.latest_invoice`, `subscription.latest_invoice`) with their objects. */
  function expanded<T>(json: T, paths: string[], origin: string): T {
    const walk = (node: unknown, names: string[]): unknown => {
      if (typeof node === "string") {
        const object = byId(node, origin);
        return object ? walk(object, names) : node;
      }
      if (names.length === 0 || !node || typeof node !== "object") return node;
      if (Array.isArray(node)) return node.map((item) => walk(item, names));
      const [name, ...rest] = names;
      const record = node as Record<string, unknown>;
      if (!(name! in record)) return node;
      const value = record[name!];
      return { ...record, [name!]: rest.length === 0 && typeof value !== "string" ? value : walk(value, rest) };
    };
    return paths.reduce((node, path) => walk(node, path.split(".")) as T, json);
  }

  return { customer, subscription, invoice, session, portalSession, expanded };
}

export type ProviderJson = ReturnType<typeof providerJson>;
