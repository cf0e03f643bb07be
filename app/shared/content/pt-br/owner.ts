// Brazilian Portuguese: the owner's readout of the headline experiment (/owner/experiment), and its
// link in the owner's account menu (common.accountMenu.experiment).
import type { OwnerCopy } from "../copy.ts";

export const owner = {
  pageTitle: "Experimento de títulos",
  lede: "Qual título da página inicial traz mais dinheiro. Cada visitante conta no primeiro título que viu, então a comparação continua justa, não importa quantas vezes ele volte.",
  checking: "Verificando quem é você…",
  loading: "Carregando os números…",
  noScript: "Esta página precisa de JavaScript: ela carrega os números com o login do proprietário.",
  forOwner: {
    title: "Esta página é para o proprietário do site",
    body: "Ela mostra os números do experimento de títulos apenas para a conta do proprietário.",
    logIn: "Entrar",
  },
  unavailable: {
    title: "Não foi possível carregar os números",
    body: "A API do site não respondeu. Tente novamente em instantes.",
    retry: "Tentar novamente",
  },
  period: "Visitantes vistos pela primeira vez de {since} a {until} (UTC).",
  verdicts: {
    title: "O que dá para concluir",
    notEnough:
      "Ainda não há dados suficientes: cada título precisa de pelo menos {visitors} visitantes e {trials} testes grátis antes que a comparação signifique alguma coisa.",
    /** One line per metric and headline against A: more, less, or no clear difference. */
    revenuePerVisitor: {
      more: "{variant} traz mais dinheiro que A.",
      less: "{variant} traz menos dinheiro que A.",
      unclear: "Ainda não há diferença clara de receita entre {variant} e A.",
    },
    paidRate: {
      more: "Uma parcela maior dos visitantes de {variant} paga, em comparação com A.",
      less: "Uma parcela menor dos visitantes de {variant} paga, em comparação com A.",
      unclear: "Ainda não há diferença clara de visitantes pagantes entre {variant} e A.",
    },
    trialRate: {
      more: "{variant} gera mais testes grátis que A.",
      less: "{variant} gera menos testes grátis que A.",
      unclear: "Ainda não há diferença clara de testes grátis entre {variant} e A.",
    },
    srm: "Alerta: os títulos não receberam parcelas iguais de visitantes (desequilíbrio na proporção da amostra, SRM; p {p}). Algo está errado no sorteio ou na contagem dos títulos; não confie na comparação até que isso seja corrigido.",
    refusedBeacons:
      "Sinais de visita recusados por envio em massa (muitos de um mesmo endereço) neste período: {count}. Eles não entram em nenhum dos números.",
    method:
      "Os intervalos de confiança são de 95%. Um título só é considerado diferente de A quando o seu intervalo ajustado para comparar dois títulos com A (Bonferroni) exclui o zero. A receita é líquida de impostos, em dólares americanos pela tabela de preços.",
  },
  table: {
    caption: "Os três títulos",
    headline: "Título",
    visits: "Visitas",
    visitors: "Visitantes",
    trialRate: "Taxa de teste grátis",
    paidRate: "Taxa de pagantes",
    revenuePerVisitor: "Receita por visitante",
    control: "Controle",
    quoted: "“{headline}”",
    interval: "95%: de {low} a {high}",
    noInterval: "Ainda sem intervalo",
    vsControl: "em relação a A: {diff} (p ajustado {p})",
    none: "Ainda não",
  },
  /** Differences of rates, in percentage points. */
  points: "{value}\u00a0p.p.",
  forest: {
    title: "Diferenças em relação a A, com intervalos ajustados para duas comparações",
    zero: "Cada barra cobre o intervalo de um título, e o ponto, a sua diferença; a linha tracejada indica nenhuma diferença.",
    none: "Ainda não há visitantes suficientes para comparar.",
  },
  chart: {
    title: "Visitantes por título ao longo do tempo",
    description: "Visitantes contados até agora em cada título, dia a dia.",
    none: "Ainda não há visitantes.",
  },
  codes: {
    caption: "Vendas por código de campanha",
    note: "Cada pagamento do período, feito por quem for, sob o código com que a assinatura foi comprada (também os pagamentos seguintes a preço integral): o que foi pago sem impostos, depois do desconto do código, e o que os códigos descontaram (dólares americanos pela tabela de preços). Um código não muda nenhum teste.",
    code: "Código",
    none: "Sem código",
    subscriptions: "Assinaturas",
    payments: "Pagamentos",
    revenue: "Receita",
    discount: "Descontos",
    empty: "Ainda não há pagamentos neste período.",
  },
  csv: {
    download: "Baixar as contagens diárias (CSV)",
    /** The file's name, without the extension; `{date}` is today's. */
    fileName: "experimento-titulos-{date}",
  },
} satisfies OwnerCopy;
