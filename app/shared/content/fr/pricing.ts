// French: the pricing page and the plans' words. Figures come in as placeholders: prices and
// percentages ('50%', '50 %') formatted for the page's language and currency, the rest derived from
// the plans (catalogue/plans.ts).
import type { PricingCopy } from "../copy.ts";

export const pricing = {
  pageTitle: "Tarifs · {product}",
  title: "Commencez par un essai gratuit de {days}\u00a0jours",
  lede: "Choisissez une offre, créez des chansons toute la semaine, et ne payez rien si vous annulez avant la fin de l’essai.",
  /** For a signed-in person who has had their free trial: no trial wording. */
  titleTrialUsed: "Choisissez votre offre",
  ledeTrialUsed:
    "Changez d’offre ou de période de facturation quand vous le souhaitez ; vous payez le prix de l’offre choisie.",
  /** For a signed-in person whose trial is used and who has no plan now (theirs ended, or never began). */
  ledeReturning:
    "Votre essai gratuit a déjà été utilisé. Choisissez une offre dès que vous voulez refaire des chansons.",
  toggleLabel: "Période de facturation",
  periodLabels: { monthly: "Mensuel", annual: "Annuel" },
  discountBadge: "−{percent}",
  mostBought: "Le plus choisi",
  choose: "Essayer {plan} gratuitement",
  /** The button for a person whose free trial is used. */
  chooseTrialUsed: "S’abonner à {plan}",
  yourPlan: "Votre offre",
  switchTo: "Passer à {plan}",
  manage: "Gérer l’abonnement",
  /** After the portal, when the subscription is cancelled: until when it serves. */
  cancelled: "Votre abonnement {plan} est résilié. Vous en profitez jusqu’au {date}.",
  perMonth: "{price}/mois",
  billedMonthly: "facturé chaque mois",
  billedYearly: "facturé {total} par an",
  facts: {
    credits: "{credits} crédits/mois",
    unlimitedCredits: "Crédits illimités",
    songs: "{songs} chansons par mois",
    unlimitedSongs: "Chansons illimitées chaque mois",
    parallel: "{count} générations en parallèle",
  },
  plans: {
    pro: {
      tagline: "Pour mettre en chanson vos moments préférés.",
      features: [
        "Tous les styles et toutes les ambiances",
        "Téléchargement des chansons en MP3",
        "Liens de partage pour vos proches",
      ],
    },
    max: {
      tagline: "Pour les créateurs qui font de chaque album une bande originale.",
      features: [
        "Tout ce qu’inclut Pro",
        "Chansons longues, jusqu’à 4 minutes",
        "Paroles et styles vocaux personnalisés",
        "Génération prioritaire",
        "Licence d’utilisation commerciale",
      ],
    },
  },
  /** Not shown to a person whose free trial is used. */
  trialNote:
    "Votre première offre commence par un essai gratuit de {days}\u00a0jours, un seul par personne ; vous n’êtes débité qu’à la fin de l’essai.",
  notes: [
    "{creditsPerSong} crédits = 1 chanson.",
    "Résiliez à tout moment via le lien « Résilier l’abonnement », en bas de chaque page.",
    "La facturation annuelle revient {percent} moins cher que le tarif mensuel et est prélevée une fois par an.",
    "Les prix sont indiqués en euros, TVA incluse.",
  ],
  /** Names of the offers in search engines' structured data. */
  offerNames: { monthly: "{plan} mensuel", annual: "{plan} annuel" },
} satisfies PricingCopy;
