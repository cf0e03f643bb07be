// The research paywall's catalogue (what each one is, in words, is in each language's copy,
// en/paywall.ts). `logo` is a path under the asset base URL.
import { tickerIds, type TickerId } from "../../contracts/ticker-ids.ts";

export interface Ticker {
  id: TickerId;
  name: string;
  symbol: string;
  logo: string;
}

export const tickers: Record<TickerId, Ticker> = {
  gme: {
    id: "gme",
    name: "GameStop",
    symbol: "GME",
    logo: "tickers/gme.svg",
  },
  anf: {
    id: "anf",
    name: "Abercrombie & Fitch",
    symbol: "ANF",
    logo: "tickers/anf.svg",
  },
  tsla: {
    id: "tsla",
    name: "Tesla",
    symbol: "TSLA",
    logo: "tickers/tsla.svg",
  },
  msft: {
    id: "msft",
    name: "Microsoft",
    symbol: "MSFT",
    logo: "tickers/msft.svg",
  },
  panw: {
    id: "panw",
    name: "Palo Alto Networks",
    symbol: "PANW",
    logo: "tickers/panw.svg",
  },
  crwd: {
    id: "crwd",
    name: "CrowdStrike",
    symbol: "CRWD",
    logo: "tickers/crwd.svg",
  },
  cl: {
    id: "cl",
    name: "Chainlink",
    symbol: "CL",
    logo: "tickers/cl.svg",
  },
  mom: {
    id: "mom",
    name: "Mother of Memes",
    symbol: "MOM",
    logo: "tickers/mom.svg",
  },
  doge: {
    id: "doge",
    name: "Dogecoin",
    symbol: "DOGE",
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
