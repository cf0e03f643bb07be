// Brazilian Portuguese: the pricing page and the plans' words. Figures come in as placeholders:
// prices and percentages formatted for the page's language and currency, the rest derived from the
// plans (catalogue/plans.ts).
import type { PricingCopy } from "../copy.ts";

export const pricing = {
  pageTitle: "Preços · {product}",
  title: "Comece com {days}\u00a0dias grátis",
  lede: "Escolha um plano, crie músicas a semana toda e não pague nada se cancelar antes do fim do teste.",
  /** For a signed-in person who has had their free trial: no trial wording. */
  titleTrialUsed: "Escolha seu plano",
  ledeTrialUsed: "Troque de plano ou de período de cobrança quando quiser; você paga de acordo com o seu plano.",
  /** For a signed-in person whose trial is used and who has no plan now (theirs ended, or never began). */
  ledeReturning: "Seu teste grátis já foi usado. Escolha um plano quando quiser voltar a criar músicas.",
  toggleLabel: "Período de cobrança",
  periodLabels: { monthly: "Mensal", annual: "Anual" },
  // "OFF", as Brazilian shops write it: "de desconto" made the toggle wider than a 320 px screen's margins.
  discountBadge: "{percent} OFF",
  mostBought: "Mais vendido",
  choose: "Testar o {plan} grátis",
  /** The button for a person whose free trial is used. */
  chooseTrialUsed: "Assinar o {plan}",
  yourPlan: "Seu plano",
  switchTo: "Mudar para o {plan}",
  manage: "Gerenciar assinatura",
  /** After the portal, when the subscription is cancelled: until when it serves. */
  cancelled: "Seu plano {plan} foi cancelado. Você continua com ele até {date}.",
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
  /** Not shown to a person whose free trial is used. */
  trialNote:
    "Seu primeiro plano começa com um teste grátis de {days}\u00a0dias, um por pessoa; a cobrança só acontece quando ele termina.",
  notes: [
    "{creditsPerSong} créditos = 1 música.",
    "Cancele quando quiser: é só clicar em “Cancelar assinatura”, no rodapé de todas as páginas.",
    "O plano anual custa {percent} menos que o mensal e é cobrado uma vez por ano.",
    "Os preços estão em reais. Pode haver cobrança de impostos conforme o local onde você mora.",
  ],
  /** Names of the offers in search engines' structured data. */
  offerNames: { monthly: "{plan} mensal", annual: "{plan} anual" },
} satisfies PricingCopy;
