// Spanish: the research paywall, for every ticker.
import type { PaywallCopy } from "../copy.ts";

export const paywall = {
  pageTitle: "Análisis de {name} ({symbol}) · {product}",
  description:
    "Análisis de {name} ({symbol}) con IA, actualizado a diario. Empieza una prueba gratuita de {days}\u00a0días.",
  statsTitle: "El análisis de hoy",
  /** `{n}` is drawn in the browser after the page has loaded. */
  stats: { sources: "{n} fuentes rastreadas", pages: "{n} páginas leídas", hours: "{n} horas de análisis ahorradas" },
  trialTitle: "Prueba gratuita de {days}\u00a0días",
  unlock: "Desbloquea el análisis completo de {symbol}.",
  monthly: "Mensual · {price}/mes",
  yearly: "Anual · {price}/mes",
  /** `{percent}` is the yearly price's true saving, formatted ('40 %'): catalogue/paywall.ts. */
  yearlyLabel: "Ahorra un {percent} con el plan anual",
  /** `{total}` is what the yearly offer charges once a year, formatted. */
  yearlyCharge: "Un solo pago de {total} al año",
  cancelNote: "Cancela cuando quieras.",
  unlocked: {
    title: "Análisis de {symbol} desbloqueado",
    text: "El análisis incluye:",
  },
  benefits: [
    "Informes diarios de análisis con IA, en un lenguaje claro y sencillo",
    "Seguimiento del sentimiento en noticias, foros y documentos regulatorios",
    "Alertas de precio y próximos catalizadores, en tiempo real",
    "Historial completo de todos los informes, con buscador",
  ],
  /** What each ticker is, under its name (shared/content/tickers.ts has the names and symbols). */
  subtexts: {
    gme: "Tiendas de videojuegos · NYSE",
    anf: "Tiendas de ropa · NYSE",
    tsla: "Vehículos eléctricos y energía · NASDAQ",
    msft: "Software y nube · NASDAQ",
    panw: "Ciberseguridad · NASDAQ",
    crwd: "Ciberseguridad · NASDAQ",
    cl: "Red de oráculos · Cripto",
    mom: "Moneda meme · Cripto",
    doge: "La moneda meme original · Cripto",
  },
} satisfies PaywallCopy;
