// A payment link's href has one writer, this module, run by the boot script for the page's whole
// life: it adds the visitor's attribution (their id, variant, consent answer, campaign) before the
// first paint, so the link is right even for "open in new tab"; again when the visitor answers
// the consent banner, when the app learns who is signed in (it marks the link) and whenever the app
// renders a link anew (React writes only the bare link); and records the link's analytics event,
// if it carries one, when it is followed. A link with a way for signed-in people (the research's:
// the site's own checkout, on their own customer) points there instead whenever somebody is or may
// be signed in, so no signed-in person buys through a payment link
// (docs/decisions/023-purchases-bound-to-buyers.md).
import { bootMarks } from "~/contracts/boot-marks";
import type { AnalyticsEvent } from "~/shared/analytics/analytics-events";
import { CONSENT_ANSWERED_EVENT } from "~/shared/analytics/consent";
import { sendBeforeLeaving } from "~/shared/analytics/gtag-queue";
import { hasSessionHint } from "~/shared/auth/auth-hints";
import { isPlainPress, type PageControl } from "~/shared/page/page-controls";
import { checkoutAttribution } from "./attribution";
import { withAttribution } from "./with-attribution";

const PAYMENT_LINK = bootMarks.paymentLink;
/** The app knows somebody is signed in on this page. */
const PERSON_KNOWN = "data-person-known";
/** Where a signed-in person goes instead, and the payment link itself, to go back to after a logout. */
const SIGNED_IN_HREF = "data-signed-in-href";
const PAYMENT_HREF = "data-payment-href";

interface PaymentLinkOptions {
  /** Whether the app knows somebody is signed in. */
  personKnown?: boolean;
  /** For a link with a way for signed-in people: that way (the hand-off), and the bare payment link. */
  signedIn?: { href: string; paymentHref: string };
}

/** Props of a payment link: `event` recorded when it is followed (if any), and the options above. */
export const paymentLink = (event: AnalyticsEvent | undefined, { personKnown, signedIn }: PaymentLinkOptions = {}) => ({
  [PAYMENT_LINK]: event ? JSON.stringify(event) : "",
  ...(personKnown && { [PERSON_KNOWN]: "" }),
  ...(signedIn && { [SIGNED_IN_HREF]: signedIn.href, [PAYMENT_HREF]: signedIn.paymentHref }),
});

/**
 * Points a link with a way for signed-in people there while somebody is (the app marked their
 * them) or may be (a session to restore) signed in, and back at its payment link otherwise.
 * Answers whether the link is a signed-in person's now.
 */
function pointForWhoIsSignedIn(link: HTMLAnchorElement): boolean {
  const signedInHref = link.getAttribute(SIGNED_IN_HREF);
  if (!signedInHref) return false;
  const signedIn = link.hasAttribute(PERSON_KNOWN) || hasSessionHint();
  const target = signedIn ? signedInHref : link.getAttribute(PAYMENT_HREF);
  if (target && link.getAttribute("href") !== target && (signedIn || link.getAttribute("href") === signedInHref)) {
    link.setAttribute("href", target);
  }
  return signedIn;
}

/** Whether the link carries the attribution. */
const isAttributed = (link: HTMLAnchorElement) => new URL(link.href).searchParams.has("client_reference_id");

/**
 * Adds the visitor's attribution to every payment link that lacks it (`anew`: to every link);
 * the attribution is read from storage once, and only when a link needs it.
 */
export function attributePaymentLinks(consentRequired: boolean, { anew = false } = {}): void {
  let attribution: ReturnType<typeof checkoutAttribution> | undefined;
  for (const link of document.querySelectorAll<HTMLAnchorElement>(`a[${PAYMENT_LINK}]`)) {
    if (pointForWhoIsSignedIn(link)) continue;
    if (!anew && isAttributed(link)) continue;
    attribution ??= checkoutAttribution(consentRequired);
    link.href = withAttribution(link.href, attribution);
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
 * links the app renders later, who is signed in, as the app marks it, and the consent just answered.
 */
export function watchPaymentLinks({ consentRequired }: PaymentLinkSettings): void {
  const attribute = () => attributePaymentLinks(consentRequired);
  new MutationObserver(attribute).observe(document.documentElement, {
    subtree: true,
    childList: true,
    attributeFilter: [PERSON_KNOWN, "href"],
  });
  window.addEventListener(CONSENT_ANSWERED_EVENT, () => attributePaymentLinks(consentRequired, { anew: true }));
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
