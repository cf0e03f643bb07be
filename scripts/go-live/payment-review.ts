// The payment provider's account against the code's catalogue (app/shared/content/payment-catalogue.ts):
// each offer's Price (amounts, currencies, tax behaviour, period), its Payment Link (Price, redirect,
// trial), the webhook endpoint (URL, events, status) and the customer portal. Each finding carries
// the changes that mend it, which `npm run setup:payments` applies and `npm run preflight` names.
import type Stripe from "stripe";
import type { Currency } from "../../app/contracts/locales.ts";
import type { OfferId } from "../../app/contracts/offer-ids.ts";
import {
  BASE_CURRENCY,
  cataloguePrices,
  customerPortal,
  paymentLink,
  productName,
  webhook,
  type CataloguePrice,
  type ProductKey,
} from "../../app/shared/content/payment-catalogue.ts";
import { checkoutVariable } from "../../app/config/schema.ts";
import type { PaymentAccount } from "./payment-account.ts";
import { ok, problem, type Change, type Finding } from "./findings.ts";

export interface PaymentSite {
  /** The site's public origin, e.g. https://snapsong.example. */
  siteUrl: string;
  brand: string;
}

const lower = (currency: Currency) => currency.toLowerCase();
const money = (amount: number, currency: string) => `${amount} ${currency.toUpperCase()}`;

/** How a Price differs from the catalogue's, in words; empty when it does not. */
function priceDrift(price: Stripe.Price, wanted: CataloguePrice): string[] {
  const drift: string[] = [];
  if (!price.active) drift.push("it is archived");
  if (price.recurring?.interval !== wanted.interval)
    drift.push(`it bills every ${price.recurring?.interval ?? "once"}, not every ${wanted.interval}`);
  for (const [currency, { amount, taxBehavior }] of Object.entries(wanted.amounts) as [
    Currency,
    CataloguePrice["amounts"][Currency],
  ][]) {
    const actual =
      currency === BASE_CURRENCY
        ? price.currency === lower(currency)
          ? { unit_amount: price.unit_amount, tax_behavior: price.tax_behavior }
          : undefined
        : price.currency_options?.[lower(currency)];
    if (!actual) drift.push(`it has no ${currency} amount`);
    else {
      if (actual.unit_amount !== amount)
        drift.push(
          `${currency} is ${money(actual.unit_amount ?? 0, currency)}, the pages say ${money(amount, currency)}`,
        );
      if (actual.tax_behavior !== taxBehavior)
        drift.push(`${currency} tax is ${actual.tax_behavior}, not ${taxBehavior}`);
    }
  }
  return drift;
}

/** The changes that give the offer a Price as the catalogue says: a new one takes the lookup key (Prices are immutable). */
function newPrice(
  wanted: CataloguePrice,
  old: Stripe.Price | undefined,
  account: PaymentAccount,
  site: PaymentSite,
): Change[] {
  const changes: Change[] = [];
  const existing = productOf(account, wanted.product, old);
  if (!existing) {
    changes.push({
      says: `create the Product "${productName(wanted.product, site.brand)}"`,
      async apply({ stripe, productIds }) {
        if (productIds.has(wanted.product)) return;
        const product = await stripe.products.create({
          name: productName(wanted.product, site.brand),
          metadata: { catalogue: wanted.product },
        });
        productIds.set(wanted.product, product.id);
      },
    });
  }
  const base = wanted.amounts[BASE_CURRENCY];
  changes.push({
    says: `create the Price ${wanted.offer} (${describe(wanted)})${old ? ", move its lookup key to it and archive the old one" : ""}`,
    async apply({ stripe, productIds, priceIds }) {
      const price = await stripe.prices.create({
        product: existing ?? productIds.get(wanted.product)!,
        currency: lower(BASE_CURRENCY),
        unit_amount: base.amount,
        tax_behavior: base.taxBehavior,
        recurring: { interval: wanted.interval },
        lookup_key: wanted.offer,
        transfer_lookup_key: true,
        nickname: wanted.offer,
        currency_options: Object.fromEntries(
          (Object.entries(wanted.amounts) as [Currency, CataloguePrice["amounts"][Currency]][])
            .filter(([currency]) => currency !== BASE_CURRENCY)
            .map(([currency, { amount, taxBehavior }]) => [
              lower(currency),
              { unit_amount: amount, tax_behavior: taxBehavior },
            ]),
        ),
      });
      priceIds.set(wanted.offer, price.id);
      if (old?.active) await stripe.prices.update(old.id, { active: false });
    },
  });
  return changes;
}

/** The Product a new Price of `key` belongs to: the old Price's, another offer's of the same Product, or one made for it. */
function productOf(account: PaymentAccount, key: ProductKey, old: Stripe.Price | undefined): string | null {
  const id = (product: string | Stripe.Product | Stripe.DeletedProduct) =>
    typeof product === "string" ? product : product.id;
  if (old) return id(old.product);
  const sibling = cataloguePrices.find((price) => price.product === key && account.prices.has(price.offer));
  if (sibling) return id(account.prices.get(sibling.offer)!.product);
  return account.products.find((product) => product.active && product.metadata.catalogue === key)?.id ?? null;
}

