// English: cancelling without an account (§ 312k BGB's button flow) — /cancel, which every footer
// links, mails a one-time link; /cancel/confirm, the link's page, cancels the one subscription it names.
export const cancellation = {
  request: {
    pageTitle: "Cancel your subscription",
    title: "Cancel your subscription",
    lede: "You can cancel at any time, without giving a reason and without an account. Your subscription then runs until the end of the period you have paid for (or your free trial) and nothing more is charged.",
    /** For a person signed in on this device (or who may be): today's direct way. */
    account: {
      title: "Signed in?",
      text: "Cancel straight from your account: no email needed.",
      action: "Cancel in your account",
    },
    form: {
      title: "Cancel with your email",
      /** `{minutes}`: how long a mailed link works; `{button}`: the link page's button (confirm.button). */
      steps: [
        "Give the email you bought with, and which subscription to end.",
        "We email you a link. It works once, for {minutes} minutes.",
        "Open it and press “{button}”. A confirmation follows by email.",
      ],
      email: "Your email",
      contract: "Which subscription do you want to cancel?",
      /** `{plans}`: the plans' names ('Pro or Max'). */
      plan: "An app plan ({plans})",
      research: "The research subscription",
      submit: "Email me the link",
      sending: "Sending…",
    },
    /** After the link was asked for: with the email typed, or (without JavaScript) the one given. */
    sent: "If a subscription of this kind is on {email}, we have sent a link to it that works for {minutes} minutes.",
    sentToGiven:
      "If a subscription of this kind is on the email you gave, we have sent a link to it that works for {minutes} minutes.",
    errors: {
      invalid: "That does not look like an email address. Check it and try again.",
      busy: "That was asked for too often just now. Wait a few minutes, then try again.",
      unavailable: "We could not send the link just now. Try again in a moment, or write to {contact}.",
    },
  },
  confirm: {
    pageTitle: "Confirm your cancellation",
    title: "Cancel your subscription",
    lede: "This link cancels the subscription it was sent for. It then runs until the end of the period you have paid for (or your free trial), and nothing more is charged.",
    checking: "Looking up the subscription…",
    /** What the link cancels, in the model's words ('Pro plan · Free trial until …'). */
    what: "You are cancelling:",
    /** The legal button: in German, § 312k BGB's words ("jetzt kündigen"). */
    button: "Cancel subscription",
    cancelling: "Cancelling…",
    /** The second choice within the days after the checkout (contracts/cancel-api.ts `WithdrawalOffer`): the right of withdrawal. */
    withdrawal: {
      title: "Withdraw from the contract",
      /** `{until}`: the last day to withdraw, written out ('March 18, 2027'). */
      offer:
        "Until {until} you may withdraw from the contract without giving a reason. Your subscription then ends at once, not at the end of the period.",
      /** `{refund}`: what comes back, as the site writes money ('$6'). */
      refund: "You get {refund} back.",
      /** Nothing to refund: in the free trial. */
      trial: "Nothing has been paid yet: nothing will be charged.",
      /** Without JavaScript the page cannot say the link's own day and sum; `{withdrawalDays}`: the withdrawal period. */
      offerUnnamed:
        "Within {withdrawalDays} days of buying you may withdraw from the contract without giving a reason. Your subscription then ends at once, not at the end of the period, and you get back what you paid, less the days of paid service used.",
      button: "Withdraw and end it now",
      withdrawing: "Withdrawing…",
      retry:
        "We could not withdraw just now, and nothing has changed yet. Try again in a moment, or write to {contact}.",
    },
    withdrawn: {
      title: "You have withdrawn from the contract",
      /** `{refund}`: what comes back ('$6'). */
      text: "Your subscription has ended now. {refund} is on its way back to the card you paid with; a confirmation is on its way by email.",
      /** Nothing was paid (the free trial). */
      textTrial: "Your subscription has ended now, and nothing will be charged. A confirmation is on its way by email.",
      /** Without JavaScript the page cannot say the sum. */
      textUnnamed:
        "Your subscription has ended now. Anything you paid is on its way back to the card you paid with; a confirmation is on its way by email.",
    },
    done: {
      title: "Your subscription is cancelled",
      /** `{holding}`: its name and standing in the model's words ('Pro plan · Cancelled: yours until …'). */
      text: "{holding}. A confirmation is on its way by email.",
      /** Without JavaScript the page cannot name the subscription. */
      textUnnamed:
        "You keep it until the end of the period you have paid for, and nothing more is charged. A confirmation is on its way by email.",
    },
    used: {
      title: "This link was used already",
      text: "Each link works once. If your subscription still runs, ask for a new link.",
    },
    expired: {
      title: "This link has expired",
      text: "A cancellation link works for a short while only. Ask for a new one: it takes a minute.",
    },
    newLink: "Ask for a new link",
    retry: "We could not cancel just now, and nothing has changed yet. Try again in a moment, or write to {contact}.",
  },
} as const;
