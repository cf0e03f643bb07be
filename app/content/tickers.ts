// The research paywall's catalogue. `logo` is a path under the asset base URL.
export const tickerIds = ["gme", "anf", "tsla", "msft", "panw", "crwd", "cl", "mom", "doge"] as const;

export type TickerId = (typeof tickerIds)[number];

export interface Ticker {
  id: TickerId;
  name: string;
  symbol: string;
  subtext: string;
  logo: string;
}

export const tickers: Record<TickerId, Ticker> = {
  gme: {
    id: "gme",
    name: "GameStop",
    symbol: "GME",
    subtext: "Video game retailer · NYSE",
    logo: "tickers/gme.svg",
  },
  anf: {
    id: "anf",
    name: "Abercrombie & Fitch",
    symbol: "ANF",
    subtext: "Apparel retailer · NYSE",
    logo: "tickers/anf.svg",
  },
  tsla: {
    id: "tsla",
    name: "Tesla",
    symbol: "TSLA",
    subtext: "Electric vehicles & energy · NASDAQ",
    logo: "tickers/tsla.svg",
  },
  msft: {
    id: "msft",
    name: "Microsoft",
    symbol: "MSFT",
    subtext: "Software & cloud · NASDAQ",
    logo: "tickers/msft.svg",
  },
  panw: {
    id: "panw",
    name: "Palo Alto Networks",
    symbol: "PANW",
    subtext: "Cybersecurity · NASDAQ",
    logo: "tickers/panw.svg",
  },
  crwd: {
    id: "crwd",
    name: "CrowdStrike",
    symbol: "CRWD",
    subtext: "Cybersecurity · NASDAQ",
    logo: "tickers/crwd.svg",
  },
  cl: {
    id: "cl",
    name: "Chainlink",
    symbol: "CL",
    subtext: "Oracle network · Crypto",
    logo: "tickers/cl.svg",
  },
  mom: {
    id: "mom",
    name: "Mother of Memes",
    symbol: "MOM",
    subtext: "Meme coin · Crypto",
    logo: "tickers/mom.svg",
  },
  doge: {
    id: "doge",
    name: "Dogecoin",
    symbol: "DOGE",
    subtext: "The original meme coin · Crypto",
    logo: "tickers/doge.svg",
  },
};

export function isTickerId(id: string | undefined): id is TickerId {
  return (tickerIds as readonly (string | undefined)[]).includes(id);
}

/** The ticker for a URL segment, or undefined for anything else (case matters: ids are lower-case). */
export function findTicker(id: string | undefined): Ticker | undefined {
  return isTickerId(id) ? tickers[id] : undefined;
}
