// French: the research paywall, for every ticker.
import type { PaywallCopy } from "../copy.ts";

export const paywall = {
  pageTitle: "Analyses {name} ({symbol}) · {product}",
  description:
    "Des analyses IA sur {name} ({symbol}), mises à jour chaque jour. Commencez par un essai gratuit de {days}\u00a0jours.",
  statsTitle: "Les recherches du jour",
  /** `{n}` is drawn in the browser after the page has loaded. */
  stats: { sources: "{n} sources collectées", pages: "{n} pages lues", hours: "{n} heures de recherche économisées" },
  trialTitle: "Essai gratuit de {days}\u00a0jours",
  unlock: "Débloquez l’analyse complète de {symbol}.",
  monthly: "Mensuel · {price}/mois",
  yearly: "Annuel · {price}/mois",
  /** `{percent}` is the yearly price's true saving, formatted ('40 %'): catalogue/paywall.ts. */
  yearlyLabel: "Économisez {percent} avec l’offre annuelle",
  /** `{total}` is what the yearly offer charges once a year, formatted. */
  yearlyCharge: "{total} facturés une fois par an",
  cancelNote: "Annulez à tout moment.",
  unlocked: {
    title: "Recherches sur {symbol} débloquées",
    text: "Les recherches comprennent :",
  },
  benefits: [
    "Des analyses IA chaque jour, rédigées dans un langage simple et clair",
    "Le sentiment de marché suivi dans l’actualité, les forums et les publications réglementaires",
    "Alertes de cours et catalyseurs à venir, en temps réel",
    "L’historique complet des analyses, avec recherche intégrée",
  ],
  /** What each ticker is, under its name (shared/content/tickers.ts has the names and symbols). */
  subtexts: {
    gme: "Distributeur de jeux vidéo · NYSE",
    anf: "Enseigne de prêt-à-porter · NYSE",
    tsla: "Véhicules électriques et énergie · NASDAQ",
    msft: "Logiciels et cloud · NASDAQ",
    panw: "Cybersécurité · NASDAQ",
    crwd: "Cybersécurité · NASDAQ",
    cl: "Réseau d’oracles · Cryptomonnaie",
    mom: "Memecoin · Cryptomonnaie",
    doge: "Le tout premier memecoin · Cryptomonnaie",
  },
} satisfies PaywallCopy;
