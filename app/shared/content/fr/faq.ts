// French: the FAQ of the landing and pricing pages, eight questions.
import type { FaqCopy } from "../copy.ts";

export const faq = {
  title: "Vos questions, nos réponses",
  contactLead: "Encore une question ? Écrivez-nous à",
  /** Joins the plans' credit lines in the credits answer ('Pro includes …; Max has no limit'). */
  planCredits: {
    limited: "{plan} comprend {credits} crédits par mois",
    unlimited: "{plan} est sans limite",
    separator: " ; ",
  },
  items: [
    {
      question: "Comment {product} transforme-t-il des photos en chanson ?",
      answer:
        "Vous importez quelques photos. Notre IA y repère vos moments — les personnes, les lieux, l’ambiance —, écrit des paroles qui les racontent, puis compose autour de ces paroles une chanson originale, avec voix et instruments.",
    },
    {
      question: "Combien de photos faut-il ?",
      answer:
        "Une seule suffit, et jusqu’à 20, c’est l’idéal. Quelques photos d’une même journée ou d’un même voyage donnent à la chanson une histoire à raconter.",
    },
    {
      question: "Combien de temps faut-il pour créer une chanson ?",
      answer:
        "En général, moins de deux minutes. Avec les générations en parallèle, vous pouvez créer plusieurs versions à la fois et garder celle que vous préférez.",
    },
    {
      question: "Qu’est-ce qu’un crédit ?",
      answer: "Les chansons se comptent en crédits : il faut {creditsPerSong} crédits pour une chanson. {planCredits}.",
    },
    {
      question: "Comment fonctionne l’essai gratuit ?",
      answer:
        "Votre première offre commence par un essai gratuit de {days}\u00a0jours, un seul par personne. Vous n’êtes débité qu’à la fin de l’essai, et si vous résiliez avant, vous ne payez rien.",
    },
    {
      question: "Puis-je annuler à tout moment ?",
      answer:
        "Oui. Le lien « Résilier l’abonnement », en bas de chaque page, permet de résilier sans compte : indiquez l’e-mail utilisé pour l’achat et nous vous envoyons un lien à usage unique (connecté, vous résiliez directement depuis votre compte). Vous gardez l’accès jusqu’à la fin de la période payée, et une confirmation suit par e-mail.",
    },
    {
      question: "À qui appartiennent les chansons que je crée ?",
      answer:
        "À vous. Vous pouvez les garder, les télécharger et les partager. Max ajoute une licence d’utilisation commerciale, par exemple pour des vidéos que vous monétisez.",
    },
    {
      question: "Mes photos restent-elles privées ?",
      answer:
        "Oui. Vos photos servent uniquement à créer votre chanson, ne sont jamais partagées ni vendues, et vous pouvez les supprimer, ainsi que vos chansons, à tout moment.",
    },
  ],
} satisfies FaqCopy;
