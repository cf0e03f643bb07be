// English: the pricing page and the plans' words. Figures come in as placeholders: prices and
// percentages ('50%', '50 %') formatted for the page's language and currency, the rest derived from
// the plans (catalogue/plans.ts).
export const pricing = {
  pageTitle: "Pricing · {product}",
  title: "Start with a {days}\u2011day free trial",
  lede: "Pick a plan, make songs all week, and pay nothing if you cancel before the trial ends.",
  /** For a signed-in person who has had their free trial: no trial wording. */
  titleTrialUsed: "Pick your plan",
  ledeTrialUsed: "Switch plans or billing periods whenever you like; what you pay follows your plan.",
  /** For a signed-in person whose trial is used and who has no plan now (theirs ended, or never began). */
  ledeReturning: "Your free trial has been used. Pick a plan whenever you want to make songs again.",
  toggleLabel: "Billing period",
  periodLabels: { monthly: "Monthly", annual: "Annually" },
  discountBadge: "{percent} Off",
  mostBought: "Most Bought",
  choose: "Start free trial with {plan}",
  /** The button for a person whose free trial is used. */
  chooseTrialUsed: "Get {plan}",
  yourPlan: "Your plan",
  switchTo: "Switch to {plan}",
  manage: "Manage subscription",
  /** After the portal, when the subscription is cancelled: until when it serves. */
  cancelled: "Your {plan} plan is cancelled. You keep it until {date}.",
  perMonth: "{price}/mo",
  billedMonthly: "billed monthly",
  billedYearly: "billed {total} yearly",
  facts: {
    credits: "{credits} credits/month",
    unlimitedCredits: "Unlimited credits",
    songs: "{songs} songs per month",
    unlimitedSongs: "Unlimited songs per month",
    parallel: "{count} parallel generations",
  },
  plans: {
    pro: {
      tagline: "For making songs from your favourite moments.",
      features: ["Every music style and mood", "Download songs as MP3", "Share links for friends"],
    },
    max: {
      tagline: "For creators who turn every album into a soundtrack.",
      features: [
        "Everything in Pro",
        "Extended songs up to 4 minutes",
        "Custom lyrics and vocal styles",
        "Priority generation",
        "Commercial use licence",
      ],
    },
  },
  /** Not shown to a person whose free trial is used. */
  trialNote:
    "Your first plan starts with a {days}\u2011day free trial, one per person; you are charged only when it ends.",
  notes: [
    "{creditsPerSong} credits = 1 song.",
    "Cancel anytime: “Cancel subscription”, at the foot of every page, takes you there.",
    "Annual billing is {percent} off the monthly price and is charged once a year.",
    "Prices are in US dollars. Taxes may apply where you live.",
  ],
  /** Names of the offers in search engines' structured data. */
  offerNames: { monthly: "{plan} monthly", annual: "{plan} annual" },
} as const;
