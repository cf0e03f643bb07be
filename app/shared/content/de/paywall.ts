// German: the research paywall, for every ticker.
import type { PaywallCopy } from "../copy.ts";

export const paywall = {
  pageTitle: "Analyse zu {name} ({symbol}) · {product}",
  description: "KI-Analysen zu {name} ({symbol}), täglich aktualisiert. Teste {days}\u00a0Tage kostenlos.",
  statsTitle: "Die Recherche von heute",
  /** `{n}` is drawn in the browser after the page has loaded. */
  stats: { sources: "{n} Quellen ausgewertet", pages: "{n} Seiten gelesen", hours: "{n} Stunden Recherche gespart" },
  trialTitle: "{days}\u00a0Tage kostenlos testen",
  unlock: "Schalte die komplette {symbol}-Analyse frei.",
  monthly: "Monatlich · {price}/Monat",
  yearly: "Jährlich · {price}/Monat",
  /** `{percent}` is the yearly price's true saving, formatted ('40 %'): catalogue/paywall.ts. */
  yearlyLabel: "Jährlich {percent} sparen",
  /** `{total}` is what the yearly offer charges once a year, formatted. */
  yearlyCharge: "{total} einmal im Jahr abgerechnet",
  cancelNote: "Jederzeit kündbar.",
  unlocked: {
    title: "{symbol}-Recherche freigeschaltet",
    text: "Die Recherche umfasst:",
  },
  benefits: [
    "Tägliche KI-Analysen in klarer, einfacher Sprache",
    "Stimmung in News, Foren und Unternehmensmeldungen im Blick",
    "Kursalarme und anstehende Kurstreiber in Echtzeit",
    "Durchsuchbares Archiv aller bisherigen Analysen",
  ],
  /** What each ticker is, under its name (shared/content/tickers.ts has the names and symbols). */
  subtexts: {
    gme: "Videospielhändler · NYSE",
    anf: "Modehändler · NYSE",
    tsla: "Elektroautos & Energie · NASDAQ",
    msft: "Software & Cloud · NASDAQ",
    panw: "Cybersicherheit · NASDAQ",
    crwd: "Cybersicherheit · NASDAQ",
    cl: "Oracle-Netzwerk · Krypto",
    mom: "Meme-Coin · Krypto",
    doge: "Der Ur-Meme-Coin · Krypto",
  },
} satisfies PaywallCopy;
