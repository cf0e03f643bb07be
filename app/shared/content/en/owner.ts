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
    },
    paidRate: {
      more: "More of {variant}'s visitors pay than A's.",
      less: "Fewer of {variant}'s visitors pay than A's.",
      unclear: "No clear difference in paying visitors between {variant} and A yet.",
    },
    trialRate: {
      more: "{variant} starts more trials than A.",
      less: "{variant} starts fewer trials than A.",
      unclear: "No clear difference in trials between {variant} and A yet.",
    },
    srm: "Alarm: the headlines did not get equal shares of visitors (sample ratio mismatch, p {p}). Something in how headlines are drawn or counted is wrong; do not trust the comparison until it is mended.",
    /** Landing beacons the API refused because one address sent too many; `{count}` is how many. */
    refusedBeacons:
      "Visit beacons refused as floods (too many from one address) in this period: {count}. They are in none of the figures.",
    method:
      "Intervals are 95%. A headline is said to differ from A only when the interval adjusted for comparing two headlines with A excludes zero. Revenue is net of tax, in US dollars by the price list.",
  },
  table: {
    caption: "The three headlines",
    headline: "Headline",
    visits: "Visits",
    visitors: "Visitors",
    trialRate: "Trial rate",
    paidRate: "Paid rate",
    revenuePerVisitor: "Revenue per visitor",
    control: "Control",
    quoted: "“{headline}”",
    interval: "95%: {low} to {high}",
    noInterval: "No interval yet",
    vsControl: "vs A: {diff} (adjusted p {p})",
    none: "Not yet",
  },
  /** Differences of rates, in percentage points. */
  points: "{value} pts",
  forest: {
    title: "Differences from A, with intervals adjusted for two comparisons",
    zero: "Each bar spans a headline's interval, the dot its difference; the dashed line is no difference.",
    none: "Not enough visitors to compare yet.",
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
  },
};
