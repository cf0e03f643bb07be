// The payment provider's account against the catalogue the code describes (desired-catalogue.ts):
// each offer's Price (amounts, currencies, tax behaviour, period), its Payment Link (Price, redirect,
// trial), the webhook endpoint (URL, events, status) and the default customer portal. Each finding
// carries the changes that mend it, which `npm run setup:payments -- --apply` makes and
// `npm run preflight` names.
import type Stripe from "stripe";
import { checkoutVariable } from "../../app/config/schema.ts";
import type { OfferId } from "../../app/contracts/offer-ids.ts";
import {
  desiredCatalogue,
  paymentLinkParams,
  portalConfigurationParams,
  priceParams,
  type DesiredCatalogue,
  type DesiredPrice,
  type ProductKey,
  type Site,
} from "./desired-catalogue.ts";
import type { PaymentAccount } from "./payment-account.ts";
import { ok, problem, type Change, type Finding } from "./findings.ts";

type Amount = { unit_amount?: number | null; tax_behavior?: string | null };

/** Each currency's amount and tax behaviour, the Price's own currency first. */
function amounts(params: DesiredPrice["params"]): [string, Amount][] {
  return [
    [params.currency, { unit_amount: params.unit_amount, tax_behavior: params.tax_behavior }],
    ...Object.entries(params.currency_options ?? {}),
  ];
}

const money = (amount: Amount, currency: string) =>
  `${amount.unit_amount ?? 0} ${currency.toUpperCase()}${amount.tax_behavior === "inclusive" ? " incl. tax" : ""}`;

const describe = (wanted: DesiredPrice) =>
  `${amounts(wanted.params)
    .map(([currency, amount]) => money(amount, currency))
    .join(", ")} a ${wanted.params.recurring!.interval}`;

/** How a Price differs from the catalogue's, in words; empty when it does not. */
function priceDrift(price: Stripe.Price, wanted: DesiredPrice): string[] {
  const drift: string[] = [];
  if (!price.active) drift.push("it is archived");
  const interval = wanted.params.recurring!.interval;
  if (price.recurring?.interval !== interval)
    drift.push(`it bills every ${price.recurring?.interval ?? "once"}, not every ${interval}`);
  for (const [currency, amount] of amounts(wanted.params)) {
    const actual: Amount | undefined =
      currency === wanted.params.currency
        ? price.currency === currency
          ? price
          : undefined
        : price.currency_options?.[currency];
    const name = currency.toUpperCase();
    if (!actual) drift.push(`it has no ${name} amount`);
    else if (actual.unit_amount !== amount.unit_amount)
      drift.push(
        `${name} is ${money({ unit_amount: actual.unit_amount }, currency)}, the pages say ${money({ unit_amount: amount.unit_amount }, currency)}`,
      );
    else if (actual.tax_behavior !== amount.tax_behavior)
      drift.push(`${name} tax is ${actual.tax_behavior ?? "unspecified"}, not ${amount.tax_behavior}`);
  }
  return drift;
}

const idOf = (value: string | { id: string }) => (typeof value === "string" ? value : value.id);

/** The Product a new Price of `key` belongs to: the old Price's, another offer's of the same Product, or one marked as it. */
function productFor(account: PaymentAccount, catalogue: DesiredCatalogue, key: ProductKey, old?: Stripe.Price) {
  if (old) return idOf(old.product);
  const sibling = catalogue.prices.find((price) => price.product === key && account.prices.has(price.offer));
  if (sibling) return idOf(account.prices.get(sibling.offer)!.product);
  return account.products.find((product) => product.active && product.metadata.site_product === key)?.id ?? null;
}

/** A new Price as the catalogue says, which takes the lookup key (a Price's amounts never change). */
function newPrice(
  wanted: DesiredPrice,
  old: Stripe.Price | undefined,
  account: PaymentAccount,
  catalogue: DesiredCatalogue,
): Change[] {
  const changes: Change[] = [];
  const existing = productFor(account, catalogue, wanted.product, old);
  const product = catalogue.products.find((entry) => entry.key === wanted.product)!;
  if (!existing) {
    changes.push({
      says: `create the Product "${product.params.name}"`,
      async apply({ stripe, productIds }) {
        if (productIds.has(wanted.product)) return;
        productIds.set(wanted.product, (await stripe.products.create(product.params)).id);
      },
    });
  }
  changes.push({
    says: `create the Price ${wanted.offer} (${describe(wanted)})${old ? ", which takes the lookup key; archive the old one" : ""}`,
    async apply({ stripe, productIds, priceIds }) {
      const price = await stripe.prices.create({
        ...priceParams(wanted, existing ?? productIds.get(wanted.product)!),
        transfer_lookup_key: true,
      });
      priceIds.set(wanted.offer, price.id);
      if (old?.active) await stripe.prices.update(old.id, { active: false });
    },
  });
  return changes;
}

