// English: the mails a subscriber gets (app/mail/), the shape the other languages' mail words are
// typed against (shared/content/mail-shape.ts). Placeholders: {product} the product's name, {email}
// the contact address; {name}, {price} and {standing} a subscription's words as the pages say them
// (common.ts `holdings`: 'Pro plan', '$36 a year', 'Free trial until …'); {date} a day written in
// full, {amount} (and a withdrawal's {kept}) a sum of money, {time} a time of day in UTC, {minutes} a
// duration.
export const mail = {
  /** The direction the language is written in (`<html dir>`). */
  dir: "ltr",
  /** A fact of the mail on a line of its own ('Price: $36 a year'). */
  fact: "{label}: {value}",
  /** A charge to come, or one taken ('$36 on January 4, 2027'). */
  charge: "{amount} on {date}",
  labels: {
    subscription: "Subscription",
    price: "Price",
    standing: "Status",
    trialEnds: "Free trial ends",
    firstCharge: "First charge",
    chargedToday: "Charged today",
    nextCharge: "Next charge",
    before: "Before",
  },
  /** The plan had before a switch, with its billing period ('Pro plan, billed monthly'). */
  billed: { month: "{name}, billed monthly", year: "{name}, billed yearly" },
  /** Said before a link that cancels one subscription. */
  keep: "To carry on, you need do nothing.",
  cancelOne: "Cancel {name}",
  /** Every mail's end: why it came (a mail about their contract, never advertising) and how to reach us. */
  footer: {
    subscription:
      "You get this mail because you subscribed to {product}. It is about your contract; it is not advertising.",
    request: "You get this mail because someone asked on {product} for a cancellation link for this email address.",
    contact: "Questions? Reply to this mail or write to {email}.",
  },
  confirmation: {
    subject: "{product}: your {name} order",
    preview: "{name}: {standing}.",
    title: "Thank you for your order",
    intro:
      "This mail confirms your order of the {name} from {product}. Please keep it: it is your record of what we agreed.",
    trial:
      "Your free trial ends on {date}. If you do not cancel before then, the first payment of {amount} is taken that day.",
    paid: "We charged {amount} today. The subscription renews by itself at the end of each period, at {price}.",
    open: { lead: "It is ready for you:", plan: "Open the {product} app", paywall: "Open the research" },
    cancelTitle: "Cancelling",
    cancel:
      "You can cancel at any time, without giving a reason, on our cancellation page. The subscription then runs until the end of the period you have paid for (or the trial) and is not renewed.",
    termsLead: "Our terms apply to your subscription:",
  },
  trialReminder: {
    subject: "Your free trial of the {name} ends on {date}",
    preview: "On {date} we charge {amount}, unless you cancel before then.",
    title: "Your free trial ends on {date}",
    body: "On {date} your free trial of the {name} ends and we charge {amount} to your payment method; after that, it costs {price}.",
    cancel: "Rather not pay? Cancel before {date} and nothing is charged:",
  },
  renewalReminder: {
    subject: "Your {name} renews on {date}",
    preview: "On {date} we charge {amount}, unless you cancel before then.",
    title: "Your subscription renews on {date}",
    body: "On {date} your {name} renews and we charge {amount} to your payment method.",
    cancel: "No longer want it? Cancel before {date}: nothing more is charged, and it stays yours until then.",
  },
  paymentFailed: {
    subject: "Your payment of {amount} did not go through",
    preview: "Update your card to keep your {name}.",
    title: "Your payment did not go through",
    body: "We could not take {amount} for your {name} from your payment method.",
    retry: "We will try again on {date}. Please update your card before then.",
    noRetry: "We will not try again by ourselves. To keep your {name}, please update your card.",
    update: "Update your card",
    cancel: "Would you rather stop? You can cancel instead:",
  },
  cancellation: {
    subject: "Your cancellation of the {name} is confirmed",
    preview: "{standing}.",
    title: "Your cancellation is confirmed",
    received: "We received your cancellation of the {name} on {date} at {time} (UTC).",
    ending: "Your {name} stays yours until {date}. Nothing more is charged.",
    ended: "Your {name} ended on {date}. Nothing more is charged.",
    again: "Changed your mind? You are welcome back at any time:",
    site: "Visit {product}",
  },
  planSwitch: {
    subject: "Your subscription is now {name}",
    preview: "Before: {previous}. Now: {name}, {price}.",
    title: "Your subscription has changed",
    body: "Before: {previous}. Now: {name}, at {price}.",
  },
  cancelLink: {
    subject: "Your link to cancel with {product}",
    preview: "Each link works once, for {minutes}.",
    title: "Cancel your subscription",
    intro: "You asked on {product} for a way to cancel. Choose the subscription to cancel:",
    none: "We found no subscription to cancel for this email address.",
    /** One subscription's link, with where it stands. */
    choice: "{link} ({standing})",
    expires:
      "Each link works once, for {minutes}. It opens the cancellation of that subscription, which takes effect at the end of the period you have paid for (or the trial).",
    ignore: "If you did not ask for this, ignore this mail: nothing changes.",
  },
  withdrawal: {
    subject: "Your withdrawal from {product} is confirmed",
    preview: "Your {name} has ended. Nothing more is charged.",
    title: "Your withdrawal is confirmed",
    received: "We received your withdrawal from the contract for the {name} on {date} at {time} (UTC).",
    ended: "Your {name} ended at once. Nothing more is charged.",
    refund: "{amount} is refunded to the payment method you paid with; it usually shows within 5–10 days.",
    noRefund: "Nothing was paid, so there is nothing to refund.",
    kept: "{kept} stays paid for the days of paid service before your withdrawal, as you asked at checkout for your subscription to start at once.",
    keep: "Please keep this mail: it is your record of the withdrawal.",
  },
  /**
   * Not a mail: the notes the API puts on the provider's checkout (its `custom_text`): when a
   * campaign code the visitor came with cannot be applied ({reason} is the provider's own words, in
   * English), and the terms box's express request to start at once, within the withdrawal period.
   */
  checkoutNote: {
    refused: "The code {code} could not be applied: {reason}",
    unknown: "There is no code {code}.",
    then: "You can type another code here, or pay the full price.",
    /** The express request at the checkout's terms box: {terms} is the terms page's address. */
    terms:
      "I agree to the [terms]({terms}) and ask that my subscription start right away. If I withdraw within 14 days, I pay only for the days of paid service until then; the free trial’s days cost nothing.",
  },
} as const;
