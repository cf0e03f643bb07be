// French: the pricing page and the plans' words. Figures come in as placeholders: prices and
// percentages ('50%', '50 %') formatted for the page's language and currency, the rest derived from
// the plans (shared/content/plans.ts).
import type { PricingCopy } from "../copy";

export const pricing = {
  pageTitle: "Tarifs · {product}",
  title: "Commencez par un essai gratuit de {days} jours",
  lede: "Choisissez une offre, créez des chansons toute la semaine, et ne payez rien si vous annulez avant la fin de l’essai.",
  toggleLabel: "Période de facturation",
  periodLabels: { monthly: "Mensuel", annual: "Annuel" },
  discountBadge: "−{percent}",
  mostBought: "Le plus choisi",
  choose: "Essayer {plan} gratuitement",
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
  notes: [
    "{creditsPerSong} crédits = 1 chanson.",
    "Chaque offre commence par un essai gratuit de {days} jours ; vous n’êtes débité qu’à la fin de l’essai.",
    "Annulez à tout moment, en deux clics, depuis votre compte.",
    "La facturation annuelle revient {percent} moins cher que le tarif mensuel et est prélevée une fois par an.",
    "Les prix sont indiqués en euros. Des taxes peuvent s’appliquer selon votre pays de résidence.",
  ],
  /** Names of the offers in search engines' structured data. */
  offerNames: { monthly: "{plan} mensuel", annual: "{plan} annuel" },
} satisfies PricingCopy;
