// Attributes on <html> that carry page state CSS reads before any of our JavaScript has run: the
// boot script sets them before first paint and the app updates them once it has taken over.

export const pageFlags = {
  /** JavaScript runs at all (the boot script ran). */
  js: "data-js",
  /** A signed-in session is probably there and not confirmed yet: the header hides Sign Up. */
  authPending: "data-auth-pending",
  /**
   * What the person has is not known yet (a session is probably there): words that depend on it
   * (a trial offered, a trial box) wait, so nothing shows that must be taken back.
   */
  subscriberPending: "data-subscriber-pending",
  /** Consent is required and not given yet: the prerendered banner shows. */
  consentPending: "data-consent-pending",
  /** The A/B/C variant of this landing visit: the hero shows its headline. */
  variant: "data-variant",
  /** The variant was drawn by the boot script for this page load (not yet acknowledged by the app). */
  variantDrawnAtLoad: "data-variant-drawn-at-load",
  /** The /signup hand-off is under way ('working') or could not send the visitor on ('failed'). */
  handOff: "data-hand-off",
  /** The /signup hand-off's session knows who is signed in: the header shows them (the page runs without the app). */
  signedIn: "data-signed-in",
  /** The language offered to this visitor (their browser prefers it, they never chose): its offer shows. */
  languageOffer: "data-language-offer",
  /**
   * Rendered on a page whose app runs only for a visitor it has work for (app/shared/site/page-handle.ts);
   * the boot script removes it when this visitor has a session to show, and the app then loads as
   * on every page. While it stays, React Router's loader waits for a request of the app's code.
   */
  appWhenNeeded: "data-app-when-needed",
  /**
   * /glow's screen for a browser that has paid, with nobody signed in ('plan', 'research', 'thanks'),
   * drawn by its script before the first paint (features/checkout-returns/paid-welcome.ts).
   */
  glowScreen: "data-glow-screen",
  /** The boot script has sent this document's page view: the app, should it join, does not send it again. */
  pageViewSent: "data-page-view-sent",
  /** The boot script has requested the app's modules (app/boot/module-downloads.ts): React Router's loader goes on. */
  modulesRequested: "data-modules-requested",
  /** The boot script's optional parts it ran, by name (app/boot/boot-parts-left.ts): the app adds the rest. */
  bootParts: "data-boot-parts",
  /** React has hydrated the page (a marker for tests and the bench, with a 'hydrated' performance mark). */
  hydrated: "data-hydrated",
} as const;

export type PageFlag = (typeof pageFlags)[keyof typeof pageFlags];

/**
 * The page sends the visitor on to another address (app/boot/document-end.ts): the app's loader does
 * not start here. Apart from `pageFlags`, which the boot script carries whole.
 */
export const leavingFlag = "data-leaving";

const root = () => document.documentElement;

export function setPageFlag(flag: PageFlag | typeof leavingFlag, value = ""): void {
  root().setAttribute(flag, value);
}

export function clearPageFlag(flag: PageFlag): void {
  root().removeAttribute(flag);
}

export function hasPageFlag(flag: PageFlag): boolean {
  return root().hasAttribute(flag);
}

/** A flag's value, or null when it is not set. */
export function pageFlagValue(flag: PageFlag): string | null {
  return root().getAttribute(flag);
}
