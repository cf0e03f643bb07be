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
      negligible:
        "Não há diferença de receita que valha a pena entre {variant} e A: seja qual for, ela é menor que o aumento que você definiu. Você pode encerrar o experimento.",
    },
    paidRate: {
      more: "Uma parcela maior dos visitantes de {variant} paga, em comparação com A.",
      less: "Uma parcela menor dos visitantes de {variant} paga, em comparação com A.",
      unclear: "Ainda não há diferença clara de visitantes pagantes entre {variant} e A.",
      negligible:
        "Não há diferença de visitantes pagantes que valha a pena entre {variant} e A: seja qual for, ela é menor que o aumento que você definiu. Você pode encerrar o experimento.",
    },
    trialRate: {
      more: "{variant} gera mais testes grátis que A.",
      less: "{variant} gera menos testes grátis que A.",
      unclear: "Ainda não há diferença clara de testes grátis entre {variant} e A.",
      negligible:
        "Não há diferença de testes grátis que valha a pena entre {variant} e A: seja qual for, ela é menor que o aumento que você definiu. Você pode encerrar o experimento.",
    },
    srm: "Alerta: os títulos não receberam parcelas iguais de visitantes (desequilíbrio na proporção da amostra, SRM; p {p}). Algo está errado no sorteio ou na contagem dos títulos; não confie na comparação até que isso seja corrigido.",
    /** Landing beacons the API refused because one address sent too many; `{count}` is how many. */
    refusedBeacons:
      "Sinais de visita recusados por envio em massa (muitos de um mesmo endereço) neste período: {count}. Eles não entram em nenhum dos números.",
    method:
      "Um título só é considerado diferente de A quando o seu intervalo válido a qualquer momento (o gráfico abaixo) exclui o zero: você pode olhar todos os dias e agir já na primeira conclusão, que continua tão segura quanto uma única olhada planejada com antecedência (95%). A receita é líquida de impostos e de reembolsos, em dólares americanos pela tabela de preços.",
  },
  table: {
    caption: "Os três títulos",
    headline: "Título",
    visits: "Visitas",
    visitors: "Visitantes",
    maturing: "Ainda em teste grátis",
    trialRate: "Taxa de teste grátis",
    paidRate: "Taxa de pagantes",
    revenuePerVisitor: "Receita por visitante",
    control: "Controle",
    quoted: "“{headline}”",
    interval: "95%: de {low} a {high}",
    /** Under the paid rate and the revenue: the visitors they count. */
    matured: "de {count} cujo teste grátis já terminou",
    noInterval: "Ainda sem intervalo",
    vsControl: "em relação a A: {diff} (só para uma única olhada: p ajustado {p})",
    none: "Ainda não",
    note: "A taxa de teste grátis conta todos os visitantes. A taxa de pagantes e a receita por visitante contam apenas os visitantes vistos pela primeira vez há pelo menos {days} dias mais um dia, cujo teste grátis teve tempo de virar um pagamento; “Ainda em teste grátis” são os demais. Os números “em relação a A” e o seu p valem só para uma única olhada planejada; as conclusões se baseiam nos intervalos válidos a qualquer momento.",
  },
  /** Differences of rates, in percentage points. */
  points: "{value}\u00a0p.p.",
  forest: {
    title: "Diferenças em relação a A, com intervalos válidos a qualquer momento",
    zero: "Cada barra cobre o intervalo válido a qualquer momento de um título, e o ponto, a sua diferença; a linha tracejada indica nenhuma diferença, e a faixa sombreada, a menor diferença que vale a pena, para um lado ou para o outro.",
    valid:
      "Válido a qualquer momento quer dizer: olhe quando quiser. Não importa quantas vezes você confira, uma barra que não toca a linha tracejada é tão segura quanto uma única olhada planejada com antecedência; uma barra dentro da faixa indica que não há diferença que valha a pena.",
    none: "Ainda não há visitantes suficientes para comparar.",
  },
  /** The plan: the smallest lift worth having per figure, and the sample and days it takes. */
  plan: {
    title: "Por quanto tempo continuar",
    lede: "Defina, para cada indicador, o menor aumento em relação a A que vale a pena; a página calcula quantos visitantes cada título precisa para mostrá-lo.",
    legend: "Menor aumento em relação a A que vale a pena",
    range: "Uma porcentagem de {min} a {max}.",
    /** A lift in the page's address that is none (typed or kept from elsewhere): said, and the default used. */
    refused:
      "O endereço pede um aumento de “{value}” para “{figure}”, o que não é uma porcentagem de {min} a {max}: o plano usa o padrão, {default}%.",
    submit: "Atualizar o plano",
    reset: "Voltar aos padrões",
    caption: "O plano",
    metric: "Indicador",
    lift: "Aumento que vale a pena",
    baseline: "A agora",
    assumed: "{value} (suposição)",
    needed: "Visitantes necessários por título",
    counted: "Até agora",
    daysLeft: "Dias restantes",
    reached: "Alcançado",
    unknown: "Ainda não se sabe",
    impossible: "Inalcançável",
    explain: {
      lift: "Aumento que vale a pena: a menor melhora em relação a A que faria você trocar de título; as menores não compensam o esforço.",
      needed:
        "Visitantes necessários: quantos cada título precisa para que, se ele de fato superar A por esse aumento, as conclusões digam isso em {power} dos experimentos.",
      counted:
        "Até agora: quantos visitantes tem hoje o título com menos visitantes; para a taxa de pagantes e a receita, só contam os visitantes cujo teste grátis já terminou.",
      daysLeft:
        "Dias restantes: no ritmo de cada título neste período (cerca de {perDay} visitantes por dia cada um); a taxa de pagantes e a receita também esperam {days} dias mais um dia até que os testes grátis dos últimos visitantes terminem.",
      assumed:
        "Até A ter {trials} testes grátis ({trials} pagantes cujo teste grátis já terminou, para a taxa de pagantes e a receita), o plano parte dos números marcados como “suposição”, típicos deste site, e depois dos próprios números de A.",
      nStar:
        "Os intervalos válidos a qualquer momento ficam mais estreitos por volta de {nStar} visitantes por título; com outras quantidades eles valem do mesmo jeito, só ficam um pouco mais largos.",
    },
  },
  chart: {
    title: "Visitantes por título ao longo do tempo",
    description: "Visitantes contados até agora em cada título, dia a dia.",
    none: "Ainda não há visitantes.",
  },
  /** Sales by the campaign code paid with (app/catalogue/campaign-codes.ts). */
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
    summary: "Baixar o resumo por título (CSV)",
    /** The summary's file name, without the extension. */
    summaryFileName: "experimento-titulos-resumo-{date}",
    note: "Nos dois arquivos, a receita está em dólares americanos, líquida de impostos, de reembolsos e de contestações perdidas. O arquivo diário informa, para cada dia, se os testes grátis de todos os seus visitantes já terminaram.",
  },
} satisfies OwnerCopy;
