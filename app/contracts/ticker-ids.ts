// The research paywall's tickers, one page each under /play (paths.ts); what each one is, in
// words and figures, is content (shared/content/tickers.ts).
export const tickerIds = ["gme", "anf", "tsla", "msft", "panw", "crwd", "cl", "mom", "doge"] as const;

export type TickerId = (typeof tickerIds)[number];
