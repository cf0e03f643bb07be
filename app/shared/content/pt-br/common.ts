// Brazilian Portuguese: what every page shares — header, footer, language switcher, consent banner,
// sign-in alert, the not-found and error screens — and the site's description.
import type { CommonCopy } from "../copy.ts";

export const common = {
  description:
    "Transforme suas fotos em uma música original em minutos. Comece com um teste grátis de {days}\u00a0dias.",
  skipToContent: "Pular para o conteúdo",
  nav: { main: "Principal", footer: "Rodapé", pricing: "Preços", contact: "Contato" },
  rights: "© {year} {product}. Todos os direitos reservados.",
  signUp: "Cadastre-se",
  logIn: "Entrar",
  logOut: "Sair",
  yourAccount: "Sua conta",
  /** The signed-in person's menu in the header. */
  accountMenu: {
    label: "Conta",
    manage: "Gerenciar assinatura",
    none: "Nenhuma assinatura ainda",
    experiment: "Experimento de títulos",
    addedByEmail: "Adicionada porque foi comprada com o seu e-mail.",
    notMine: "Não é minha: remover",
    notMineFailed: "Não foi possível remover agora. Tente de novo em instantes.",
  },
  holdings: {
    plan: "Plano {plan}",
    research: "Assinatura de pesquisa",
    price: { month: "{price} por mês", year: "{price} por ano" },
    standing: {
      trial: "Teste grátis até {date}, depois {price}",
      active: "Renova em {date} por {price}",
      ending: "Cancelamento confirmado: disponível até {date}, nada mais será cobrado",
      pastDue: "O último pagamento falhou: atualize seu cartão",
      ended: "Terminou em {date}",
    },
    discounted: {
      until: "{charge} com {code} até {date}, depois {price}",
      once: "{charge} uma vez com {code}, depois {price}",
      always: "{charge} com {code}",
    },
    tax: {
      included: {
        EUR: "{price} (IVA de {tax} incluído)",
        JPY: "{price} (imposto sobre o consumo de {tax} incluído)",
        other: "{price} ({tax} de impostos incluídos)",
      },
      added: "{price} + {tax} de impostos",
      /** A price whose tax, added where the buyer lives, is not known yet (the price after a code ends). */
      plus: "{price} + impostos",
    },
  },
  /** Every footer's way to cancel (in German, § 312k BGB's words exactly). */
  cancelSubscription: "Cancelar assinatura",
  /** Every footer's legal pages; `notice` is the market's (features/legal/, shared/content/legal-notice.ts). */
  legal: { privacy: "Privacidade", terms: "Termos de uso", notice: "Informações legais" },
  languages: {
    label: "Idioma",
    /** Shown once to a visitor whose browser prefers this language, in this language. */
    offer: "Esta página também está disponível em português do Brasil.",
    accept: "Ler em português",
    dismiss: "Agora não",
  },
  consent: {
    title: "Cookies de análise",
    text: "Queremos entender como os visitantes usam este site para deixá-lo cada vez melhor. Nenhum dado de análise é armazenado até você aceitar.",
    accept: "Aceitar",
    reject: "Recusar",
    settings: "Configurações de cookies",
  },
  authAlert: {
    title: "Não foi possível entrar",
    dismiss: "Fechar",
    unreachable: "Não conseguimos acessar o serviço de login. Verifique sua conexão e tente novamente.",
    busy: "O serviço de login está com problemas no momento. Tente novamente em alguns minutos.",
    cancelled: "O cadastro foi cancelado e nada foi criado. Você pode começar de novo quando quiser.",
    expired: "O link de login já foi usado ou expirou. Faça login novamente.",
    confirm: "O serviço de login precisa de mais uma etapa sua. Faça login novamente.",
    blocked: "Seu navegador bloqueou a janela de login. Permita pop-ups para este site e tente novamente.",
    storage:
      "Para se cadastrar ou entrar, permita dados de sites (cookies) para este site: o login guarda uma anotação no seu navegador enquanto você está na página de login.",
    failed: "Não foi possível entrar desta vez. Tente novamente.",
    code: "Código do erro: {code}",
  },
  notFound: {
    code: "404",
    title: "Esta página desafinou",
    text: "Não encontramos a página que você procurava. Ela pode ter mudado de endereço, ou o link pode estar errado.",
    pageTitle: "Página não encontrada",
  },
  error: {
    code: "Ops",
    title: "Algo deu errado",
    text: "Um erro inesperado impediu o carregamento desta página. Tente novamente ou volte para a página inicial.",
    pageTitle: "Algo deu errado",
  },
  /** A quotation in the language's quotation marks. */
  quote: "“{text}”",
  unknownTicker: "Não há análises para esta página",
  home: "Ir para a página inicial",
  seePricing: "Ver preços",
  shareImageAlt: "{product}: transforme suas fotos em uma música",
} satisfies CommonCopy;
