// English: the /signup hand-off page, which sends the visitor on to the hosted sign-up (or, signed
// in already, to the plan's checkout), and what it says when it cannot.
export const signUp = {
  title: "Taking you to sign-up…",
  text: "One moment: we're opening a secure sign-up page, or your checkout if you're signed in.",
  failedTitle: "Sign-up didn't open",
  noScriptTitle: "Sign-up needs JavaScript",
  noScriptText:
    "Our secure sign-up page runs in your browser with JavaScript. Turn JavaScript on for this site and try again.",
  retry: "Try again",
  back: "See the plans",
  /** The same page at /account: the subscription's portal, after logging in when needed. */
  account: {
    title: "Opening your subscription…",
    text: "One moment: we're opening your subscription at our payment provider, after you log in if you need to.",
    failedTitle: "Your subscription didn't open",
    noScriptTitle: "Your subscription needs JavaScript",
    noScriptText:
      "Logging in and opening your subscription run in your browser with JavaScript. Turn JavaScript on for this site and try again.",
    /** A Log in press (go=login) in place of the words above, set by the page's script (page-hand-off.ts). */
    login: {
      title: "Taking you to log in…",
      text: "One moment: we're opening our secure login page.",
      failedTitle: "Login didn't open",
    },
    /** The API found nothing to manage or cancel for this person. */
    none: "You have no subscription with us yet, so there is nothing to manage or cancel.",
    /** The API or the payment provider could not be reached. */
    unavailable: "We couldn't reach our payment provider just now. Try again in a moment.",
    /** A person picks which subscription they mean, where it is not clear (features/hand-off/page/page-hand-off.ts). */
    choose: {
      cancel: "Which subscription do you want to cancel?",
      manage: "Which subscription do you want to manage?",
    },
    /** For what was bought without an account (or under another email): the provider's own login link. */
    portalLogin:
      "Bought without an account, or under another email? Manage or cancel your subscription at our payment provider with your email:",
    portalLoginAction: "Log in to the customer portal",
  },
} as const;
