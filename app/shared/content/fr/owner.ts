// French: the owner's readout of the headline experiment (/owner/experiment), and its link in the
// owner's account menu (common.accountMenu.experiment).
import type { OwnerCopy } from "../copy.ts";

export const owner = {
  pageTitle: "Expérience sur les titres",
  lede: "Quel titre de la page d’accueil rapporte le plus d’argent. Chaque visiteur est compté sous le premier titre qui lui a été montré : la comparaison reste ainsi équitable, quel que soit le nombre de ses visites.",
  checking: "Vérification de votre identité…",
  loading: "Chargement des chiffres…",
  noScript: "Cette page a besoin de JavaScript : elle charge les chiffres grâce à la connexion du propriétaire.",
  forOwner: {
    title: "Cette page est réservée au propriétaire du site",
    body: "Elle n’affiche les chiffres de l’expérience sur les titres qu’au compte du propriétaire.",
    logIn: "Se connecter",
  },
  unavailable: {
    title: "Impossible de charger les chiffres",
    body: "L’API du site n’a pas répondu. Réessayez dans un instant.",
    retry: "Réessayer",
  },
  period: "Visiteurs vus pour la première fois du {since} au {until} (UTC).",
  verdicts: {
    title: "Ce que l’on peut en conclure",
    notEnough:
      "Pas encore assez de données : chaque titre a besoin d’au moins {visitors} visiteurs et {trials} essais pour que la comparaison ait un sens.",
    /** One line per metric and headline against A: more, less, or no clear difference. */
    revenuePerVisitor: {
      more: "{variant} rapporte plus d’argent que A.",
      less: "{variant} rapporte moins d’argent que A.",
      unclear: "Pas encore de différence nette de revenus entre {variant} et A.",
    },
    paidRate: {
      more: "Les visiteurs de {variant} sont proportionnellement plus nombreux à payer que ceux de A.",
      less: "Les visiteurs de {variant} sont proportionnellement moins nombreux à payer que ceux de A.",
      unclear: "Pas encore de différence nette de visiteurs payants entre {variant} et A.",
    },
    trialRate: {
      more: "{variant} génère plus d’essais que A.",
      less: "{variant} génère moins d’essais que A.",
      unclear: "Pas encore de différence nette d’essais entre {variant} et A.",
    },
    srm: "Alerte : les titres n’ont pas reçu des parts égales de visiteurs (déséquilibre du ratio d’échantillonnage, SRM ; p {p}). Quelque chose ne va pas dans le tirage ou le comptage des titres ; ne vous fiez pas à la comparaison tant que ce n’est pas corrigé.",
    refusedBeacons:
      "Signaux de visite refusés comme envoi massif (trop nombreux depuis une même adresse) sur cette période : {count}. Ils ne figurent dans aucun des chiffres.",
    method:
      "Les intervalles de confiance sont à 95\u00a0%. Un titre n’est dit différent de A que si son intervalle ajusté pour la comparaison de deux titres avec A (Bonferroni) exclut zéro. Les revenus s’entendent hors taxes, en dollars US selon la grille tarifaire.",
  },
  table: {
    caption: "Les trois titres",
    headline: "Titre",
    visits: "Visites",
    visitors: "Visiteurs",
    trialRate: "Taux d’essai",
    paidRate: "Taux de payants",
    revenuePerVisitor: "Revenu par visiteur",
    control: "Témoin",
    quoted: "« {headline} »",
    interval: "95\u00a0% : de {low} à {high}",
    noInterval: "Pas encore d’intervalle",
    vsControl: "face à A : {diff} (p ajusté {p})",
    none: "Pas encore",
  },
  /** Differences of rates, in percentage points. */
  points: "{value}\u00a0pts",
  forest: {
    title: "Écarts par rapport à A, avec des intervalles ajustés pour deux comparaisons",
    zero: "Chaque barre couvre l’intervalle d’un titre, le point son écart ; la ligne pointillée marque l’absence de différence.",
    none: "Pas encore assez de visiteurs pour comparer.",
  },
  chart: {
    title: "Visiteurs par titre au fil du temps",
    description: "Visiteurs comptés jusqu’ici pour chaque titre, jour après jour.",
    none: "Aucun visiteur pour l’instant.",
  },
  codes: {
    caption: "Ventes par code promotionnel",
    note: "Chaque paiement de la période, quel qu’en soit l’auteur, sous le code avec lequel son abonnement a été acheté (ses paiements ultérieurs au prix normal aussi) : ce qui a été payé hors taxes, après la réduction du code, et ce que les codes ont déduit (dollars US selon la grille de prix). Un code ne modifie aucun essai.",
    code: "Code promo",
    none: "Sans code",
    subscriptions: "Abonnements",
    payments: "Paiements",
    revenue: "Chiffre d’affaires",
    discount: "Réductions",
    empty: "Aucun paiement sur cette période pour l’instant.",
  },
  csv: {
    download: "Télécharger les chiffres quotidiens (CSV)",
    /** The file's name, without the extension; `{date}` is today's. */
    fileName: "experience-titres-{date}",
  },
} satisfies OwnerCopy;
