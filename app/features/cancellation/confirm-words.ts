// What /cancel/confirm's script writes in the model's words, in the page's language: a
// subscription, a day and a sum of money, as every screen writes them (shared/subscriber/). The
// words and the language come with the page's section (cancel-confirm-page.tsx).
import type { CancelLinkAnswer } from "~/contracts/cancel-api";
import type { CommonCopy } from "~/shared/content/copy";
import { holdingOf, majorMoney } from "~/shared/subscriber/holding";
import { holdingWords } from "~/shared/subscriber/holding-sentences";

export interface ConfirmWords {
  /** What a link's subscription is: 'Pro plan · Free trial until March 4, 2027, then $6 a month'. */
  of: (answer: Pick<CancelLinkAnswer, "subscription">) => string;
  /** A day, written out: 'March 18, 2027'. */
  day: (iso: string) => string;
  /** A sum in its currency's minor unit, as the site writes money: '$6', '4,99 €'. */
  money: (sum: { amount: number; currency: string }) => string;
}

export function confirmWords(section: HTMLElement): ConfirmWords {
  const tag = section.dataset.languageTag ?? "en";
  const copy = JSON.parse(section.dataset.holdings ?? "{}") as CommonCopy["holdings"];
  const day = (iso: string | null) =>
    iso ? new Intl.DateTimeFormat(tag, { dateStyle: "long" }).format(new Date(iso)) : "";
  const words = holdingWords(copy, tag, day);
  return {
    of: ({ subscription }) => {
      const { name, standing } = words(holdingOf(subscription));
      return `${name} · ${standing}`;
    },
    day,
    money: ({ amount, currency }) => words.amount(majorMoney(amount, currency)),
  };
}
