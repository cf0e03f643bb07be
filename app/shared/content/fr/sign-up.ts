// French: the /signup hand-off page, which sends the visitor on to the hosted sign-up (or, signed
// in already, to the plan's checkout), and what it says when it cannot.
import type { SignUpCopy } from "../copy";

export const signUp = {
  title: "Direction l’inscription…",
  text: "Un instant : nous ouvrons une page d’inscription sécurisée, ou votre paiement si vous êtes déjà connecté.",
  failedTitle: "L’inscription n’a pas pu s’ouvrir",
  noScriptTitle: "L’inscription nécessite JavaScript",
  noScriptText:
    "Notre page d’inscription sécurisée fonctionne dans votre navigateur grâce à JavaScript. Activez JavaScript pour ce site et réessayez.",
  retry: "Réessayer",
  back: "Voir les offres",
} satisfies SignUpCopy;
