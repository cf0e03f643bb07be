// Français : les mentions légales (LCEN, art. 6 ; shared/content/legal-notice.ts).
import type { LegalNotice } from "../legal-notice-shape.ts";

export const legalNotice: LegalNotice = {
  pageTitle: "Mentions légales",
  title: "Mentions légales",
  lede: "Informations prévues par l’article 6 de la loi pour la confiance dans l’économie numérique (LCEN).",
  rows: [
    { label: "Éditeur du site", value: "{company}" },
    { label: "Siège social", value: "{address}, {country}" },
    { label: "Capital social", value: "{shareCapital}" },
    { label: "Immatriculation", value: "{registerNumber}, {registerCourt}" },
    { label: "Numéro de TVA intracommunautaire", value: "{vatId}" },
    { label: "Directeur de la publication", value: "{representative}" },
    { label: "Courriel", value: "{email}" },
    { label: "Téléphone", value: "{phone}" },
    { label: "Hébergeur", value: "{hosting}" },
  ],
  paragraphs: [
    {
      title: "Données personnelles",
      text: "Les données traitées sur {product}, leurs finalités et vos droits sont décrits dans notre politique de confidentialité. Pour toute question : {email}.",
    },
    {
      title: "Réclamations et médiation de la consommation",
      text: "Pour toute réclamation, écrivez-nous d’abord à {email} : nous répondons à chacune. Si notre réponse ne vous satisfait pas, vous pouvez recourir gratuitement au médiateur de la consommation dont nous relevons : {mediator} (articles L. 612-1 et suivants du Code de la consommation).",
    },
  ],
};
