// French: the privacy policy and the terms (app/features/legal/), and the words the legal pages
// share (shared/content/en/legal.ts says what the placeholders are).
import type { LegalCopy } from "../copy.ts";

export const legal = {
  updated: "Dernière mise à jour : {date}",
  example: {
    title: "Coordonnées d’exemple",
    text: "Ce build affiche des coordonnées d’entreprise fictives. Renseignez {settings} avant la mise en ligne.",
  },
  offerPrices: "{monthly} par mois, ou {annual} par an payés en une fois",
  planPrices: "{plan} à {prices}",
  listSeparator: " ; ",
  privacy: {
    pageTitle: "Politique de confidentialité",
    title: "Politique de confidentialité",
    lede: "Ce que {product} conserve sur vous, pourquoi, combien de temps, qui nous aide et ce que vous pouvez nous demander.",
    sections: [
      {
        title: "Responsable du traitement",
        paragraphs: [
          "{company}, {address}, {country} (courriel {email}, téléphone {phone}) est responsable des données personnelles traitées sur ce site. Écrivez à {email} pour toute question sur cette page.",
        ],
      },
      {
        title: "Consultation du site",
        paragraphs: [
          "Notre hébergeur ({hosting}) diffuse les pages. Pour cela, ses serveurs reçoivent votre adresse IP, la page demandée, l’heure ainsi que le nom et la version de votre navigateur ; ils peuvent les conserver brièvement dans des journaux à des fins de sécurité et de dépannage. Base légale : notre intérêt légitime à un site sûr et fonctionnel (art. 6, paragraphe 1, point f du RGPD).",
          "Les pages ne mesurent rien avant votre choix. Le site conserve quelques valeurs dans votre navigateur pour fonctionner comme vous l’attendez ; elles sont listées plus bas et ne quittent votre navigateur que si une section de cette page le précise.",
          "Chaque visite de la page d’accueil ajoute un à un décompte anonyme, dans notre propre base de données, du titre (parmi les trois) qu’elle a affiché et du jour : aucun identifiant, aucun cookie, aucune adresse IP, rien qui distingue les visiteurs ; aucun consentement n’est donc nécessaire. Ce décompte nous dit combien de fois chaque titre est affiché.",
        ],
      },
      {
        title: "Mesure d’audience, uniquement avec votre consentement",
        paragraphs: [
          "Si vous choisissez « {accept} » dans le bandeau de mesure d’audience, Google Analytics 4 (Google Ireland Limited, Gordon House, Barrow Street, Dublin 4, Irlande) mesure les pages que vous consultez et les boutons sur lesquels vous appuyez (comme « {signUp} » ou une offre), sous un identifiant aléatoire conservé par votre navigateur (userId). Il dépose les cookies _ga et _ga_<id> pour deux ans au plus. Le stockage publicitaire et la personnalisation des annonces restent désactivés, quelle que soit votre réponse. Base légale : votre consentement (art. 6, paragraphe 1, point a du RGPD ; art. 82 de la loi Informatique et Libertés).",
          "Avant votre réponse, et après « {reject} », la balise de Google peut se charger, mais elle ne dépose rien dans votre navigateur et n’envoie que des signaux sans cookie (refus du consentement, page, heure) dans le cadre du mode Consentement de Google. Si vous avez accepté puis souscrivez un abonnement, notre serveur signale à Google Analytics le début de l’essai et chaque paiement sous le même identifiant aléatoire ; il ne le fait pas si vous avez refusé.",
          "Pour retirer votre consentement, appuyez sur « {cookieSettings} » en bas de n’importe quelle page et choisissez « {reject} » : plus rien n’est mesuré à partir de là, et les cookies de Google Analytics sont supprimés. Vous pouvez aussi y changer votre réponse dans l’autre sens. Le retrait ne remet pas en cause les mesures déjà effectuées.",
          "Si vous acceptez, notre propre serveur conserve aussi l’identifiant aléatoire de votre navigateur (userId) avec le premier des trois titres que vous avez vus, et quand, pour comparer quel titre mène à plus d’abonnements (il connaît déjà vos achats sous cet identifiant). Nous conservons cette donnée 13 mois. Retirer votre consentement la supprime aussitôt ; notre serveur ne garde alors qu’une mention du retrait de cet identifiant aléatoire, et sa date, aussi longtemps qu’il conserve les données d’abonnement, afin de ne rien signaler de vos abonnements à Google Analytics, y compris de ceux souscrits plus tard.",
        ],
      },
      {
        title: "Votre compte",
        paragraphs: [
          "L’inscription et la connexion se font sur la page de connexion hébergée de notre fournisseur d’identité, Auth0 (Okta, Inc., 100 First Street, San Francisco, CA 94105, États-Unis). Il conserve votre adresse e-mail, votre nom si vous l’indiquez, et votre mot de passe (sous forme de hachage) ou le compte avec lequel vous vous connectez. Il remet à notre site un jeton contenant votre identifiant de compte, votre nom et votre e-mail, que votre navigateur garde (voir plus bas) jusqu’à votre déconnexion. Base légale : le contrat que vous demandez (art. 6, paragraphe 1, point b du RGPD).",
        ],
      },
      {
        title: "Paiements et abonnement",
        paragraphs: [
          "La page de paiement et l’espace client sont hébergés par Stripe (Stripe Payments Europe, Ltd., 1 Grand Canal Street Lower, Dublin 2, Irlande). Stripe collecte vos données de carte ou d’autre moyen de paiement, votre e-mail et votre adresse de facturation (votre pays et, aux États-Unis, aussi votre État et votre code postal) ; nous ne voyons jamais votre numéro de carte complet. Stripe Tax calcule la taxe de chaque paiement à partir de cette adresse, que Stripe conserve avec votre compte client pour que les renouvellements soient taxés de la même façon. Nous transmettons à Stripe votre e-mail et votre identifiant de compte afin que l’abonnement vous soit rattaché, et, à chaque paiement, l’identifiant aléatoire de votre navigateur, la variante du titre que vous avez vue, votre réponse sur la mesure d’audience, la campagne d’où vous venez (utm_…) et le code promotionnel du lien que vous avez suivi (?code=…) ; Stripe reçoit aussi un code que vous saisissez sur la page de paiement, et note le code utilisé sur votre abonnement et ses factures. Base légale : le contrat (art. 6, paragraphe 1, point b du RGPD) et, pour les factures et la taxe, nos obligations légales (art. 6, paragraphe 1, point c du RGPD).",
          "La base de données de notre serveur conserve, pour chaque abonné : l’identifiant de compte chez le fournisseur d’identité, l’identifiant client chez Stripe, chaque abonnement tel que Stripe l’a signalé en dernier (offre, statut, fin de l’essai, fin de la période, résiliation), si vous avez déjà bénéficié de l’essai gratuit (accordé une fois par personne), les paiements ouverts pour vous, les événements de paiement déjà traités, chaque paiement reçu (montant, taxe correspondante et, le cas échéant, code promotionnel et réduction), les conditions acceptées au paiement avec le texte de la case cochée, ainsi que la variante du titre de la page d’accueil, l’identifiant de mesure aléatoire et le consentement à la mesure d’audience au moment de l’achat. Nous les conservons tant que vous êtes client, puis aussi longtemps que le droit fiscal et commercial l’exige pour les pièces d’une vente (jusqu’à dix ans), et supprimons le reste sur demande.",
          "Les e-mails relatifs à votre abonnement sont envoyés par le service d’e-mails Resend (Resend, Inc., États-Unis) : une confirmation de chaque achat (ce que vous avez acheté, le prix, la fin de l’essai et le premier prélèvement, comment résilier, votre droit de rétractation), un rappel 3 jours avant le premier prélèvement après un essai et 7 jours avant le renouvellement d’un abonnement annuel, un avis lorsqu’un paiement échoue, une confirmation lorsque vous résiliez ou changez d’offre et, si vous le demandez avec « {cancel} » en bas de chaque page, un lien pour résilier sans compte, valable une seule fois pendant 60 minutes (envoyé seulement si un abonnement de ce type est associé à l’adresse indiquée). Pour chaque e-mail, Resend reçoit votre adresse e-mail, le contenu de l’e-mail (le nom de l’offre ou de l’abonnement aux analyses IA, des montants, des dates, des liens) ainsi que nos adresses d’expéditeur et de réponse. Nos e-mails ne contiennent aucun traceur : ni suivi des ouvertures ou des clics, ni pixel. Base légale : le contrat (art. 6, paragraphe 1, point b du RGPD) et nos obligations légales de confirmer le contrat sur un support durable (art. 8, paragraphe 7, de la directive 2011/83/UE) et de confirmer une résiliation (§ 312k, alinéa 4, du BGB allemand) (art. 6, paragraphe 1, point c du RGPD).",
          "Pour ces e-mails, la base de données de notre serveur conserve aussi l’adresse e-mail indiquée lors de chaque paiement et la langue de celui-ci, une trace de chaque e-mail envoyé (lequel, à qui, quand et ce qu’il indiquait, sans ses liens à usage unique) et chaque lien envoyé uniquement sous forme de hachage SHA-256, jusqu’à une semaine après son expiration. Nous conservons ces adresses, langues et traces aussi longtemps que les données d’abonnement ci-dessus.",
        ],
      },
      {
        title: "Destinataires",
        paragraphs: [
          "Seuls les prestataires cités ici : notre hébergeur, Auth0, Stripe, Resend et, avec votre consentement, Google. Chacun agit dans le cadre d’un contrat de sous-traitance ou comme responsable distinct pour ses propres obligations (Stripe pour la réglementation des paiements). Auth0, Stripe, Resend et Google peuvent traiter des données aux États-Unis ; ces transferts reposent sur le cadre de protection des données UE–États-Unis et sur les clauses contractuelles types de la Commission européenne. Nous ne vendons aucune donnée et n’affichons aucune publicité.",
        ],
      },
      {
        title: "Vos droits",
        paragraphs: [
          "Vous pouvez nous demander l’accès à vos données, leur rectification, leur effacement, la limitation de leur traitement ou leur portabilité, et vous opposer à un traitement fondé sur notre intérêt légitime (art. 15 à 21 du RGPD) ; vous pouvez aussi définir des directives sur le sort de vos données après votre décès. Écrivez à {email} ; nous répondons sous un mois. Vous pouvez également introduire une réclamation auprès de la CNIL ou de l’autorité de protection des données de votre lieu de résidence ou de travail.",
          "Vous n’avez aucune donnée à nous fournir pour lire ce site. Pour vous inscrire et vous abonner, les informations ci-dessus sont nécessaires ; sans elles, nous ne pouvons pas fournir le service. Nous ne prenons aucune décision automatisée à votre sujet.",
        ],
      },
      {
        title: "Modifications",
        paragraphs: [
          "Avant que le site n’utilise d’autres services ou ne conserve d’autres données, nous mettons à jour cette page et sa date.",
        ],
      },
    ],
    storage: {
      title: "Ce que conserve votre navigateur",
      intro:
        "Ces éléments sont strictement nécessaires au service que vous demandez, à l’exception des cookies de Google Analytics, déposés uniquement avec votre consentement. Vous pouvez les supprimer à tout moment dans les réglages de votre navigateur ; le site repart alors de zéro.",
      places: { local: "Stockage local", session: "Stockage de session (cet onglet)", cookie: "Cookie" },
      kept: {
        untilDeleted: "jusqu’à ce que vous le supprimiez",
        untilLogOut: "jusqu’à la déconnexion",
        tab: "jusqu’à la fermeture de l’onglet",
        day: "1 jour",
        twoYears: "2 ans au plus",
      },
      purposes: {
        userId:
          "Un identifiant aléatoire de ce navigateur : vous voyez le même titre, les paiements sont rattachés à ce navigateur et, avec votre consentement, la mesure d’audience ne vous compte qu’une fois.",
        hasPaid: "Si ce navigateur est revenu d’un paiement abouti ; cela ouvre la page d’analyses boursières.",
        version: "Lequel des trois titres de la page d’accueil cette visite affiche.",
        firstVersion:
          "Le premier des trois titres de la page d’accueil que ce navigateur a vus, et quand ; envoyé à notre serveur seulement avec votre consentement (voir plus haut).",
        withdrawal:
          "Votre retrait du consentement à la mesure d’audience, jusqu’à ce que notre serveur l’ait confirmé (puis supprimé), pour qu’il ne se perde pas si la connexion échoue.",
        consent: "Votre réponse au bandeau de mesure d’audience, pour ne pas la redemander.",
        language: "La langue que vous avez choisie, pour que le site vous la propose à nouveau.",
        tabLanguage:
          "La langue de la dernière page affichée dans cet onglet, pour que le retour du paiement se fasse dans celle-ci.",
        conversions: "Les paiements déjà comptés, pour qu’aucun ne soit compté deux fois.",
        arrivalCode:
          "Le code promotionnel (?code=…) avec lequel la visite est arrivée, transmis au paiement pour que sa réduction s’applique.",
        arrivalUtm:
          "La campagne (utm_…) d’où vient la visite, transmise au paiement pour que la vente lui soit attribuée.",
        sessionHint: "Le fait que vous êtes connecté, pour l’afficher avant la réponse du service de connexion.",
        loginCallback: "Une connexion en cours, jusqu’au traitement de son retour.",
        justConfirmed:
          "Ce qu’un paiement vient de confirmer, pour que la page suivante vous y accueille aussitôt ; lu une fois.",
        scrollPositions:
          "L’endroit où chaque page de cet onglet était défilée, pour qu’un retour ou un rechargement vous y ramène.",
        authCache: "Vos jetons de connexion Auth0 (identifiant de compte, nom, e-mail), pour rester connecté.",
        authSession: "L’indication d’Auth0 que vous êtes connecté, pour renouveler la session.",
        authTransaction: "Les valeurs de contrôle d’Auth0 pour une connexion en cours (state, nonce, verifier).",
        analytics: "Les identifiants de Google Analytics pour ce navigateur, seulement après votre accord.",
      },
    },
  },
  terms: {
    pageTitle: "Conditions générales d’utilisation et de vente",
    title: "Conditions générales",
    lede: "Le contrat entre vous et {company} lorsque vous utilisez {product} et vous y abonnez.",
    sections: [
      {
        title: "Qui nous sommes et ce que couvrent ces conditions",
        paragraphs: [
          "{product} est exploité par {company}, {address}, {country}. Ces conditions s’appliquent à ce site et aux abonnements qui y sont vendus. Si vous êtes consommateur, les règles protectrices impératives de votre pays s’appliquent dans tous les cas.",
        ],
      },
      {
        title: "Offres et prix",
        paragraphs: [
          "L’application propose deux offres : {plans}. Les analyses IA des actions et des cryptomonnaies (les pages de chaque titre) forment un abonnement à part : {research}. Les prix sont indiqués dans la devise de la page. Les prix en euros et en yens (nos pages en allemand, français, espagnol et japonais) incluent la TVA ou la taxe japonaise sur la consommation au taux de votre pays (par exemple 19 % en Allemagne, 10 % au Japon) : le prix affiché est celui que vous payez. Les prix en dollars américains et en reais brésiliens (nos pages en anglais et en portugais du Brésil) s’entendent hors taxes : lorsque la loi impose une taxe et que nous sommes enregistrés pour la percevoir (par exemple la taxe sur les ventes d’un État américain), elle s’ajoute au paiement ; lorsque nous n’en percevons aucune, rien ne s’ajoute.",
          "La page de paiement vous demande votre adresse de facturation (votre pays et, aux États-Unis, aussi votre État et votre code postal), à partir de laquelle Stripe Tax calcule la taxe ; elle est enregistrée avec votre compte client chez Stripe, pour que les renouvellements soient taxés de la même façon. La page de paiement affiche la taxe et le montant total avant que vous ne payiez, et la confirmation comme chaque facture indiquent la taxe.",
          "Les crédits servent à créer des chansons ({creditsPerSong} crédits par chanson) ; les crédits non utilisés ne sont pas reportés au mois suivant.",
        ],
      },
      {
        title: "Essai gratuit",
        paragraphs: [
          "Votre premier abonnement commence par un essai gratuit de {days} jours, une fois par personne. Si vous ne résiliez pas avant la fin de l’essai, l’abonnement choisi commence et le premier paiement est prélevé ce jour-là.",
        ],
      },
      {
        title: "Facturation et renouvellement",
        paragraphs: [
          "Un abonnement se renouvelle automatiquement pour un mois ou un an à la fin de chaque période, et le prix de la nouvelle période est prélevé ce jour-là sur votre moyen de paiement. Les paiements sont traités par Stripe. Si un paiement échoue, nous vous demandons de mettre à jour votre moyen de paiement ; d’ici là, l’abonnement peut être suspendu.",
        ],
      },
      {
        title: "Résiliation",
        paragraphs: [
          "Vous pouvez résilier à tout moment, sans motif, avec « {cancel} » en bas de chaque page ou avec « {manage} » dans le menu de votre compte. Votre abonnement court alors jusqu’à la fin de la période payée (ou de l’essai) et n’est pas renouvelé ; le reste d’une période entamée n’est pas remboursé, sauf en cas d’exercice du droit de rétractation ci-dessous.",
        ],
      },
      {
        title: "Droit de rétractation (14 jours)",
        paragraphs: [
          "Vous pouvez vous rétracter d’un abonnement dans les 14 jours suivant son achat sur la page de paiement, sans donner de motif, où que vous habitiez : c’est un droit que la loi donne aux consommateurs de l’Union européenne, et nous l’accordons à tous nos acheteurs. Il suffit d’envoyer votre demande avant l’expiration du délai de 14 jours.",
          "Le plus rapide est la page de résiliation, accessible en bas de chaque page : elle vous envoie par courriel un lien à usage unique pour votre abonnement, et pendant les 14 jours, la page de ce lien vous permet de vous rétracter ; votre abonnement prend alors fin immédiatement, et non à la fin de la période. Vous pouvez aussi nous en informer clairement de toute autre manière, par exemple par courriel à {email} ou par courrier à {company}, {address}, {country}.",
          "En cas de rétractation, nous vous remboursons tout ce que vous avez payé sous 14 jours, par le moyen de paiement utilisé, moins un montant proportionnel au prix de la période en cours pour les jours de service payant jusqu’à votre rétractation (un jour entamé compte comme un jour entier), car vous nous avez demandé sur la page de paiement de commencer le service immédiatement. Accepter ces conditions sur la page de paiement vaut demande expresse que le service commence pendant le délai de rétractation : pour une offre de l’application, la case de la page de paiement le dit en ces termes, et pour l’abonnement aux analyses IA, vous en faites la demande en acceptant ces conditions. Les jours d’essai gratuit ne coûtent rien : si vous vous rétractez pendant l’essai, cela ne vous coûte rien et rien n’est prélevé. Nous vous confirmons votre rétractation par courriel.",
          "Formulaire type : « À l’attention de {company}, {address}, {country}, {email} : je vous notifie par la présente ma rétractation du contrat portant sur la prestation de service ci-dessous : abonnement {product}. Commandé le / reçu le : … Nom : … Adresse : … Date : … »",
        ],
      },
      {
        title: "Codes promotionnels",
        paragraphs: [
          "Un code promotionnel accorde sur un abonnement la réduction que prévoient ses conditions, par exemple 20 % sur les factures des 3 premiers mois. Vous pouvez le saisir sur la page de paiement, ou suivre un lien qui le contient (…?code=… vers une page de tarifs ou la page d’un titre) : la page de paiement le saisit alors pour vous. Il s’applique à l’abonnement souscrit avec lui, pour les factures que prévoient ses conditions, comptées à partir du début de l’abonnement ; ensuite, le prix normal s’applique. Les jours d’un essai gratuit comptent dans cette durée : avec l’essai de {days} jours, un code valable pour les 3 premiers mois couvre les trois premiers paiements mensuels, ou le paiement de la première année d’une offre annuelle.",
          "Un code ne prolonge jamais l’essai gratuit et n’en donne jamais un second : l’essai est accordé une fois par personne, avec ou sans code. Un code ne peut être utilisé que tant qu’il est valable : jusqu’à sa date de fin, ou dans la limite du nombre d’utilisations qu’il permet. La page de paiement refuse un code inconnu, expiré ou épuisé et en indique la raison ; vous pouvez alors saisir un autre code ou payer le prix normal. Un seul code par abonnement ; un code ne peut pas être échangé contre de l’argent. La taxe est calculée sur le prix après réduction.",
        ],
      },
      {
        title: "Utilisation de {product}",
        paragraphs: [
          "N’importez que des photos que vous avez le droit d’utiliser. Vous pouvez utiliser les chansons créées pour vous à des fins personnelles. N’abusez pas du service, par exemple en contournant ses limites ou en accédant aux comptes d’autrui ; nous pouvons suspendre un compte qui le fait.",
        ],
      },
      {
        title: "Modifications et disponibilité",
        paragraphs: [
          "Nous pouvons améliorer le service et modifier ces conditions pour l’avenir. Nous informons les abonnés par e-mail au moins 30 jours avant qu’un changement de prix ou de leurs droits ne prenne effet ; vous pouvez résilier avant. Le service peut être ponctuellement indisponible pour maintenance.",
        ],
      },
      {
        title: "Responsabilité",
        paragraphs: [
          "Notre responsabilité est entière en cas de faute intentionnelle ou lourde et d’atteinte à la vie, au corps ou à la santé, ainsi que dans les cas prévus par la loi de manière impérative. Pour le reste, nous ne répondons que des manquements à nos obligations essentielles, dans la limite du dommage typique et prévisible pour ce type de contrat.",
        ],
      },
      {
        title: "Droit applicable et litiges",
        paragraphs: [
          "Le droit applicable est celui du pays suivant : {country}, sans priver le consommateur de la protection des règles impératives du pays où il réside. Pour toute question ou réclamation : {email}.",
        ],
      },
    ],
  },
} satisfies LegalCopy;
