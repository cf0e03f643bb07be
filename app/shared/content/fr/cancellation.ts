// French: cancelling without an account — /cancel, which every footer links, and /cancel/confirm,
// the mailed link's page.
import type { CancellationCopy } from "../copy.ts";

export const cancellation = {
  request: {
    pageTitle: "Résilier votre abonnement",
    title: "Résilier votre abonnement",
    lede: "Vous pouvez résilier à tout moment, sans motif et sans compte. Votre abonnement court alors jusqu’à la fin de la période payée (ou de votre essai gratuit), et plus rien n’est prélevé.",
    account: {
      title: "Vous avez un compte ?",
      text: "Résiliez directement depuis votre compte, sans passer par un e-mail.",
      action: "Résilier dans votre compte",
    },
    form: {
      title: "Résilier avec votre adresse e-mail",
      steps: [
        "Indiquez l’adresse e-mail utilisée pour l’achat et l’abonnement à résilier.",
        "Nous vous envoyons un lien par e-mail. Il fonctionne une seule fois, pendant {minutes} minutes.",
        "Ouvrez-le et appuyez sur « {button} ». Une confirmation suit par e-mail.",
      ],
      email: "Votre adresse e-mail",
      contract: "Quel abonnement voulez-vous résilier ?",
      plan: "Une formule de l’app ({plans})",
      research: "L’abonnement aux recherches",
      submit: "Recevoir le lien",
      sending: "Envoi en cours…",
    },
    sent: "Si un abonnement de ce type est associé à {email}, nous y avons envoyé un lien valable {minutes} minutes.",
    sentToGiven:
      "Si un abonnement de ce type est associé à l’adresse indiquée, nous y avons envoyé un lien valable {minutes} minutes.",
    errors: {
      invalid: "Cette adresse e-mail ne semble pas valide. Vérifiez-la et réessayez.",
      busy: "Trop de demandes à l’instant. Patientez quelques minutes, puis réessayez.",
      unavailable:
        "Nous n’avons pas pu envoyer le lien pour le moment. Réessayez dans un instant ou écrivez à {contact}.",
    },
  },
  confirm: {
    pageTitle: "Confirmer la résiliation",
    title: "Résilier votre abonnement",
    lede: "Ce lien résilie l’abonnement pour lequel il a été envoyé. Celui-ci court alors jusqu’à la fin de la période payée (ou de votre essai gratuit), et plus rien n’est prélevé.",
    checking: "Recherche de l’abonnement…",
    what: "Vous résiliez :",
    button: "Résilier maintenant",
    cancelling: "Résiliation en cours…",
    withdrawal: {
      title: "Exercer votre droit de rétractation",
      offer:
        "Jusqu’au {until}, vous pouvez vous rétracter du contrat sans donner de motif. Votre abonnement prend alors fin immédiatement, et non à la fin de la période.",
      refund: "Nous vous remboursons {refund}.",
      trial: "Rien n’a encore été payé : rien ne sera prélevé.",
      offerUnnamed:
        "Dans les {withdrawalDays} jours qui suivent l’achat, vous pouvez vous rétracter du contrat sans donner de motif. Votre abonnement prend alors fin immédiatement, et non à la fin de la période, et nous vous remboursons ce que vous avez payé, moins les jours de service payant déjà utilisés.",
      button: "Se rétracter et arrêter maintenant",
      withdrawing: "Rétractation en cours…",
      retry:
        "La rétractation n’a pas pu aboutir pour le moment, et rien n’a encore changé. Réessayez dans un instant ou écrivez à {contact}.",
    },
    withdrawn: {
      title: "Votre rétractation est enregistrée",
      text: "Votre abonnement prend fin dès maintenant. Nous remboursons {refund} sur la carte avec laquelle vous avez payé ; une confirmation vous est envoyée par e-mail.",
      textTrial:
        "Votre abonnement prend fin dès maintenant, et rien ne sera prélevé. Une confirmation vous est envoyée par e-mail.",
      textUnnamed:
        "Votre abonnement prend fin dès maintenant. Tout ce que vous avez payé est remboursé sur la carte avec laquelle vous avez payé ; une confirmation vous est envoyée par e-mail.",
    },
    done: {
      title: "Votre abonnement est résilié",
      text: "{holding}. Une confirmation vous est envoyée par e-mail.",
      textUnnamed:
        "Vous en profitez jusqu’à la fin de la période payée, et plus rien n’est prélevé. Une confirmation vous est envoyée par e-mail.",
    },
    used: {
      title: "Ce lien a déjà servi",
      text: "Chaque lien ne fonctionne qu’une fois. Si votre abonnement court toujours, demandez un nouveau lien.",
    },
    expired: {
      title: "Ce lien a expiré",
      text: "Un lien de résiliation ne fonctionne que peu de temps. Demandez-en un nouveau : c’est l’affaire d’une minute.",
    },
    newLink: "Demander un nouveau lien",
    retry:
      "La résiliation n’a pas pu aboutir pour le moment, et rien n’a encore changé. Réessayez dans un instant ou écrivez à {contact}.",
  },
} satisfies CancellationCopy;
