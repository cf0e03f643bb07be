// English: after the checkout — /success while it confirms the payment with the provider (and when
// it cannot), /failure on its way to /glow, and /glow itself.
export const checkout = {
  successPageTitle: "Your payment",
  confirming: "Confirming your payment…",
  leaving: "Taking you back…",
  continue: "Continue",
  /** /success, /failure and /glow without JavaScript: what the page cannot know, and what to do. */
  noScript: {
    title: "This page needs JavaScript",
    body: "JavaScript is off in this browser, so this page cannot show what happened at the checkout. If you bought a subscription, a confirmation of it is on its way to the email you gave at the checkout. If you did not, nothing was charged.",
  },
  missing: {
    title: "We could not find that payment",
    body: "This page confirms a checkout when the payment page sends you here, and this link does not name one we know. If you bought a subscription, the confirmation we email to the address you gave at the checkout has the details.",
    action: "See the plans",
  },
  notCompleted: {
    title: "Your checkout was not completed",
    body: "No payment was taken. You can pick a plan and try again whenever you like.",
    action: "Back to the plans",
  },
  unreachable: {
    title: "We could not confirm your payment yet",
    body: "Your payment is safe, but we could not reach the payment provider just now. Try again in a moment.",
    retry: "Try again",
  },
  glow: {
    pageTitle: "Welcome",
    loading: "Loading your account…",
    paid: {
      title: "You're in — welcome aboard!",
      /** How each of the welcomes below ends (their `{next}`). */
      next: "Here is how to make your first song:",
      /** Until the site knows the plan, bought by payment link (which always starts the trial). */
      lede: "Your {days}\u2011day free trial has started. {next}",
      /** Once the site knows the person's plan: which, and until when the trial runs or when it renews. */
      ledeTrial:
        "Your {plan} plan's free trial runs until {date}; your first payment of {price} is on that day. {next}",
      ledeActive: "Your {plan} plan is active and renews on {date} for {price}. {next}",
      /** A paid browser whose purchase the page cannot name (not signed in, no word from /success). */
      ledeNeutral:
        "Thank you: your purchase is confirmed, and its details are on their way to the email you gave at the checkout.",
      /** Until the site knows the plan, where it cannot be sure a trial began (someone signed in may have had one). */
      ledeConfirmed:
        "Your plan is confirmed, and its details are on their way to the email you gave at the checkout. {next}",
      steps: [
        "Check your inbox: a confirmation of what you bought is on its way to the email you gave at the checkout.",
        "Pick a few photos from a day you want to remember.",
        "Choose a vibe, and your song is ready in about two minutes.",
      ],
      /** Where the build has the app's address (VITE_APP_URL): the way into the plan. */
      openApp: "Open the app",
      action: "Back to the home page",
    },
    unpaid: {
      title: "No payment was made",
      lede: "You left the checkout before paying, so nothing was charged. You can choose a plan whenever you are ready.",
      /** Only to someone the site knows has never had a trial. */
      ledeTrial:
        "You left the checkout before paying, so nothing was charged. Your {days}-day free trial is there whenever you are ready.",
      action: "See plans and pricing",
      /** A subscriber who left another checkout: their plan is as it was. */
      subscriberTitle: "Your {plan} plan is unchanged",
      subscriberLede: "You left the checkout before paying, so nothing was charged and your plan stays as it was.",
      subscriberAction: "Back to your plan",
      /** The checkout says a declined card on its own page; someone may leave after one. */
      declined: "Was your card declined? Then nothing was charged either. Start again and pay with another card.",
      declinedAction: "Try another card",
    },
    /** A person whose subscription is cancelled, failing or over: said plainly, never a welcome. */
    standing: {
      endingTitle: "Your {name} is cancelled",
      pastDueTitle: "Your last payment didn't go through",
      endedTitle: "Your {name} has ended",
      /** The standing's words (common.holdings.standing) as a sentence. */
      lede: "{standing}.",
    },
    /** After buying the research paywall's offer (its checkout's offer says so). */
    research: {
      title: "Your research is unlocked",
      lede: "Your {days}-day free trial has started. {open}",
      /** As the plan's `ledeConfirmed`. */
      ledeConfirmed:
        "Your research subscription is confirmed, and its details are on their way to the email you gave at the checkout. {open}",
      /** Once the site knows the subscription: where it stands, then `open`. */
      ledeKnown: "{standing}. {open}",
      open: "Open the research on any ticker:",
      /** Where the build has the research's address (VITE_RESEARCH_URL); the unlocked paywall says it too. */
      openResearch: "Open the research",
    },
    help: "Questions about billing? Write to",
  },
} as const;
