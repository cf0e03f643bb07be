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
      negligible:
        "Aucune différence utile de revenus entre {variant} et A : quelle qu’elle soit, elle est inférieure à la hausse que vous avez fixée. Vous pouvez arrêter l’expérience.",
    },
    paidRate: {
      more: "Les visiteurs de {variant} sont proportionnellement plus nombreux à payer que ceux de A.",
      less: "Les visiteurs de {variant} sont proportionnellement moins nombreux à payer que ceux de A.",
      unclear: "Pas encore de différence nette de visiteurs payants entre {variant} et A.",
      negligible:
        "Aucune différence utile de visiteurs payants entre {variant} et A : quelle qu’elle soit, elle est inférieure à la hausse que vous avez fixée. Vous pouvez arrêter l’expérience.",
    },
    trialRate: {
      more: "{variant} génère plus d’essais que A.",
      less: "{variant} génère moins d’essais que A.",
      unclear: "Pas encore de différence nette d’essais entre {variant} et A.",
      negligible:
        "Aucune différence utile d’essais entre {variant} et A : quelle qu’elle soit, elle est inférieure à la hausse que vous avez fixée. Vous pouvez arrêter l’expérience.",
    },
    srm: "Alerte : les titres n’ont pas reçu des parts égales de visiteurs (déséquilibre du ratio d’échantillonnage, SRM ; p {p}). Quelque chose ne va pas dans le tirage ou le comptage des titres ; ne vous fiez pas à la comparaison tant que ce n’est pas corrigé.",
    /** Landing beacons the API refused because one address sent too many; `{count}` is how many. */
    refusedBeacons:
      "Signaux de visite refusés comme envoi massif (trop nombreux depuis une même adresse) sur cette période : {count}. Ils ne figurent dans aucun des chiffres.",
    method:
      "Un titre n’est dit différent de A que si son intervalle valable à tout moment (le graphique ci-dessous) exclut zéro : vous pouvez regarder chaque jour et agir dès la première conclusion, elle reste aussi sûre qu’un seul coup d’œil prévu à l’avance (95\u00a0%). Les revenus s’entendent hors taxes et hors remboursements, en dollars US selon la grille tarifaire.",
  },
  table: {
    caption: "Les trois titres",
    headline: "Titre",
    visits: "Visites",
    visitors: "Visiteurs",
    maturing: "Encore en essai",
    trialRate: "Taux d’essai",
    paidRate: "Taux de payants",
    revenuePerVisitor: "Revenu par visiteur",
    control: "Témoin",
    quoted: "« {headline} »",
    interval: "95\u00a0% : de {low} à {high}",
    /** Under the paid rate and the revenue: the visitors they count. */
    matured: "sur {count} dont l’essai est terminé",
    noInterval: "Pas encore d’intervalle",
    vsControl: "face à A : {diff} (pour un seul coup d’œil : p ajusté {p})",
    none: "Pas encore",
    note: "Le taux d’essai compte tous les visiteurs. Le taux de payants et le revenu par visiteur ne comptent que les visiteurs vus pour la première fois il y a au moins {days} jours plus un jour, dont l’essai a eu le temps de se transformer en paiement ; « Encore en essai » désigne les autres. Les chiffres « face à A » et leur p ne valent que pour un seul coup d’œil prévu à l’avance ; les conclusions s’appuient sur les intervalles valables à tout moment.",
  },
  /** Differences of rates, in percentage points. */
  points: "{value}\u00a0pts",
  forest: {
    title: "Écarts par rapport à A, avec des intervalles valables à tout moment",
    zero: "Chaque barre couvre l’intervalle valable à tout moment d’un titre, le point son écart ; la ligne pointillée marque l’absence de différence, la bande grisée la plus petite différence utile, dans un sens comme dans l’autre.",
    valid:
      "Valable à tout moment signifie : regardez quand vous voulez. Quel que soit le nombre de vos vérifications, une barre qui ne touche pas la ligne pointillée est aussi sûre qu’un seul coup d’œil prévu à l’avance ; une barre à l’intérieur de la bande signifie qu’il n’y a pas de différence utile.",
    none: "Pas encore assez de visiteurs pour comparer.",
  },
  /** The plan: the smallest lift worth having per figure, and the sample and days it takes. */
  plan: {
    title: "Combien de temps continuer",
    lede: "Fixez, pour chaque indicateur, la plus petite hausse par rapport à A qui en vaille la peine ; la page calcule combien de visiteurs il faut à chaque titre pour la mettre en évidence.",
    legend: "Plus petite hausse utile par rapport à A",
    range: "Un pourcentage de {min} à {max}.",
    /** A lift in the page's address that is none (typed or kept from elsewhere): said, and the default used. */
    refused:
      "L’adresse demande une hausse de « {value} » pour « {figure} », ce qui n’est pas un pourcentage de {min} à {max} : le plan utilise la valeur par défaut, {default}\u00a0%.",
    submit: "Mettre à jour le plan",
    reset: "Revenir aux valeurs par défaut",
    caption: "Le plan",
    metric: "Indicateur",
    lift: "Hausse utile",
    baseline: "A actuellement",
    assumed: "{value} (hypothèse)",
    needed: "Visiteurs nécessaires par titre",
    counted: "Jusqu’ici",
    daysLeft: "Jours restants",
    reached: "Atteint",
    unknown: "Pas encore connu",
    impossible: "Hors de portée",
    explain: {
      lift: "Hausse utile : la plus petite amélioration par rapport à A qui vous ferait changer de titre ; en dessous, cela n’en vaut pas la peine.",
      needed:
        "Visiteurs nécessaires : combien il en faut à chaque titre pour que, s’il bat vraiment A de cette hausse, les conclusions le disent dans {power} des expériences.",
      counted:
        "Jusqu’ici : le nombre qu’a maintenant le titre qui en a le moins ; pour le taux de payants et le revenu, seuls comptent les visiteurs dont l’essai est terminé.",
      daysLeft:
        "Jours restants : au rythme de chaque titre sur cette période (environ {perDay} visiteurs par jour chacun) ; pour le taux de payants et le revenu, il faut aussi attendre {days} jours plus un jour pour que les essais des derniers visiteurs se terminent.",
      assumed:
        "Tant que A n’a pas {trials} essais ({trials} payants dont l’essai est terminé, pour le taux de payants et le revenu), le plan part des chiffres marqués « hypothèse », typiques de ce site, puis de ceux de A.",
      nStar:
        "Les intervalles valables à tout moment sont les plus étroits autour de {nStar} visiteurs par titre ; avec d’autres effectifs, ils restent tout aussi valables, juste un peu plus larges.",
    },
  },
  chart: {
    title: "Visiteurs par titre au fil du temps",
    description: "Visiteurs comptés jusqu’ici pour chaque titre, jour après jour.",
    none: "Aucun visiteur pour l’instant.",
  },
  /** Sales by the campaign code paid with (app/catalogue/campaign-codes.ts). */
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
    summary: "Télécharger le résumé par titre (CSV)",
    /** The summary's file name, without the extension. */
    summaryFileName: "experience-titres-resume-{date}",
    note: "Dans les deux fichiers, les revenus sont en dollars US, hors taxes, après déduction des remboursements et des litiges perdus. Le fichier quotidien indique, pour chaque jour, si les essais de ses visiteurs sont tous terminés.",
  },
} satisfies OwnerCopy;
