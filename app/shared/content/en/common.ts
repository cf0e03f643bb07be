// English: what every page shares — header, footer, language switcher, consent banner, sign-in
// alert, the not-found and error screens — and the site's description. `{name}` placeholders are
// filled in by the page (shared/content/fill.ts); every language has the same ones (shared/content/copy.test.ts).
export const common = {
  description: "Turn your photos into an original song in minutes. Start with a {days}\u2011day free trial.",
  skipToContent: "Skip to content",
  nav: { main: "Main", footer: "Footer", pricing: "Pricing", contact: "Contact" },
  rights: "© {year} {product}. All rights reserved.",
  signUp: "Sign Up",
  logIn: "Log in",
  logOut: "Log out",
  yourAccount: "Your account",
  /** The signed-in person's menu in the header. */
  accountMenu: {
    label: "Account",
    manage: "Manage subscription",
    none: "No subscription yet",
    /** The owner's link to /owner/experiment. */
    experiment: "Headline experiment",
    /** A subscription added only because it was bought with their email (a stranger may have typed it). */
    addedByEmail: "Added because it was bought with your email at a checkout.",
    notMine: "Not mine: remove it",
    notMineFailed: "It could not be removed now. Try again in a moment.",
  },
  /** What a person has, told the same on every screen (shared/subscriber/holding-words.ts). */
  holdings: {
    plan: "{plan} plan",
    research: "Research subscription",
    price: { month: "{price} a month", year: "{price} a year" },
    standing: {
      trial: "Free trial until {date}, then {price}",
      active: "Renews on {date} for {price}",
      ending: "Cancelled: yours until {date}, nothing more is charged",
      pastDue: "Last payment failed: update your card",
      ended: "Ended on {date}",
    },
    /**
     * A payment with its tax, as the pages price things (app/catalogue/tax.ts): inside the price in
     * the currencies whose prices include it (by the tax's name there; `other` for a price of
     * another currency that includes it), on top elsewhere.
     */
    /**
     * A next charge that carries a campaign code's discount: until the discount's last day and the
     * price after it, or for good.
     */
    discounted: {
      until: "{charge} with {code} until {date}, then {price}",
      once: "{charge} once with {code}, then {price}",
      always: "{charge} with {code}",
    },
    tax: {
      included: {
        EUR: "{price} incl. {tax} VAT",
        JPY: "{price} incl. {tax} consumption tax",
        other: "{price} incl. {tax} tax",
      },
      added: "{price} + {tax} tax",
      /** A price whose tax, added where the buyer lives, is not known yet (the price after a code ends). */
      plus: "{price} + tax",
    },
  },
  /** Every footer's way to cancel (in German, § 312k BGB's words exactly). */
  cancelSubscription: "Cancel subscription",
  /** Every footer's legal pages; `notice` is the market's (features/legal/, shared/content/legal-notice.ts). */
  legal: { privacy: "Privacy", terms: "Terms", notice: "Legal notice" },
  languages: {
    label: "Language",
    /** Shown once to a visitor whose browser prefers this language, in this language. */
    offer: "This page is also in English.",
    accept: "Read it in English",
    dismiss: "No, thanks",
  },
  consent: {
    title: "Analytics cookies",
    text: "We'd like to measure how visitors use this site, to make it better. Nothing is stored for analytics until you accept.",
    accept: "Accept",
    reject: "Reject",
    /** In every footer: shows the banner again, to change the answer. */
    settings: "Cookie settings",
  },
  authAlert: {
    title: "Sign-in didn’t work",
    dismiss: "Dismiss",
    /** What happened and what to do, one sentence for each reason (shared/auth/identity-client.ts). */
    unreachable: "We couldn't reach the sign-in service. Check your connection and try again.",
    busy: "The sign-in service is having trouble right now. Please try again in a few minutes.",
    cancelled: "Signing up was cancelled, so nothing was created. You can start again whenever you like.",
    expired: "The sign-in link was already used or has expired. Please sign in again.",
    confirm: "The sign-in service needs one more step from you. Please sign in again.",
    blocked: "Your browser blocked the sign-in window. Allow pop-ups for this site, then try again.",
    storage:
      "Please allow site data (cookies) for this site to sign up or log in: signing in keeps a note in your browser while you are at the sign-in page.",
    /** Anything else; 'Login failed' shows as its code (docs/product.md, "Error messages"). */
    failed: "Signing in didn’t work this time. Please try again.",
    /** The provider's error code (or our word, such as 'Invalid state'), for the visitor to quote. */
    code: "Error code: {code}",
  },
  notFound: {
    code: "404",
    title: "This page hit a wrong note",
    text: "We couldn't find the page you were looking for. It may have moved, or the link may be mistyped.",
    pageTitle: "Page not found",
  },
  error: {
    code: "Oops",
    title: "Something went wrong",
    text: "An unexpected error stopped this page from loading. Try again, or head back to the home page.",
    pageTitle: "Something went wrong",
  },
  /** A quotation in the language's quotation marks. */
  quote: "“{text}”",
  /** The paywall of a ticker it has no page for: an empty page with this heading for screen readers. */
  unknownTicker: "No research for this page",
  home: "Go to the home page",
  seePricing: "See pricing",
  shareImageAlt: "{product}: turn your photos into a song",
} as const;
