// French: the /signup hand-off page, which sends the visitor on to the hosted sign-up (or, signed
// in already, to the plan's checkout), and what it says when it cannot.
import type { SignUpCopy } from "../copy.ts";

export const signUp = {
  title: "Direction l’inscription…",
  text: "Un instant : nous ouvrons une page d’inscription sécurisée, ou votre paiement si vous êtes déjà connecté.",
  failedTitle: "L’inscription n’a pas pu s’ouvrir",
  noScriptTitle: "L’inscription nécessite JavaScript",
  noScriptText:
    "Notre page d’inscription sécurisée fonctionne dans votre navigateur grâce à JavaScript. Activez JavaScript pour ce site et réessayez.",
  retry: "Réessayer",
  back: "Voir les offres",
  /** The same page at /account: the subscription's portal, after logging in when needed. */
  account: {
    title: "Ouverture de votre abonnement…",
    text: "Un instant : nous ouvrons votre abonnement chez notre prestataire de paiement, après votre connexion si nécessaire.",
    failedTitle: "Votre abonnement n’a pas pu s’ouvrir",
    noScriptTitle: "La gestion de l’abonnement nécessite JavaScript",
    noScriptText:
      "La connexion et la gestion de votre abonnement fonctionnent dans votre navigateur grâce à JavaScript. Activez JavaScript pour ce site et réessayez.",
    /** A Log in press (go=login) in place of the words above, set by the page's script (page-hand-off.ts). */
    login: {
      title: "Direction la connexion…",
      text: "Un instant : nous ouvrons notre page de connexion sécurisée.",
      failedTitle: "La page de connexion n’a pas pu s’ouvrir",
    },
    /** The API found nothing to manage or cancel for this person. */
    none: "Vous n’avez pas encore d’abonnement chez nous : il n’y a donc rien à gérer ni à résilier.",
    /** The API or the payment provider could not be reached. */
    unavailable: "Impossible de joindre notre prestataire de paiement pour le moment. Réessayez dans un instant.",
    /** A person picks which subscription they mean, where it is not clear (features/hand-off/page/page-hand-off.ts). */
    choose: { cancel: "Quel abonnement voulez-vous résilier ?", manage: "Quel abonnement voulez-vous gérer ?" },
    /** For what was bought without an account (or under another email): the provider's own login link. */
    portalLogin:
      "Acheté sans compte, ou avec une autre adresse e-mail ? Gérez ou résiliez votre abonnement avec votre e-mail directement chez notre prestataire de paiement :",
    portalLoginAction: "Se connecter à l’espace client",
  },
} satisfies SignUpCopy;
