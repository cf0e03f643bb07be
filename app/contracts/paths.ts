// Every path the site links to, built in one place. Also feeds the prerender list (contracts/page-lists.ts).
import { locales, localizedPath } from "./locales.ts";
import type { TickerId } from "./ticker-ids.ts";

/** The research paywall's path prefix (/play/<ticker>). */
export const PAYWALL_PREFIX = "/play";

const PAYWALL_PATTERN = `${PAYWALL_PREFIX}/:id`;

export const legalDocuments = ["privacy", "terms", "notice"] as const;
export type LegalDocument = (typeof legalDocuments)[number];

export const paths = {
  landing: "/",
  home: "/home",
  pricing: "/pricing",
  paywall: (id: TickerId) => PAYWALL_PATTERN.replace(":id", id),
  /** The paywall's route pattern, for the route table. */
  paywallPattern: PAYWALL_PATTERN,
  /** Starts the hosted sign-up: the sign-up links' target before the app has loaded (features/hand-off/page/hand-off-route.tsx). */
  signUp: "/signup",
  /** The same hand-off for a person's subscription: log in, open its portal or its cancellation (?go=…). */
  account: "/account",
  success: "/success",
  failure: "/failure",
  glow: "/glow",
  /** Cancelling without an account: the email form (app/features/cancellation/), which every footer links. */
  cancel: "/cancel",
  /** A mailed cancel link's page: what it cancels, and the button (contracts/cancel-api.ts). */
  cancelConfirm: "/cancel/confirm",
  /** The owner's readout of the headline experiment (app/features/owner/), linked from their account menu. */
  ownerExperiment: "/owner/experiment",
  /**
   * The legal pages (app/features/legal/), which every language has and every footer links: the
   * privacy policy, the terms, and the market's notice (the Impressum in German, the mentions
   * légales in French, the 特定商取引法に基づく表記 in Japanese, the company details in the others).
   */
  legal: (document: LegalDocument) => `/legal/${document}`,
  /** Prerendered copy of the not-found screen; the server sends it with status 404. */
  notFound: "/404",
  /** Prerendered paywall of a ticker it has no page for (empty); the server sends it for every such ticker, with 404. */
  unknownTicker: PAYWALL_PATTERN.replace(":id", "404"),
  robots: "/robots.txt",
  sitemap: "/sitemap.xml",
} as const;

/** The landing page answers on these: / and /home in English, the bare prefix in the other languages. */
export const landingPaths: readonly string[] = [
  paths.home,
  ...locales.map((locale) => localizedPath(paths.landing, locale)),
];
