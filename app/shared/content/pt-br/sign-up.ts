// Brazilian Portuguese: the /signup hand-off page, which sends the visitor on to the hosted sign-up
// (or, signed in already, to the plan's checkout), and what it says when it cannot.
import type { SignUpCopy } from "../copy.ts";

export const signUp = {
  title: "Levando você ao cadastro…",
  text: "Só um instante: estamos abrindo uma página de cadastro segura — ou o pagamento, se você já tiver entrado na sua conta.",
  failedTitle: "O cadastro não abriu",
  noScriptTitle: "O cadastro precisa de JavaScript",
  noScriptText:
    "Nossa página de cadastro segura funciona no seu navegador com JavaScript. Ative o JavaScript para este site e tente novamente.",
  retry: "Tentar novamente",
  back: "Ver os planos",
  /** The same page at /account: the subscription's portal, after logging in when needed. */
  account: {
    title: "Abrindo sua assinatura…",
    text: "Só um instante: estamos abrindo sua assinatura no nosso provedor de pagamento — depois que você entrar na sua conta, se for preciso.",
    failedTitle: "Não foi possível abrir sua assinatura",
    noScriptTitle: "O gerenciamento da assinatura precisa de JavaScript",
    noScriptText:
      "O login e o gerenciamento da sua assinatura funcionam no seu navegador com JavaScript. Ative o JavaScript para este site e tente novamente.",
    /** A Log in press (go=login) in place of the words above, set by the page's script (page-hand-off.ts). */
    login: {
      title: "Levando você ao login…",
      text: "Só um instante: estamos abrindo nossa página de login segura.",
      failedTitle: "O login não abriu",
    },
    /** The API found nothing to manage or cancel for this person. */
    none: "Você ainda não tem uma assinatura com a gente, então não há nada para gerenciar ou cancelar.",
    /** The API or the payment provider could not be reached. */
    unavailable: "Não conseguimos falar com nosso provedor de pagamento agora. Tente novamente em instantes.",
    /** A person picks which subscription they mean, where it is not clear (features/hand-off/page/page-hand-off.ts). */
    choose: { cancel: "Qual assinatura você quer cancelar?", manage: "Qual assinatura você quer gerenciar?" },
    /** For what was bought without an account (or under another email): the provider's own login link. */
    portalLogin:
      "Comprou sem conta ou com outro e-mail? Gerencie ou cancele sua assinatura com o seu e-mail direto no nosso provedor de pagamentos:",
    portalLoginAction: "Entrar no portal do cliente",
  },
} satisfies SignUpCopy;
