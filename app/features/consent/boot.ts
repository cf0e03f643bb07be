// Consent's part of the boot script: Consent Mode's defaults before any other gtag call, the
// banner shown before the first paint when an answer is due, the answers applied at once, and a
// withdrawal the API has not had yet sent again.
import {
  CONSENT_ANSWERED_EVENT,
  consentPending,
  consentStartupCalls,
  consentState,
  forgetAnalyticsCookies,
  rememberConsent,
  storedConsent,
} from "~/shared/analytics/consent";
import { resendWithdrawal } from "~/shared/visitor/consent-withdrawal";
import { reportConsent } from "~/shared/visitor/exposure";
import { pushGtag } from "~/shared/analytics/gtag-queue";
import { answerBanner } from "~/shared/page/banner-focus";
import { clearPageFlag, pageFlags, setPageFlag } from "~/shared/page/page-flags";
import type { PageControl } from "~/shared/page/page-controls";
import type { ConsentChoice } from "~/shared/analytics/consent";

const CONSENT_ANSWER = "data-consent-answer";
/** The footer's "Cookie settings": it asks again, so an answer can be changed as easily as given. */
const ASK = "ask";

/** Props of a button that answers the banner, or (`ask`) shows it again. */
export const consentAnswer = (choice: ConsentChoice | typeof ASK) => ({ [CONSENT_ANSWER]: choice });

export function startConsent(consentRequired: boolean): void {
  if (consentPending(consentRequired)) setPageFlag(pageFlags.consentPending);
  for (const call of consentStartupCalls(consentRequired)) pushGtag(...call);
  // A withdrawal an earlier page could not deliver: on every page until the API has it.
  resendWithdrawal();
}

/**
 * Stores the answer, tells gtag, hides the banner, and tells the page (the payment links, where
 * there are any, now carry the answer); a withdrawn consent leaves no analytics cookie behind.
 * "Cookie settings" shows the banner again (alone: the language offer steps aside), with the focus
 * on it, and back on itself once answered; a banner shown on arrival hands the focus on
 * (shared/page/banner-focus.ts).
 */
export function consentControl(): PageControl {
  let askedFrom: HTMLElement | null = null;
  return {
    attribute: CONSENT_ANSWER,
    press(button) {
      const choice = button.getAttribute(CONSENT_ANSWER);
      if (choice === ASK) {
        askedFrom = button as HTMLElement;
        clearPageFlag(pageFlags.languageOffer);
        setPageFlag(pageFlags.consentPending);
        document.querySelector<HTMLElement>("[data-consent-banner]")?.focus();
        return;
      }
      if (choice !== "granted" && choice !== "denied") return;
      const before = storedConsent();
      rememberConsent(choice);
      reportConsent(choice, before);
      pushGtag("consent", "update", consentState(choice));
      if (choice === "denied") forgetAnalyticsCookies();
      answerBanner(button, () => clearPageFlag(pageFlags.consentPending), askedFrom);
      askedFrom = null;
      window.dispatchEvent(new Event(CONSENT_ANSWERED_EVENT));
    },
  };
}
