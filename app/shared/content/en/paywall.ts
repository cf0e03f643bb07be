// English: the research paywall, for every ticker.
export const paywall = {
  pageTitle: "{name} ({symbol}) research · {product}",
  description: "AI research on {name} ({symbol}), updated daily. Start a {days}\u2011day free trial.",
  statsTitle: "Today’s research run",
  /** `{n}` is drawn in the browser after the page has loaded. */
  stats: { sources: "{n} sources scraped", pages: "{n} pages read", hours: "{n} hours of research saved" },
  trialTitle: "{days}\u2011day free trial",
  unlock: "Unlock the full {symbol} research.",
  monthly: "Monthly · {price}/mo",
  yearly: "Yearly · {price}/mo",
  /** `{percent}` is the yearly price's true saving, formatted ('40%'): catalogue/paywall.ts. */
  yearlyLabel: "Save {percent} with Yearly",
  /** `{total}` is what the yearly offer charges once a year, formatted. */
  yearlyCharge: "{total} billed once a year",
  cancelNote: "Cancel anytime.",
  /** In place of the trial box for a research subscriber (or a browser that has just paid: `hasPaid`). */
  unlocked: {
    title: "{symbol} research unlocked",
    text: "The research includes:",
  },
  benefits: [
    "Daily AI research briefs, written in plain English",
    "Sentiment tracked across news, forums and filings",
    "Price alerts and upcoming catalysts, as they happen",
    "Full history of every brief, searchable",
  ],
  /** What each ticker is, under its name (shared/content/tickers.ts has the names and symbols). */
  subtexts: {
    gme: "Video game retailer · NYSE",
    anf: "Apparel retailer · NYSE",
    tsla: "Electric vehicles & energy · NASDAQ",
    msft: "Software & cloud · NASDAQ",
    panw: "Cybersecurity · NASDAQ",
    crwd: "Cybersecurity · NASDAQ",
    cl: "Oracle network · Crypto",
    mom: "Meme coin · Crypto",
    doge: "The original meme coin · Crypto",
  },
} as const;