function reviewPrice(wanted: DesiredPrice, account: PaymentAccount, catalogue: DesiredCatalogue): Finding {
  const subject = `Price ${wanted.offer}`;
  const price = account.prices.get(wanted.offer);
  if (!price)
    return problem(
      subject,
      "no Price has this lookup key",
      "setup creates it",
      newPrice(wanted, undefined, account, catalogue),
    );
  const drift = priceDrift(price, wanted);
  if (drift.length === 0) return ok(subject, describe(wanted));
  return problem(subject, drift.join("; "), "setup makes a new Price", newPrice(wanted, price, account, catalogue));
}

/** The offer's Payment Link: on its current Price, once, back to /success, with the trial. */
function reviewLink(
  offer: OfferId,
  account: PaymentAccount,
  catalogue: DesiredCatalogue,
  newPriceComing: boolean,
): Finding {
  const subject = `Payment Link ${offer}`;
  const wanted = catalogue.paymentLinks.find((link) => link.offer === offer)!;
  const redirect = wanted.params.after_completion!.redirect!.url;
  const trial = wanted.params.subscription_data!.trial_period_days!;
  const priceId = account.prices.get(offer)?.id;
  const links = account.links.filter((entry) => entry.priceId === priceId || entry.link.metadata.offer === offer);
  const current = newPriceComing ? undefined : links.find((entry) => entry.priceId === priceId);
  if (!current) {
    return problem(
      subject,
      newPriceComing ? "its Price is being replaced" : "none sells this Price",
      "setup creates it",
      [
        {
          says: `create the Payment Link for ${offer}${links.length ? " and deactivate the old one" : ""}`,
          async apply({ stripe, priceIds, tell }) {
            const link = await stripe.paymentLinks.create(paymentLinkParams(wanted, priceIds.get(offer) ?? priceId!));
            for (const old of links) await stripe.paymentLinks.update(old.link.id, { active: false });
            tell(`${checkoutVariable(offer)}=${link.url}`);
          },
        },
      ],
    );
  }
  const drift: string[] = [];
  if (current.quantity !== 1) drift.push(`it sells ${current.quantity ?? "no"} at once, not 1`);
  const after = current.link.after_completion;
  if (after.type !== "redirect" || after.redirect?.url !== redirect) drift.push(`it does not return to ${redirect}`);
  const hasTrial = current.link.subscription_data?.trial_period_days ?? null;
  if (hasTrial !== trial) drift.push(`its trial is ${hasTrial ?? "none"}, not ${trial} days`);
  if (drift.length === 0) return ok(subject, current.link.url);
  return problem(subject, drift.join("; "), "setup mends it", [
    {
      says: `update the Payment Link for ${offer} (its redirect and trial)`,
      async apply({ stripe }) {
        await stripe.paymentLinks.update(current.link.id, {
          after_completion: wanted.params.after_completion,
          subscription_data: { trial_period_days: trial },
        });
      },
    },
  ]);
}

function reviewWebhook(account: PaymentAccount, catalogue: DesiredCatalogue): Finding {
  const subject = "Webhook endpoint";
  const { url, enabled_events } = catalogue.webhookEndpoint;
  const wanted: string[] = [...enabled_events].sort();
  const endpoint = account.endpoints.find((entry) => entry.url === url);
  if (!endpoint) {
    return problem(subject, `none sends events to ${url}`, "setup creates it", [
      {
        says: `create the webhook endpoint ${url} for ${wanted.join(", ")}`,
        async apply({ stripe, tell }) {
          const created = await stripe.webhookEndpoints.create(catalogue.webhookEndpoint);
          tell(`STRIPE_WEBHOOK_SECRET=${created.secret} (shown this once: set it on the server now)`);
        },
      },
    ]);
  }
  const events = [...endpoint.enabled_events].sort();
  const drift: string[] = [];
  if (endpoint.status !== "enabled") drift.push("it is disabled");
  const missing = wanted.filter((event) => !events.includes(event) && !events.includes("*"));
  const extra = events.filter((event) => !wanted.includes(event));
  if (missing.length) drift.push(`it does not send ${missing.join(", ")}`);
  if (extra.length) drift.push(`it also sends ${extra.join(", ")}, which the API ignores`);
  if (drift.length === 0) return ok(subject, `${url}: ${wanted.length} events`);
  return problem(subject, drift.join("; "), "setup mends it", [
    {
      says: `send exactly ${wanted.join(", ")} to ${url}, enabled`,
      async apply({ stripe }) {
        await stripe.webhookEndpoints.update(endpoint.id, { enabled_events, disabled: false });
      },
    },
  ]);
}