const describe = (wanted: CataloguePrice) =>
  (Object.entries(wanted.amounts) as [Currency, CataloguePrice["amounts"][Currency]][])
    .map(
      ([currency, { amount, taxBehavior }]) =>
        `${money(amount, currency)}${taxBehavior === "inclusive" ? " incl. tax" : ""}`,
    )
    .join(", ") + ` a ${wanted.interval}`;

function reviewPrice(wanted: CataloguePrice, account: PaymentAccount, site: PaymentSite): Finding {
  const subject = `Price ${wanted.offer}`;
  const price = account.prices.get(wanted.offer);
  if (!price)
    return problem(
      subject,
      "no Price has this lookup key",
      "setup creates it",
      newPrice(wanted, undefined, account, site),
    );
  const drift = priceDrift(price, wanted);
  if (drift.length === 0) return ok(subject, describe(wanted));
  return problem(
    subject,
    drift.join("; "),
    "setup makes a new Price, which takes the lookup key",
    newPrice(wanted, price, account, site),
  );
}

/** The offer's Payment Link: on its current Price, once, back to /success, with the trial. */
function reviewLink(
  wanted: CataloguePrice,
  account: PaymentAccount,
  site: PaymentSite,
  priceChanges: boolean,
): Finding {
  const subject = `Payment Link ${wanted.offer}`;
  const redirect = `${site.siteUrl}${paymentLink.redirectPath}`;
  const priceId = account.prices.get(wanted.offer)?.id;
  const links = account.links.filter(
    (entry) => entry.priceId === priceId || entry.link.metadata.offer === wanted.offer,
  );
  const current = priceChanges ? undefined : links.find((entry) => entry.priceId === priceId);
  const create: Change = {
    says: `create the Payment Link for ${wanted.offer}${links.length ? " and deactivate the old one" : ""}`,
    async apply({ stripe, priceIds, tell }) {
      const link = await stripe.paymentLinks.create({
        line_items: [{ price: priceIds.get(wanted.offer) ?? priceId!, quantity: 1 }],
        after_completion: { type: "redirect", redirect: { url: redirect } },
        subscription_data: { trial_period_days: paymentLink.trialDays },
        metadata: { offer: wanted.offer },
      });
      for (const old of links) await stripe.paymentLinks.update(old.link.id, { active: false });
      tell(`${checkoutVariable(wanted.offer)}=${link.url}`);
    },
  };
  if (!current)
    return problem(
      subject,
      priceChanges ? "its Price is being replaced" : "none sells this Price",
      "setup creates it",
      [create],
    );
  const drift: string[] = [];
  if (current.quantity !== 1) drift.push(`it sells ${current.quantity ?? "no"} at once, not 1`);
  const after = current.link.after_completion;
  if (after.type !== "redirect" || after.redirect?.url !== redirect) drift.push(`it does not return to ${redirect}`);
  const trial = current.link.subscription_data?.trial_period_days ?? null;
  if (trial !== paymentLink.trialDays) drift.push(`its trial is ${trial ?? "none"}, not ${paymentLink.trialDays} days`);
  if (drift.length === 0) return ok(subject, current.link.url);
  return problem(subject, drift.join("; "), "setup mends it", [
    {
      says: `update the Payment Link for ${wanted.offer} (redirect, trial)`,
      async apply({ stripe }) {
        await stripe.paymentLinks.update(current.link.id, {
          after_completion: { type: "redirect", redirect: { url: redirect } },
          subscription_data: { trial_period_days: paymentLink.trialDays },
        });
      },
    },
  ]);
}

function reviewWebhook(account: PaymentAccount, site: PaymentSite): Finding {
  const subject = "Webhook endpoint";
  const url = `${site.siteUrl}${webhook.path}`;
  const wanted = [...webhook.events].sort();
  const endpoint = account.endpoints.find((entry) => entry.url === url);
  if (!endpoint) {
    return problem(
      subject,
      `none sends events to ${url}`,
      "setup creates it and prints its signing secret (STRIPE_WEBHOOK_SECRET)",
      [
        {
          says: `create the webhook endpoint ${url} for ${wanted.join(", ")}`,
          async apply({ stripe, tell }) {
            const created = await stripe.webhookEndpoints.create({
              url,
              enabled_events: wanted as Stripe.WebhookEndpointCreateParams.EnabledEvent[],
            });
            tell(`STRIPE_WEBHOOK_SECRET=${created.secret} (shown once: set it on the server now)`);
          },
        },
      ],
    );
  }
  const events = [...endpoint.enabled_events].sort();
  const drift: string[] = [];
  if (endpoint.status !== "enabled") drift.push("it is disabled");
  const missing = wanted.filter((event) => !events.includes(event) && !events.includes("*"));
  const extra = events.filter((event) => !wanted.includes(event as (typeof wanted)[number]));
  if (missing.length) drift.push(`it does not send ${missing.join(", ")}`);
  if (extra.length) drift.push(`it also sends ${extra.join(", ")}, which the API ignores`);
  if (drift.length === 0) return ok(subject, `${url}: ${wanted.length} events`);
  return problem(subject, drift.join("; "), "setup mends it", [
    {
      says: `send exactly ${wanted.join(", ")} to ${url}, enabled`,
      async apply({ stripe }) {
        await stripe.webhookEndpoints.update(endpoint.id, {
          enabled_events: wanted as Stripe.WebhookEndpointUpdateParams.EnabledEvent[],
          disabled: false,
        });
      },
    },
  ]);
}

