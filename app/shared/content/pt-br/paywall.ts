// Brazilian Portuguese: the research paywall, for every ticker.
import type { PaywallCopy } from "../copy.ts";

export const paywall = {
  pageTitle: "Análises de {name} ({symbol}) · {product}",
  description:
    "Análises de {name} ({symbol}) feitas por IA e atualizadas todos os dias. Comece um teste grátis de {days}\u00a0dias.",
  statsTitle: "A pesquisa de hoje",
  /** `{n}` is drawn in the browser after the page has loaded. */
  stats: { sources: "{n} fontes vasculhadas", pages: "{n} páginas lidas", hours: "{n} horas de pesquisa economizadas" },
  trialTitle: "Teste grátis de {days}\u00a0dias",
  unlock: "Desbloqueie a análise completa de {symbol}.",
  monthly: "Mensal · {price}/mês",
  yearly: "Anual · {price}/mês",
  /** `{percent}` is the yearly price's true saving, formatted ('40%'): catalogue/paywall.ts. */
  yearlyLabel: "Economize {percent} no plano anual",
  /** `{total}` is what the yearly offer charges once a year, formatted. */
  yearlyCharge: "{total} cobrados uma vez por ano",
  cancelNote: "Cancele quando quiser.",
  unlocked: {
    title: "Pesquisa de {symbol} liberada",
    text: "A pesquisa inclui:",
  },
  benefits: [
    "Relatórios diários feitos por IA, em linguagem simples e direta",
    "Sentimento monitorado em notícias, fóruns e documentos oficiais",
    "Alertas de preço e próximos catalisadores, em tempo real",
    "Histórico completo de todos os relatórios, com busca",
  ],
  /** What each ticker is, under its name (shared/content/tickers.ts has the names and symbols). */
  subtexts: {
    gme: "Varejista de videogames · NYSE",
    anf: "Varejista de moda · NYSE",
    tsla: "Veículos elétricos e energia · NASDAQ",
    msft: "Software e nuvem · NASDAQ",
    panw: "Cibersegurança · NASDAQ",
    crwd: "Cibersegurança · NASDAQ",
    cl: "Rede de oráculos · Cripto",
    mom: "Memecoin · Cripto",
    doge: "A memecoin original · Cripto",
  },
} satisfies PaywallCopy;
