// Brazilian Portuguese: the pricing page and the plans' words. Figures come in as placeholders:
// prices and percentages formatted for the page's language and currency, the rest derived from the
// plans (shared/content/plans.ts).
import type { PricingCopy } from "../copy";

export const pricing = {
  pageTitle: "Preços · {product}",
  title: "Comece com {days} dias grátis",
  lede: "Escolha um plano, crie músicas a semana toda e não pague nada se cancelar antes do fim do teste.",
  toggleLabel: "Período de cobrança",
  periodLabels: { monthly: "Mensal", annual: "Anual" },
  discountBadge: "{percent} de desconto",
  mostBought: "Mais vendido",
  choose: "Testar o {plan} grátis",
  perMonth: "{price}/mês",
  billedMonthly: "cobrança mensal",
  billedYearly: "cobrança anual de {total}",
  facts: {
    credits: "{credits} créditos/mês",
    unlimitedCredits: "Créditos ilimitados",
    songs: "{songs} músicas por mês",
    unlimitedSongs: "Músicas ilimitadas por mês",
    parallel: "{count} gerações em paralelo",
  },
  plans: {
    pro: {
      tagline: "Para criar músicas com os seus momentos favoritos.",
      features: [
        "Todos os estilos e climas musicais",
        "Download das músicas em MP3",
        "Links para compartilhar com os amigos",
      ],
    },
    max: {
      tagline: "Para criadores que transformam cada álbum em trilha sonora.",
      features: [
        "Tudo o que o Pro oferece",
        "Músicas mais longas, de até 4 minutos",
        "Letras e estilos vocais personalizados",
        "Prioridade na geração",
        "Licença para uso comercial",
      ],
    },
  },
  notes: [
    "{creditsPerSong} créditos = 1 música.",
    "Todos os planos começam com um teste grátis de {days} dias; a cobrança só acontece quando ele termina.",
    "Cancele quando quiser, em dois cliques, na sua conta.",
    "O plano anual custa {percent} menos que o mensal e é cobrado uma vez por ano.",
    "Os preços estão em reais. Pode haver cobrança de impostos conforme o local onde você mora.",
  ],
  /** Names of the offers in search engines' structured data. */
  offerNames: { monthly: "{plan} mensal", annual: "{plan} anual" },
} satisfies PricingCopy;
