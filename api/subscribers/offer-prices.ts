// The offers' Prices at the payment provider, asked once per process: each offer's current Price
// by its lookup key (the offer's id), and a Price with its currency options (its amounts never
// change).
import type Stripe from "stripe";
import type { OfferId } from "../../app/contracts/offer-ids.ts";

export function offerPrices(stripe: Stripe) {
  const prices = new Map<OfferId, Promise<Stripe.Price>>();

  /** An offer's Price, by its lookup key (the offer's id); asked once per process. */
  function priceOf(offer: OfferId): Promise<Stripe.Price> {
    let price = prices.get(offer);
    if (!price) {
      price = stripe.prices.list({ lookup_keys: [offer], active: true, limit: 1 }).then(({ data }) => {
        if (!data[0]) throw new Error(`The payment provider has no active Price with lookup key ${offer}.`);
        return data[0];
      });
      price.catch(() => prices.delete(offer));
      prices.set(offer, price);
    }
    return price;
  }

  /** Prices never change their amounts: each is asked for its currency options once per process. */
  const pricesWithOptions = new Map<string, Promise<Stripe.Price>>();
  function priceWithOptions(id: string): Promise<Stripe.Price> {
    let price = pricesWithOptions.get(id);
    if (!price) {
      price = stripe.prices.retrieve(id, { expand: ["currency_options"] });
      price.catch(() => pricesWithOptions.delete(id));
      pricesWithOptions.set(id, price);
      if (pricesWithOptions.size > 1000) pricesWithOptions.delete(pricesWithOptions.keys().next().value!);
    }
    return price;
  }

  return { priceOf, priceWithOptions };
}