function reviewPortal(account: PaymentAccount, site: PaymentSite, priceChanges: boolean): Finding {
  const subject = "Customer portal";
  const portal = account.portal;
  if (!portal) {
    return problem(
      subject,
      "the account has no default portal configuration",
      "activate the customer portal once in the Dashboard (Settings → Billing → Customer portal), then run setup again",
    );
  }
  const planPrices = customerPortal.switchableOffers.map((offer) => account.prices.get(offer));
  const returnUrl = `${site.siteUrl}${customerPortal.returnPath}`;
  const { features } = portal;
  const drift: string[] = [];
  if (!features.subscription_cancel.enabled) drift.push("cancelling is off");
  else if (features.subscription_cancel.mode !== customerPortal.cancelMode)
    drift.push("a cancellation ends at once, not at the period's end");
  const update = features.subscription_update;
  const allowed = new Set((update.products ?? []).flatMap((product) => product.prices));
  if (!update.enabled || !update.default_allowed_updates.includes("price")) drift.push("switching plans is off");
  else if (priceChanges || planPrices.some((price) => !price || !allowed.has(price.id)))
    drift.push("a plan's Price is not among those to switch to");
  if (update.enabled && update.trial_update_behavior !== "continue_trial") drift.push("a switch ends the trial");
  if (!features.payment_method_update.enabled) drift.push("updating the card is off");
  if (!features.invoice_history.enabled) drift.push("the invoice history is off");
  if (portal.default_return_url !== returnUrl)
    drift.push(`it returns to ${portal.default_return_url ?? "nowhere"}, not ${returnUrl}`);
  if (!portal.login_page.enabled) drift.push("its login link is off (VITE_CUSTOMER_PORTAL_LOGIN)");
  if (drift.length === 0)
    return ok(
      subject,
      `cancel at period end, switch between ${customerPortal.switchableOffers.length} plan Prices, login link ${portal.login_page.url}`,
    );
  return problem(subject, drift.join("; "), "setup mends it", [
    {
      says: "configure the customer portal: cancel at period end, switch plans keeping the trial, card, invoices, login link",
      async apply({ stripe, priceIds, tell }) {
        const priceOf = (offer: OfferId) => priceIds.get(offer) ?? account.prices.get(offer)!.id;
        const byProduct = new Map<string, string[]>();
        for (const offer of customerPortal.switchableOffers) {
          const price = await stripe.prices.retrieve(priceOf(offer));
          const product = typeof price.product === "string" ? price.product : price.product.id;
          byProduct.set(product, [...(byProduct.get(product) ?? []), price.id]);
        }
        const configured = await stripe.billingPortal.configurations.update(portal.id, {
          default_return_url: returnUrl,
          login_page: { enabled: true },
          features: {
            subscription_cancel: { enabled: true, mode: customerPortal.cancelMode },
            subscription_update: {
              enabled: true,
              default_allowed_updates: ["price"],
              products: [...byProduct].map(([product, prices]) => ({ product, prices })),
              trial_update_behavior: "continue_trial",
            },
            payment_method_update: { enabled: customerPortal.paymentMethodUpdate },
            invoice_history: { enabled: customerPortal.invoiceHistory },
          },
        });
        if (configured.login_page.url) tell(`VITE_CUSTOMER_PORTAL_LOGIN=${configured.login_page.url}`);
      },
    },
  ]);
}

/** Every finding about the payment provider, in the order their changes must be applied. */
export function reviewPayments(account: PaymentAccount, site: PaymentSite): Finding[] {
  const prices = cataloguePrices.map((wanted) => reviewPrice(wanted, account, site));
  const replaced = new Set(cataloguePrices.filter((_, index) => prices[index]!.changes).map((wanted) => wanted.offer));
  const links = cataloguePrices.map((wanted) => reviewLink(wanted, account, site, replaced.has(wanted.offer)));
  const planPriceChanges = customerPortal.switchableOffers.some((offer) => replaced.has(offer));
  return [...prices, ...links, reviewWebhook(account, site), reviewPortal(account, site, planPriceChanges)];
}
