// The few controls that need code from the first paint on, before the app has loaded: the song
// sample's play/pause, the analytics consent answers, the language choices, and the paywall's checkout links (the
// visitor's attribution in their href before anyone can press them, 'Clicked Unlock' recorded on
// the press). The boot script installs the one listener for the page's whole life; components
// only mark their elements with the props below and show what the elements do. So each behaviour
// is written once, and each press is handled once, whether the app has loaded or not.
import type { AnalyticsEvent } from "./analytics/analytics-events";
import { checkoutAttribution } from "./payment-links/attribution";
import { withAttribution } from "./payment-links/with-attribution";
import { consentState, rememberConsent, type ConsentChoice } from "./analytics/consent";
import { answerLanguageOffer } from "./language-choice";
import { pushGtag, sendBeforeLeaving } from "./analytics/gtag-queue";
import { clearPageFlag, pageFlags } from "./page-flags";

const SAMPLE_TOGGLE = "data-sample-toggle";
const CONSENT_ANSWER = "data-consent-answer";
const CHECKOUT_LINK = "data-checkout-link";
const LANGUAGE_CHOICE = "data-language-choice";

/** Props that hand a control to the page's listener. */
export const pageControl = {
  /** Plays or pauses the <audio> with this id. */
  sampleToggle: (audioId: string) => ({ [SAMPLE_TOGGLE]: "", "aria-controls": audioId }),
  /** Stores the consent answer, tells gtag and hides the banner. */
  consentAnswer: (choice: ConsentChoice) => ({ [CONSENT_ANSWER]: choice }),
  /** Remembers the visitor's language (a link to a page in it, or the offer's 'no, thanks'). */
  languageChoice: (locale: string) => ({ [LANGUAGE_CHOICE]: locale }),
  /** A payment link: the visitor's attribution in its href, `event` recorded when it is followed. */
  checkoutLink: (event: AnalyticsEvent) => ({ [CHECKOUT_LINK]: JSON.stringify(event) }),
};

function toggleSample(audio: HTMLMediaElement): void {
  if (!audio.paused) return audio.pause();
  if (audio.error && audio.paused) audio.load(); // try a failed source again
  // A failure to play shows as the element's error event, which the player reads.
  audio.play().catch(() => undefined);
}

interface PageControlSettings {
  measurementId: string | undefined;
  /** Whether the site asks for analytics consent. */
  consentRequired: boolean;
}

/**
 * Adds the visitor's attribution to every payment link that lacks it (`all`: to every link, anew);
 * the attribution is read from storage once, and only when a link needs it.
 */
function attributeCheckoutLinks(consentRequired: boolean, all = false): void {
  let attribution: ReturnType<typeof checkoutAttribution> | undefined;
  for (const link of document.querySelectorAll<HTMLAnchorElement>(`a[${CHECKOUT_LINK}]`)) {
    if (!all && link.search.includes("client_reference_id=")) continue;
    attribution ??= checkoutAttribution(consentRequired);
    link.href = withAttribution(link.href, attribution);
  }
}

function answerConsent(choice: ConsentChoice, consentRequired: boolean): void {
  rememberConsent(choice);
  pushGtag("consent", "update", consentState(choice));
  clearPageFlag(pageFlags.consentPending);
  attributeCheckoutLinks(consentRequired, true); // the links now carry the new answer
}

/** Attributes payment links as the parser inserts them: they are right by the first paint. */
function attributeWhileParsing(consentRequired: boolean): void {
  const observer = new MutationObserver(() => attributeCheckoutLinks(consentRequired));
  observer.observe(document.documentElement, { childList: true, subtree: true });
  const done = () => {
    observer.disconnect();
    attributeCheckoutLinks(consentRequired);
  };
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", done, { once: true });
  else done();
}

const isPlainPress = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

function parseEvent(json: string | null): AnalyticsEvent | null {
  try {
    return JSON.parse(json ?? "null") as AnalyticsEvent | null;
  } catch {
    return null;
  }
}

/** Payment links on their way out: a second press sends nothing twice. */
const leaving = new WeakSet<HTMLAnchorElement>();

function followCheckoutLink(link: HTMLAnchorElement, event: MouseEvent, settings: PageControlSettings): void {
  const { measurementId } = settings;
  // Its href is attributed by now, but for a link the app has only just rendered.
  if (!link.search.includes("client_reference_id=")) attributeCheckoutLinks(settings.consentRequired);
  if (!isPlainPress(event)) return; // a new tab or window: the browser's
  if (leaving.has(link)) return event.preventDefault();
  leaving.add(link);
  const tracked = parseEvent(link.getAttribute(CHECKOUT_LINK));
  if (!tracked) return;
  const sent = sendBeforeLeaving(tracked, measurementId);
  if (!measurementId) return; // nothing to wait for: the browser follows the link
  event.preventDefault();
  void sent.then(() => window.location.assign(link.href));
}

function onClick(event: MouseEvent, settings: PageControlSettings): void {
  const control = (event.target as Element | null)?.closest?.(
    `[${SAMPLE_TOGGLE}],[${CONSENT_ANSWER}],[${CHECKOUT_LINK}],[${LANGUAGE_CHOICE}]`,
  );
  if (!control || event.defaultPrevented) return;
  const language = control.getAttribute(LANGUAGE_CHOICE);
  if (language !== null) return answerLanguageOffer(language);
  if (control instanceof HTMLAnchorElement) return followCheckoutLink(control, event, settings);
  const choice = control.getAttribute(CONSENT_ANSWER);
  if (choice === "granted" || choice === "denied") return answerConsent(choice, settings.consentRequired);
  const audio = document.getElementById(control.getAttribute("aria-controls") ?? "");
  if (audio instanceof HTMLMediaElement) toggleSample(audio);
}

/** The boot script's part: one listener, before the first paint. */
export function installPageControls(settings: PageControlSettings): void {
  attributeWhileParsing(settings.consentRequired);
  // On the window, in the capture phase: it hears every press first. React's own listener on the
  // document stops a press that lands while the page is being hydrated and it cannot dispatch yet
  // (react-dom's dispatchEvent), and a listener after it would never hear that press.
  window.addEventListener("click", (event) => onClick(event, settings), { capture: true });
  // Back from the checkout through the back/forward cache: the links work again.
  window.addEventListener("pageshow", (event) => {
    if (event.persisted)
      for (const link of document.querySelectorAll(`a[${CHECKOUT_LINK}]`)) leaving.delete(link as HTMLAnchorElement);
  });
}
