// Consent's part of the boot script: Consent Mode's defaults before any other gtag call, the
// banner shown before the first paint when an answer is due, and the answers applied at once.
import { consentPending, consentStartupCalls, consentState, rememberConsent } from "~/shared/analytics/consent";
import { pushGtag } from "~/shared/analytics/gtag-queue";
import { clearPageFlag, pageFlags, setPageFlag } from "~/shared/page-flags";
import type { PageControl } from "~/shared/page-controls";
import { attributePaymentLinks } from "~/shared/payment-links/payment-link-control";
import type { ConsentChoice } from "~/shared/analytics/consent";

const CONSENT_ANSWER = "data-consent-answer";

/** Props of a button that answers the banner. */
export const consentAnswer = (choice: ConsentChoice) => ({ [CONSENT_ANSWER]: choice });

export function startConsent(consentRequired: boolean): void {
  if (consentPending(consentRequired)) setPageFlag(pageFlags.consentPending);
  for (const call of consentStartupCalls(consentRequired)) pushGtag(...call);
}

/** Stores the answer, tells gtag, hides the banner; the payment links now carry the answer. */
export const consentControl = (consentRequired: boolean): PageControl => ({
  attribute: CONSENT_ANSWER,
  press(button) {
    const choice = button.getAttribute(CONSENT_ANSWER);
    if (choice !== "granted" && choice !== "denied") return;
    rememberConsent(choice);
    pushGtag("consent", "update", consentState(choice));
    clearPageFlag(pageFlags.consentPending);
    attributePaymentLinks(consentRequired, { anew: true });
  },
});
