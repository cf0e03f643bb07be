// Brazilian Portuguese: the /signup hand-off page, which sends the visitor on to the hosted sign-up
// (or, signed in already, to the plan's checkout), and what it says when it cannot.
import type { SignUpCopy } from "../copy";

export const signUp = {
  title: "Levando você ao cadastro…",
  text: "Só um instante: estamos abrindo uma página de cadastro segura — ou o pagamento, se você já tiver entrado na sua conta.",
  failedTitle: "O cadastro não abriu",
  noScriptTitle: "O cadastro precisa de JavaScript",
  noScriptText:
    "Nossa página de cadastro segura funciona no seu navegador com JavaScript. Ative o JavaScript para este site e tente novamente.",
  retry: "Tentar novamente",
  back: "Ver os planos",
} satisfies SignUpCopy;
