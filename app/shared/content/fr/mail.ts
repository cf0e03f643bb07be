// French: the mails a subscriber gets (app/mail/). A subscription's name differs in gender
// ('Formule Pro', 'Abonnement aux recherches'), so no word here agrees with {name}; a no-break
// space keeps : ; ? ! with the word before. Shape: shared/content/mail-shape.ts.
import type { MailCopy } from "../mail-shape.ts";

export const mail: MailCopy = {
  dir: "ltr",
  fact: "{label}\u00a0: {value}",
  charge: "{amount} le {date}",
  labels: {
    subscription: "Abonnement",
    price: "Prix",
    standing: "État",
    trialEnds: "Fin de l’essai",
    firstCharge: "Premier prélèvement",
    chargedToday: "Prélevé aujourd’hui",
    nextCharge: "Prochain prélèvement",
    before: "Avant",
  },
  billed: { month: "{name}, facturation mensuelle", year: "{name}, facturation annuelle" },
  keep: "Pour continuer, vous n’avez rien à faire.",
  cancelOne: "Résilier\u00a0: {name}",
  footer: {
    subscription:
      "Vous recevez ce message parce que vous avez souscrit un abonnement à {product}. Il concerne votre contrat\u00a0; ce n’est pas de la publicité.",
    request:
      "Vous recevez ce message parce qu’un lien de résiliation a été demandé sur {product} pour cette adresse e-mail.",
    contact: "Une question\u00a0? Répondez à ce message ou écrivez à {email}.",
  },
  confirmation: {
    subject: "{product}\u00a0: confirmation de votre commande ({name})",
    preview: "{name}\u00a0: {standing}.",
    title: "Merci pour votre commande",
    intro:
      "Ce message confirme votre commande chez {product}\u00a0: {name}. Conservez-le\u00a0: il garde la trace de ce que nous avons convenu.",
    trial:
      "Votre essai gratuit se termine le {date}. Si vous ne résiliez pas avant, le premier paiement de {amount} sera prélevé ce jour-là.",
    paid: "Nous avons prélevé {amount} aujourd’hui. L’abonnement se renouvelle de lui-même à la fin de chaque période, au prix de {price}.",
    open: { lead: "Tout est prêt\u00a0:", plan: "Ouvrir l’app {product}", paywall: "Ouvrir les recherches" },
    cancelTitle: "Résilier",
    cancel:
      "Vous pouvez résilier à tout moment, sans donner de motif, sur notre page de résiliation. L’abonnement court alors jusqu’à la fin de la période payée (ou de l’essai) et n’est pas renouvelé.",
    termsLead: "Nos conditions s’appliquent à votre abonnement\u00a0:",
  },
  trialReminder: {
    subject: "Votre essai gratuit ({name}) se termine le {date}",
    preview: "Le {date}, nous prélèverons {amount}, sauf si vous résiliez avant.",
    title: "Votre essai gratuit se termine le {date}",
    body: "Le {date}, votre essai gratuit ({name}) prend fin et nous prélevons {amount} sur votre moyen de paiement\u00a0; ensuite, le prix est de {price}.",
    cancel: "Vous préférez ne pas payer\u00a0? Résiliez avant le {date} et rien ne sera prélevé\u00a0:",
  },
  renewalReminder: {
    subject: "Renouvellement le {date}\u00a0: {name}",
    preview: "Le {date}, nous prélèverons {amount}, sauf si vous résiliez avant.",
    title: "Votre abonnement se renouvelle le {date}",
    body: "Le {date}, votre abonnement ({name}) se renouvelle et nous prélevons {amount} sur votre moyen de paiement.",
    cancel:
      "Vous n’en voulez plus\u00a0? Résiliez avant le {date}\u00a0: plus rien ne sera prélevé, et vous en profitez jusque-là.",
  },
  paymentFailed: {
    subject: "Votre paiement de {amount} n’a pas abouti",
    preview: "Mettez votre carte à jour pour conserver votre abonnement ({name}).",
    title: "Votre paiement n’a pas abouti",
    body: "Nous n’avons pas pu prélever {amount} sur votre moyen de paiement pour votre abonnement ({name}).",
    retry: "Nous réessaierons le {date}. Merci de mettre votre carte à jour d’ici là.",
    noRetry:
      "Nous ne réessaierons pas de nous-mêmes. Pour conserver votre abonnement ({name}), mettez votre carte à jour.",
    update: "Mettre ma carte à jour",
    cancel: "Vous préférez arrêter\u00a0? Vous pouvez aussi résilier\u00a0:",
  },
  cancellation: {
    subject: "Confirmation de votre résiliation ({name})",
    preview: "{standing}.",
    title: "Votre résiliation est confirmée",
    received: "Nous avons reçu votre résiliation ({name}) le {date} à {time} (UTC).",
    ending: "Votre accès ({name}) reste ouvert jusqu’au {date}. Plus rien ne sera prélevé.",
    ended: "Votre abonnement ({name}) a pris fin le {date}. Plus rien ne sera prélevé.",
    again: "Vous avez changé d’avis\u00a0? Vous pouvez revenir à tout moment\u00a0:",
    site: "Aller sur {product}",
  },
  planSwitch: {
    subject: "Changement d’abonnement\u00a0: {name}",
    preview: "Avant\u00a0: {previous}. Désormais\u00a0: {name}, {price}.",
    title: "Votre abonnement a changé",
    body: "Avant\u00a0: {previous}. Désormais\u00a0: {name}, au prix de {price}.",
  },
  cancelLink: {
    subject: "Votre lien de résiliation {product}",
    preview: "Chaque lien ne sert qu’une fois, pendant {minutes}.",
    title: "Résilier votre abonnement",
    intro: "Vous avez demandé sur {product} un moyen de résilier. Choisissez l’abonnement à résilier\u00a0:",
    none: "Nous n’avons trouvé aucun abonnement à résilier pour cette adresse e-mail.",
    choice: "{link} ({standing})",
    expires:
      "Chaque lien ne sert qu’une fois, pendant {minutes}. Il ouvre la résiliation de cet abonnement, qui prend effet à la fin de la période payée (ou de l’essai).",
    ignore: "Si vous n’êtes pas à l’origine de cette demande, ignorez ce message\u00a0: rien ne change.",
  },
  withdrawal: {
    subject: "Votre rétractation auprès de {product} est confirmée",
    preview: "Votre abonnement ({name}) a pris fin. Plus rien ne sera prélevé.",
    title: "Votre rétractation est confirmée",
    received: "Nous avons reçu votre rétractation du contrat ({name}) le {date} à {time} (UTC).",
    ended: "Votre abonnement ({name}) a pris fin immédiatement. Plus rien ne sera prélevé.",
    refund:
      "{amount} vous est remboursé sur le moyen de paiement utilisé\u00a0; le remboursement apparaît généralement sous 5 à 10 jours.",
    noRefund: "Vous n’avez rien payé\u00a0: il n’y a donc rien à rembourser.",
    kept: "{kept} correspond aux jours de service payant précédant votre rétractation et n’est pas remboursé, car vous avez demandé lors du paiement que votre abonnement commence immédiatement.",
    keep: "Conservez ce message\u00a0: il garde la trace de votre rétractation.",
  },
  checkoutNote: {
    refused: "Le code {code} n’a pas pu être appliqué : {reason}",
    unknown: "Le code {code} n’existe pas.",
    then: "Vous pouvez saisir un autre code ici, ou payer le prix normal.",
    terms:
      "J’accepte les [conditions]({terms}) et demande que mon abonnement commence tout de suite. Si je me rétracte dans les 14 jours, je ne paie que les jours de service payant jusque-là ; les jours de l’essai gratuit ne coûtent rien.",
  },
};
