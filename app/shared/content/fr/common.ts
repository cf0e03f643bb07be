// French: what every page shares — header, footer, language switcher, consent banner, sign-in
// alert, the not-found and error screens — and the site's description. `{name}` placeholders are
// filled in by the page (shared/content/fill.ts); every language has the same ones (shared/content/copy.test.ts).
import type { CommonCopy } from "../copy.ts";

export const common = {
  description:
    "Transformez vos photos en chanson originale en quelques minutes. Commencez par un essai gratuit de {days}\u00a0jours.",
  skipToContent: "Aller au contenu",
  nav: { main: "Principal", footer: "Pied de page", pricing: "Tarifs", contact: "Nous contacter" },
  rights: "© {year} {product}. Tous droits réservés.",
  signUp: "S’inscrire",
  logIn: "Se connecter",
  logOut: "Se déconnecter",
  yourAccount: "Votre compte",
  /** The signed-in person's menu in the header. */
  accountMenu: {
    label: "Compte",
    manage: "Gérer l’abonnement",
    none: "Pas encore d’abonnement",
    experiment: "Expérience sur les titres",
    addedByEmail: "Ajouté parce qu’il a été acheté avec votre adresse e-mail.",
    notMine: "Pas à moi : le retirer",
    notMineFailed: "Impossible de le retirer pour l’instant. Réessayez dans un moment.",
  },
  holdings: {
    plan: "Formule {plan}",
    research: "Abonnement aux recherches",
    price: { month: "{price} par mois", year: "{price} par an" },
    standing: {
      trial: "Essai gratuit jusqu’au {date}, puis {price}",
      active: "Renouvellement le {date} pour {price}",
      ending: "Résiliation confirmée : accès jusqu’au {date}, plus aucun prélèvement",
      pastDue: "Dernier paiement refusé : mettez votre carte à jour",
      ended: "A pris fin le {date}",
    },
    discounted: {
      until: "{charge} avec {code} jusqu’au {date}, puis {price}",
      once: "{charge} une fois avec {code}, puis {price}",
      always: "{charge} avec {code}",
    },
    tax: {
      included: {
        EUR: "{price} dont {tax} de TVA",
        JPY: "{price} dont {tax} de taxe sur la consommation",
        other: "{price} dont {tax} de taxes",
      },
      added: "{price} + {tax} de taxes",
      /** A price whose tax, added where the buyer lives, is not known yet (the price after a code ends). */
      plus: "{price} + taxes",
    },
  },
  /** Every footer's way to cancel (in German, § 312k BGB's words exactly). */
  cancelSubscription: "Résilier l’abonnement",
  /** Every footer's legal pages; `notice` is the market's (features/legal/, shared/content/legal-notice.ts). */
  legal: { privacy: "Confidentialité", terms: "Conditions générales", notice: "Mentions légales" },
  languages: {
    label: "Langue",
    /** Shown once to a visitor whose browser prefers this language, in this language. */
    offer: "Cette page existe aussi en français.",
    accept: "Lire en français",
    dismiss: "Non merci",
  },
  consent: {
    title: "Cookies de mesure d’audience",
    text: "Nous aimerions mesurer la façon dont les visiteurs utilisent ce site, pour l’améliorer. Rien n’est enregistré à des fins de mesure d’audience tant que vous n’avez pas accepté.",
    accept: "Accepter",
    reject: "Refuser",
    settings: "Paramètres des cookies",
  },
  authAlert: {
    title: "La connexion a échoué",
    dismiss: "Fermer",
    unreachable: "Impossible de joindre le service de connexion. Vérifiez votre accès à Internet, puis réessayez.",
    busy: "Le service de connexion rencontre des difficultés. Veuillez réessayer dans quelques minutes.",
    cancelled: "L’inscription a été annulée, rien n’a été créé. Vous pouvez recommencer quand vous le souhaitez.",
    expired: "Ce lien de connexion a déjà été utilisé ou a expiré. Veuillez vous reconnecter.",
    confirm: "Le service de connexion a besoin d’une étape de plus. Veuillez vous reconnecter.",
    blocked:
      "Votre navigateur a bloqué la fenêtre de connexion. Autorisez les fenêtres pop-up pour ce site, puis réessayez.",
    storage:
      "Pour vous inscrire ou vous connecter, autorisez les données de site (cookies) pour ce site : la connexion garde une note dans votre navigateur pendant que vous êtes sur la page de connexion.",
    failed: "La connexion n’a pas abouti cette fois-ci. Veuillez réessayer.",
    code: "Code d’erreur : {code}",
  },
  notFound: {
    code: "404",
    title: "Cette page a fait une fausse note",
    text: "Impossible de trouver la page que vous cherchez. Elle a peut-être été déplacée, ou le lien contient une faute de frappe.",
    pageTitle: "Page introuvable",
  },
  error: {
    code: "Oups",
    title: "Un problème est survenu",
    text: "Une erreur inattendue a empêché le chargement de cette page. Réessayez, ou revenez à la page d’accueil.",
    pageTitle: "Un problème est survenu",
  },
  /** A quotation in the language's quotation marks. */
  quote: "« {text} »",
  unknownTicker: "Aucune analyse pour cette page",
  home: "Aller à l’accueil",
  seePricing: "Voir les tarifs",
  shareImageAlt: "{product} : transformez vos photos en chanson",
} satisfies CommonCopy;
