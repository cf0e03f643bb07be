// A subscription in the page's words, the same on every screen: its name ('Pro plan', 'Research
// subscription'), its price and period ('$36 a year'), and where it stands ('Free trial until
// January 4, 2027, then $36 a year'), from the model (subscriber.ts) and the page's common copy.
import { localeInfo, type Currency } from "~/contracts/locales";
import { fill } from "~/shared/content/fill";
import { formatMoney } from "~/shared/content/money";
import { findPlan } from "~/shared/content/plans";
import { useCommonCopy, useLocale, useLongDay } from "~/shared/i18n/locale";
import type { Holding, Money, Standing } from "./subscriber";

export interface HoldingWords {
  name: string;
  price: string;
  standing: string;
}

const STANDING_KEY = {
  trial: "trial",
  active: "active",
  ending: "ending",
  "past-due": "pastDue",
  ended: "ended",
} as const satisfies Record<Standing, string>;

/** A holding's words; `.amount` writes one sum of money in the page's language ('$6', '6 $'). */
export function useHoldingWords(): ((holding: Holding) => HoldingWords) & { amount: (money: Money) => string } {
  const { holdings: copy } = useCommonCopy();
  const { tag } = localeInfo[useLocale()];
  const day = useLongDay();
  const amount = (money: Money) => formatMoney(money.amount, money.currency as Currency, tag);
  const words = (holding: Holding): HoldingWords => {
    const { choice, price, interval, standing, until, nextCharge } = holding;
    const perPeriod = fill(copy.price[interval], { price: amount(price) });
    const charged = nextCharge ? fill(copy.price[interval], { price: amount(nextCharge) }) : perPeriod;
    return {
      name:
        choice.kind === "plan" ? fill(copy.plan, { plan: findPlan(choice.plan)?.name ?? choice.plan }) : copy.research,
      price: perPeriod,
      standing: fill(copy.standing[STANDING_KEY[standing]], { date: day(nextCharge?.on ?? until), price: charged }),
    };
  };
  return Object.assign(words, { amount });
}
