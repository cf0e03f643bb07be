// Each offer's Price against the catalogue (app/catalogue/desired-catalogue.ts): its amounts, currencies, tax
// behaviour and period. A Price's amounts never change, so a drifted one is mended by a new Price
// that takes the lookup key, and the old one is archived.
import type Stripe from "stripe";
import {
  priceParams,
  type DesiredCatalogue,
  type DesiredPrice,
  type ProductKey,
} from "../../app/catalogue/desired-catalogue.ts";
import { ok, problem, type Change, type Finding } from "./findings.ts";
import { idOf, type PaymentAccount } from "./payment-account.ts";

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

export function reviewPrice(wanted: DesiredPrice, account: PaymentAccount, catalogue: DesiredCatalogue): Finding {
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