function reviewPortal(account: PaymentAccount, catalogue: DesiredCatalogue, planPricesComing: boolean): Finding {
  const subject = "Customer portal";
  const portal = account.portal;
  if (!portal) {
    return problem(
      subject,
      "the account has no default portal configuration",
      "activate the customer portal once in the Dashboard (Settings → Billing → Customer portal), then run setup again",
    );
  }
  const { params, switchable } = catalogue.portalConfiguration;
  const { features } = portal;
  const drift: string[] = [];
  if (!features.subscription_cancel.enabled) drift.push("cancelling is off");
  else if (features.subscription_cancel.mode !== params.features.subscription_cancel!.mode)
    drift.push("a cancellation ends at once, not at the period's end");
  const update = features.subscription_update;
  const allowed = new Set((update.products ?? []).flatMap((product) => product.prices));
  const planPrices = switchable.flatMap(({ offers }) => offers.map((offer) => account.prices.get(offer)?.id));
  if (!update.enabled || !update.default_allowed_updates.includes("price")) drift.push("switching plans is off");
  else if (planPricesComing || planPrices.some((id) => !id || !allowed.has(id)))
    drift.push("a plan's Price is not among those to switch to");
  if (update.enabled && update.trial_update_behavior !== "continue_trial") drift.push("a switch ends the trial");
  if (!features.payment_method_update.enabled) drift.push("updating the card is off");
  if (!features.invoice_history.enabled) drift.push("the invoice history is off");
  if (portal.default_return_url !== params.default_return_url)
    drift.push(`it returns to ${portal.default_return_url ?? "nowhere"}, not ${params.default_return_url}`);
  if (!portal.login_page.enabled) drift.push("its login link is off (VITE_CUSTOMER_PORTAL_LOGIN)");
  if (drift.length === 0)
    return ok(
      subject,
      `cancel at the period's end, switch between ${planPrices.length} plan Prices, login link ${portal.login_page.url}`,
    );
  return problem(subject, drift.join("; "), "setup mends it", [
    {
      says: "configure the customer portal: cancel at the period's end, switch plans keeping the trial, card, invoices, login link",
      async apply({ stripe, priceIds, tell }) {
        const priceOf = (offer: OfferId) => priceIds.get(offer) ?? account.prices.get(offer)!.id;
        const productOfPrice = new Map<string, string>();
        for (const { offers } of switchable) {
          for (const offer of offers)
            productOfPrice.set(offer, idOf((await stripe.prices.retrieve(priceOf(offer))).product));
        }
        const wanted = portalConfigurationParams(catalogue.portalConfiguration, {
          product: (key) => productOfPrice.get(switchable.find((entry) => entry.product === key)!.offers[0]!)!,
          price: priceOf,
        });
        const configured = await stripe.billingPortal.configurations.update(
          portal.id,
          wanted as Stripe.BillingPortal.ConfigurationUpdateParams,
        );
        if (configured.login_page.url) tell(`VITE_CUSTOMER_PORTAL_LOGIN=${configured.login_page.url}`);
      },
    },
  ]);
}

/** Every finding about the payment provider, in the order their changes must be made. */
export function reviewPayments(account: PaymentAccount, site: Site): Finding[] {
  const catalogue = desiredCatalogue(site);
  const prices = catalogue.prices.map((wanted) => reviewPrice(wanted, account, catalogue));
  const replaced = new Set(catalogue.prices.filter((_, index) => prices[index]!.changes).map((wanted) => wanted.offer));
  const links = catalogue.prices.map((wanted) =>
    reviewLink(wanted.offer, account, catalogue, replaced.has(wanted.offer)),
  );
  const planPricesComing = catalogue.portalConfiguration.switchable.some(({ offers }) =>
    offers.some((offer) => replaced.has(offer)),
  );
  return [...prices, ...links, reviewWebhook(account, catalogue), reviewPortal(account, catalogue, planPricesComing)];
}
