// Español: el aviso legal (LSSI, art. 10; shared/content/legal-notice.ts).
import type { LegalNotice } from "../legal-notice-shape.ts";

export const legalNotice: LegalNotice = {
  pageTitle: "Aviso legal",
  title: "Aviso legal",
  lede: "Datos del titular de {product} conforme al artículo 10 de la Ley 34/2002 de servicios de la sociedad de la información (LSSI).",
  rows: [
    { label: "Titular", value: "{company}" },
    { label: "Domicilio social", value: "{address}, {country}" },
    { label: "Administración", value: "{representative}" },
    { label: "Datos registrales", value: "{registerNumber}, {registerCourt}" },
    { label: "NIF-IVA", value: "{vatId}" },
    { label: "Correo electrónico", value: "{email}" },
    { label: "Teléfono", value: "{phone}" },
    { label: "Proveedor de alojamiento", value: "{hosting}" },
  ],
  paragraphs: [
    {
      title: "Resolución de conflictos",
      text: "No estamos dispuestos ni obligados a participar en procedimientos de resolución de conflictos ante una entidad de arbitraje de consumo. Puedes enviarnos cualquier reclamación a {email}; respondemos a todas.",
    },
  ],
};
