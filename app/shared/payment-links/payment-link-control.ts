// A payment link's href has one writer, this module, run by the boot script for the page's whole
// life: it adds the visitor's attribution (their id, variant, consent answer, campaign) before the
// first paint, so the link is right even for "open in new tab"; again when the visitor answers
// the consent banner, when the app learns their email (it marks the link) and whenever the app
// renders a link anew (React writes only the bare link); and records the link's analytics event,
// if it carries one, when it is followed.
import type { AnalyticsEvent } from "~/shared/analytics/analytics-events";
import { sendBeforeLeaving } from "~/shared/analytics/gtag-queue";
import { isPlainPress, type PageControl } from "~/shared/page-controls";
import { checkoutAttribution } from "./attribution";
import { withAttribution } from "./with-attribution";

const PAYMENT_LINK = "data-checkout-link";
const EMAIL = "data-prefilled-email";

/** Props of a payment link: `event` recorded when it is followed (if any); a signed-in visitor's email. */
export const paymentLink = (event: AnalyticsEvent | undefined, email?: string) => ({
  [PAYMENT_LINK]: event ? JSON.stringify(event) : "",
  ...(email && { [EMAIL]: email }),
});

/** Whether the link carries the attribution, with the email it is marked with (or none). */
function isAttributed(link: HTMLAnchorElement): boolean {
  const query = new URL(link.href).searchParams;
  return query.has("client_reference_id") && (query.get("prefilled_email") ?? "") === (link.getAttribute(EMAIL) ?? "");
}

/**
 * Adds the visitor's attribution to every payment link that lacks it (`anew`: to every link);
 * the attribution is read from storage once, and only when a link needs it.
 */
export function attributePaymentLinks(consentRequired: boolean, { anew = false } = {}): void {
  let attribution: ReturnType<typeof checkoutAttribution> | undefined;
  for (const link of document.querySelectorAll<HTMLAnchorElement>(`a[${PAYMENT_LINK}]`)) {
    if (!anew && isAttributed(link)) continue;
    attribution ??= checkoutAttribution(consentRequired);
    link.href = withAttribution(link.href, { ...attribution, email: link.getAttribute(EMAIL) ?? undefined });
  }
}

/** Payment links on their way out: a second press sends nothing twice. */
const leaving = new WeakSet<Element>();

function parseEvent(json: string | null): AnalyticsEvent | null {
  try {
    return JSON.parse(json ?? "null") as AnalyticsEvent | null;
  } catch {
    return null;
  }
}

interface PaymentLinkSettings {
  measurementId: string | undefined;
  consentRequired: boolean;
}

/**
 * The boot script's part: links right from the first paint (the observer sees the parser insert
 * them, and its callbacks run before the browser renders), and kept right while the page lives —
 * links the app renders later, and a signed-in visitor's email the app marks.
 */
export function watchPaymentLinks({ consentRequired }: PaymentLinkSettings): void {
  const attribute = () => attributePaymentLinks(consentRequired);
  new MutationObserver(attribute).observe(document.documentElement, {
    subtree: true,
    childList: true,
    attributeFilter: [EMAIL, "href"],
  });
  // Back from the checkout through the back/forward cache: the links work again.
  window.addEventListener("pageshow", (event) => {
    if (event.persisted) for (const link of document.querySelectorAll(`a[${PAYMENT_LINK}]`)) leaving.delete(link);
  });
}

export const paymentLinkControl = (settings: PaymentLinkSettings): PageControl => ({
  attribute: PAYMENT_LINK,
  press(link, event) {
    if (!(link instanceof HTMLAnchorElement)) return;
    attributePaymentLinks(settings.consentRequired); // one the app has only just rendered
    if (!isPlainPress(event)) return; // a new tab or window: the browser's
    if (leaving.has(link)) return event.preventDefault();
    leaving.add(link);
    const tracked = parseEvent(link.getAttribute(PAYMENT_LINK));
    if (!tracked) return;
    const sent = sendBeforeLeaving(tracked, settings.measurementId);
    if (!settings.measurementId) return; // nothing to wait for: the browser follows the link
    event.preventDefault();
    void sent.then(() => window.location.assign(link.href));
  },
});
