// English: the owner's readout of the headline experiment (/owner/experiment), and its link in the
// owner's account menu (common.accountMenu.experiment).
export const owner = {
  pageTitle: "Headline experiment",
  lede: "Which landing headline brings the most money. Each visitor counts under the first headline they were shown, so the comparison stays fair however often they come back.",
  checking: "Checking who you are…",
  loading: "Loading the figures…",
  noScript: "This page needs JavaScript: it loads the figures with the owner's sign-in.",
  forOwner: {
    title: "This page is for the site's owner",
    body: "It shows the headline experiment's figures to the owner's account only.",
    logIn: "Log in",
  },
  unavailable: {
    title: "The figures could not be loaded",
    body: "The site's API did not answer. Try again in a moment.",
    retry: "Try again",
  },
  period: "Visitors first seen from {since} to {until} (UTC).",
  verdicts: {
    title: "What can be concluded",
    notEnough:
      "Not enough data yet: each headline needs at least {visitors} visitors and {trials} trials before the comparison means anything.",
    /** One line per metric and headline against A: more, less, or no clear difference. */
    revenuePerVisitor: {
      more: "{variant} brings more money than A.",
      less: "{variant} brings less money than A.",
      unclear: "No clear difference in money between {variant} and A yet.",
      negligible:
        "No difference in money worth having between {variant} and A: whatever it is, it is smaller than your lift. You may stop.",
    },
    paidRate: {
      more: "More of {variant}'s visitors pay than A's.",
      less: "Fewer of {variant}'s visitors pay than A's.",
      unclear: "No clear difference in paying visitors between {variant} and A yet.",
      negligible:
        "No difference in paying visitors worth having between {variant} and A: whatever it is, it is smaller than your lift. You may stop.",
    },
    trialRate: {
      more: "{variant} starts more trials than A.",
      less: "{variant} starts fewer trials than A.",
      unclear: "No clear difference in trials between {variant} and A yet.",
      negligible:
        "No difference in trials worth having between {variant} and A: whatever it is, it is smaller than your lift. You may stop.",
    },
    srm: "Alarm: the headlines did not get equal shares of visitors (sample ratio mismatch, p {p}). Something in how headlines are drawn or counted is wrong; do not trust the comparison until it is mended.",
    /** Landing beacons the API refused because one address sent too many; `{count}` is how many. */
    refusedBeacons:
      "Visit beacons refused as floods (too many from one address) in this period: {count}. They are in none of the figures.",
    method:
      "A headline is said to differ from A only when its always-valid interval (the chart below) is clear of zero: you may look every day and act on the first verdict, it stays as sure as one look planned in advance (95%). Revenue is net of tax and of refunds, in US dollars by the price list.",
  },
  table: {
    caption: "The three headlines",
    headline: "Headline",
    visits: "Visits",
    visitors: "Visitors",
    maturing: "Still in trial",
    trialRate: "Trial rate",
    paidRate: "Paid rate",
    revenuePerVisitor: "Revenue per visitor",
    control: "Control",
    quoted: "“{headline}”",
    interval: "95%: {low} to {high}",
    /** Under the paid rate and the revenue: the visitors they count. */
    matured: "of {count} whose trial has ended",
    noInterval: "No interval yet",
    vsControl: "vs A: {diff} (one look only: adjusted p {p})",
    none: "Not yet",
    note: "The trial rate counts every visitor. The paid rate and revenue per visitor count only visitors first seen at least {days} days and a day ago, whose trial has had time to turn into a payment; “Still in trial” are the others. The “vs A” figures and their p hold for one planned look only; the verdicts read the always-valid intervals.",
  },
  /** Differences of rates, in percentage points. */
  points: "{value} pts",
  forest: {
    title: "Differences from A, with always-valid intervals",
    zero: "Each bar spans a headline's always-valid interval, the dot its difference; the dashed line is no difference, the shaded band the smallest difference worth having either way.",
    valid:
      "Always valid means: look whenever you like. However often you check, a bar clear of the dashed line is as sure as a single look planned in advance; a bar inside the band means no difference worth having.",
    none: "Not enough visitors to compare yet.",
  },
  /** The plan: the smallest lift worth having per figure, and the sample and days it takes. */
  plan: {
    title: "How long to keep going",
    lede: "Set the smallest lift over A worth having for each figure; the page works out how many visitors each headline needs to show it.",
    legend: "Smallest lift over A worth having",
    range: "A percentage from {min} to {max}.",
    /** A lift in the page's address that is none (typed or kept from elsewhere): said, and the default used. */
    refused:
      "The address asks for a lift of “{value}” for “{figure}”, which is not a percentage from {min} to {max}: the plan uses the default, {default}%.",
    submit: "Update the plan",
    reset: "Back to the defaults",
    caption: "The plan",
    metric: "Figure",
    lift: "Lift worth having",
    baseline: "A now",
    assumed: "{value} (assumed)",
    needed: "Visitors needed per headline",
    counted: "So far",
    daysLeft: "Days left",
    reached: "Reached",
    unknown: "Not known yet",
    impossible: "Cannot be had",
    explain: {
      lift: "Lift worth having: the smallest improvement over A that would make you switch headlines; smaller ones are not worth the bother.",
      needed:
        "Visitors needed: how many each headline needs so that, if it truly beats A by that lift, the verdicts say so in {power} of experiments.",
      counted:
        "So far: what the headline with the fewest has now; for the paid rate and revenue only visitors whose trial has ended count.",
      daysLeft:
        "Days left: at each headline's pace in this period (about {perDay} visitors a day each); the paid rate and revenue also wait {days} days and a day for the last visitors' trials to end.",
      assumed:
        "Until A has {trials} trials ({trials} payers whose trial has ended, for the paid rate and revenue), the plan starts from the figures marked “assumed”, typical of this site, and then from A's own.",
      nStar:
        "The always-valid intervals are at their narrowest around {nStar} visitors per headline; at other counts they hold just as well, a little wider.",
    },
  },
  chart: {
    title: "Visitors per headline over time",
    description: "Visitors counted so far under each headline, day by day.",
    none: "No visitors yet.",
  },
  /** Sales by the campaign code paid with (app/catalogue/campaign-codes.ts). */
  codes: {
    caption: "Sales by campaign code",
    note: "Every payment made in the period, whoever made it, under the code its subscription was bought with (its later, full-price payments too): what was paid net of tax, after the code's discount, and what the codes took off (US dollars by the price list). A code changes no trial.",
    code: "Code",
    none: "No code",
    subscriptions: "Subscriptions",
    payments: "Payments",
    revenue: "Revenue",
    discount: "Discounts",
    empty: "No payments in this period yet.",
  },
  csv: {
    download: "Download the daily counts (CSV)",
    /** The file's name, without the extension; `{date}` is today's. */
    fileName: "headline-experiment-{date}",
    summary: "Download the summary per headline (CSV)",
    /** The summary's file name, without the extension. */
    summaryFileName: "headline-experiment-summary-{date}",
    note: "Revenue in both files is in US dollars, net of tax and of refunds and lost disputes. The daily file says per day whether its visitors' trials have all ended.",
  },
};
