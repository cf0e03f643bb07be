// The confirm page's second choice, the right of withdrawal (contracts/cancel-api.ts,
// `WithdrawalOffer`), as its script shows and asks for it. Without the script the page offers it
// in general words and its form posts `withdraw=1` (cancel-confirm-page.tsx, withdrawal-form.tsx).
import { WITHDRAW_FIELD, type WithdrawalOffer } from "~/contracts/cancel-api";
import { defaultLocale, isLocale } from "~/contracts/locales";
import { fill } from "~/shared/content/fill";
import type { WithdrawRequest } from "./cancel-api-calls";
import { cancelMarks, type WithdrawalState } from "./cancel-marks";
import type { ConfirmWords } from "./confirm-words";

/** What the page shows of the choice: nothing while it is looked up or not offered; null: the general words. */
export function withdrawalState(section: HTMLElement, state: WithdrawalState | null) {
  if (state) section.setAttribute(cancelMarks.withdrawal, state);
  else section.removeAttribute(cancelMarks.withdrawal);
}

/** The link's own offer: until when, and what comes back ('You get $6 back.', or the trial's words). */
export function showOffer(section: HTMLElement, offer: WithdrawalOffer | null, words: ConfirmWords) {
  const until = section.querySelector<HTMLElement>(`[${cancelMarks.offer}]`);
  const refund = section.querySelector<HTMLElement>(`[${cancelMarks.refund}]`);
  if (!offer || !until || !refund) return withdrawalState(section, "none");
  until.textContent = fill(until.dataset.text ?? "", { until: words.day(offer.until) });
  refund.textContent =
    offer.refund.amount > 0
      ? fill(refund.dataset.text ?? "", { refund: words.money(offer.refund) })
      : (refund.dataset.trial ?? "");
  withdrawalState(section, "offered");
}

/** The withdrawal's JSON: the form's own language, as it posts it without a script. */
export function withdrawRequest(form: HTMLFormElement): WithdrawRequest {
  const locale = new FormData(form).get("locale");
  return { [WITHDRAW_FIELD]: true, locale: isLocale(locale) ? locale : defaultLocale };
}
