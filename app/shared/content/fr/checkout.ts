// French: after the checkout — /success while it confirms the payment with the provider (and when
// it cannot), /failure on its way to /glow, and /glow itself.
import type { CheckoutCopy } from "../copy.ts";

export const checkout = {
  successPageTitle: "Votre paiement",
  confirming: "Confirmation de votre paiement…",
  leaving: "Redirection en cours…",
  continue: "Continuer",
  noScript: {
    title: "Cette page a besoin de JavaScript",
    body: "JavaScript est désactivé dans ce navigateur : cette page ne peut donc pas afficher l’issue de votre paiement. Si vous avez souscrit un abonnement, sa confirmation est en route vers l’adresse e-mail indiquée lors du paiement. Sinon, rien n’a été débité.",
  },
  missing: {
    title: "Nous n’avons pas trouvé ce paiement",
    body: "Cette page confirme un paiement quand la page de paiement vous y renvoie, et ce lien ne correspond à aucun paiement que nous connaissons. Si vous avez souscrit un abonnement, tous les détails figurent dans la confirmation envoyée à l’adresse e-mail indiquée lors du paiement.",
    action: "Voir les offres",
  },
  notCompleted: {
    title: "Votre paiement n’a pas abouti",
    body: "Aucun montant n’a été prélevé. Vous pouvez choisir une offre et réessayer quand vous le souhaitez.",
    action: "Retour aux offres",
  },
  unreachable: {
    title: "Nous n’avons pas encore pu confirmer votre paiement",
    body: "Votre paiement est en sécurité, mais le prestataire de paiement est injoignable pour le moment. Réessayez dans un instant.",
    retry: "Réessayer",
  },
  glow: {
    pageTitle: "Bienvenue",
    loading: "Chargement de votre compte…",
    paid: {
      title: "C’est parti, bienvenue à bord !",
      next: "Voici comment créer votre première chanson :",
      lede: "Votre essai gratuit de {days}\u00a0jours a commencé. {next}",
      /** Once the site knows the person's plan: which, and until when the trial runs or when it renews. */
      ledeTrial:
        "L’essai gratuit de votre formule {plan} dure jusqu’au {date} ; votre premier paiement de {price} aura lieu ce jour-là. {next}",
      ledeActive: "Votre formule {plan} est active et sera renouvelée le {date} pour {price}. {next}",
      /** A paid browser whose purchase the page cannot name (not signed in, no word from /success). */
      ledeNeutral:
        "Merci ! Votre achat est confirmé ; le détail est en route vers l’adresse e-mail indiquée lors du paiement.",
      ledeConfirmed:
        "Votre formule est confirmée ; le détail est en route vers l’adresse e-mail indiquée lors du paiement. {next}",
      steps: [
        "Consultez votre boîte mail : la confirmation de votre achat est en route vers l’adresse e-mail indiquée lors du paiement.",
        "Sélectionnez quelques photos d’une journée dont vous voulez garder le souvenir.",
        "Choisissez une ambiance : votre chanson est prête en deux minutes environ.",
      ],
      openApp: "Ouvrir l’app",
      action: "Retour à l’accueil",
    },
    unpaid: {
      title: "Aucun paiement n’a été effectué",
      lede: "Vous avez quitté le paiement avant de payer : rien n’a été débité. Vous pouvez choisir une offre quand vous le souhaitez.",
      ledeTrial:
        "Vous avez quitté le paiement avant de payer : rien n’a été débité. Votre essai gratuit de {days} jours vous attend quand vous le souhaitez.",
      action: "Voir les offres et tarifs",
      subscriberTitle: "Votre offre {plan} reste inchangée",
      subscriberLede:
        "Vous avez quitté le paiement avant de payer : rien n’a été débité et votre offre reste telle qu’elle était.",
      subscriberAction: "Retour à votre offre",
      declined:
        "Votre carte a été refusée ? Dans ce cas non plus, rien n’a été débité. Recommencez et payez avec une autre carte.",
      declinedAction: "Essayer une autre carte",
    },
    /** A person whose subscription is cancelled, failing or over: said plainly, never a welcome. */
    standing: {
      endingTitle: "{name} : résiliation enregistrée",
      pastDueTitle: "Votre dernier paiement n’a pas abouti",
      endedTitle: "{name} : abonnement terminé",
      lede: "{standing}.",
    },
    research: {
      title: "Vos recherches sont débloquées",
      lede: "Votre essai gratuit de {days} jours a commencé. {open}",
      ledeConfirmed:
        "Votre abonnement aux recherches est confirmé ; le détail est en route vers l’adresse e-mail indiquée lors du paiement. {open}",
      ledeKnown: "{standing}. {open}",
      open: "Ouvrez les recherches sur le titre de votre choix :",
      openResearch: "Ouvrir les recherches",
    },
    help: "Une question sur la facturation ? Écrivez à",
  },
} satisfies CheckoutCopy;
