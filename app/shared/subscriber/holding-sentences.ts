// A subscription in a language's words, the same on every screen and in every mail: its name ('Pro
// plan', 'Research subscription'), its price and period ('$36 a year'), and where it stands ('Free
// trial until January 4, 2027, then $36 a year'), from the model (holding.ts) and the language's
// common copy (`holdings`). Pure, with relative imports only: the pages call it through
// holding-words.ts, the API's mails (app/mail/) directly.
import type { Currency } from "../../contracts/locales.ts";
import type { CommonCopy } from "../content/copy.ts";
import { fill } from "../content/fill.ts";
import { formatMoney } from "../../catalogue/money.ts";
import type { CheckoutChoice } from "../../catalogue/offers.ts";
import { findPlan } from "../../catalogue/plans.ts";
import type { Holding, Money, Payment, Standing } from "./holding.ts";

export interface HoldingWords {
  name: string;
  /** What each period costs, as the price list says ('$6 a month'). */
  price: string;
  /** What each period costs from the next charge on, its tax and discount in it ('$4.80 + $0.31 tax a month with LAUNCH20 until March 4, 2027, then $6 a month'). */
  charged: string;
  standing: string;
}

type HoldingsCopy = CommonCopy["holdings"];

/** How a date is written: the pages in the reader's time zone, the mails in UTC. */
type DayWriter = (iso: string | null) => string;

const STANDING_KEY = {
  trial: "trial",
  active: "active",
  ending: "ending",
  "past-due": "pastDue",
  ended: "ended",
} as const satisfies Record<Standing, string>;

/** What was bought, by name: 'Pro plan', 'Research subscription'. */
export const choiceName = (copy: Pick<HoldingsCopy, "plan" | "research">, choice: CheckoutChoice) =>
  choice.kind === "plan" ? fill(copy.plan, { plan: findPlan(choice.plan)?.name ?? choice.plan }) : copy.research;

/** The words a holding is named by: what it is and what it costs ('Pro plan', '$36 a year'). */
export type HoldingNamesCopy = Pick<HoldingsCopy, "plan" | "research" | "price">;

/**
 * A sum paid with its tax as the pages price things (app/catalogue/tax.ts): inside the price where
 * it is included ('€6 incl. €0.96 VAT'), on top where it is added ('$6 + $0.39 tax'); the sum alone
 * when it carries no tax or its tax is not known.
 */
export function paymentWords(copy: Pick<HoldingsCopy, "tax">, amount: (money: Money) => string) {
  return ({ tax, ...money }: Payment): string => {
    if (!tax) return amount(money);
    const taxed = { tax: amount({ amount: tax.amount, currency: money.currency }) };
    const { currency } = money;
    if (!tax.included) return fill(copy.tax.added, { ...taxed, price: amount({ amount: tax.net, currency }) });
    // By the tax's name in the currencies whose prices include it, else by the word 'tax'.
    const { other, ...named } = copy.tax.included;
    return fill((named as Partial<Record<string, string>>)[currency] ?? other, { ...taxed, price: amount(money) });
  };
}

/** A holding's name and price in the language of `languageTag`, with no dates (a list to choose from). */
export function holdingNames(copy: HoldingNamesCopy, languageTag: string) {
  const amount = (money: Money) => formatMoney(money.amount, money.currency as Currency, languageTag);
  const named = ({ choice, price, interval }: Holding): Pick<HoldingWords, "name" | "price"> => ({
    name: choiceName(copy, choice),
    price: fill(copy.price[interval], { price: amount(price) }),
  });
  return { amount, named };
}

/**
 * A holding's words in the language of `languageTag`, its dates written by `day`; `.amount` writes
 * one sum of money ('$6', '6 $'), `.payment` one with its tax ('$6 + $0.39 tax').
 */
export function holdingWords(
  copy: HoldingsCopy,
  languageTag: string,
  day: DayWriter,
): ((holding: Holding) => HoldingWords) & { amount: (money: Money) => string; payment: (payment: Payment) => string } {
  const { amount, named } = holdingNames(copy, languageTag);
  const payment = paymentWords(copy, amount);
  const words = (holding: Holding): HoldingWords => {
    const { interval, standing, until, nextCharge } = holding;
    const { name, price } = named(holding);
    const charge = nextCharge && fill(copy.price[interval], { price: payment(nextCharge) });
    const discount = nextCharge?.discount;
    // Once a code's discount ends, the price, its tax on top where it is added ('$6 + tax a month'):
    // the provider computes that tax then.
    const later =
      nextCharge?.tax && !nextCharge.tax.included
        ? fill(copy.price[interval], { price: fill(copy.tax.plus, { price: amount(holding.price) }) })
        : price;
    const charged = !charge
      ? price
      : !discount
        ? charge
        : // Its last day is this payment's: this payment only, no price a month to name for it.
          discount.until === nextCharge.on
          ? fill(copy.discounted.once, { charge: payment(nextCharge), code: discount.code, price: later })
          : discount.until
            ? fill(copy.discounted.until, { charge, code: discount.code, date: day(discount.until), price: later })
            : fill(copy.discounted.always, { charge, code: discount.code });
    return {
      name,
      price,
      charged,
      standing: fill(copy.standing[STANDING_KEY[standing]], { date: day(nextCharge?.on ?? until), price: charged }),
    };
  };
  return Object.assign(words, { amount, payment });
}
