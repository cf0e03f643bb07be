// Português (Brasil): as informações da empresa (Decreto nº 7.962/2013, art. 2º; shared/content/legal-notice.ts).
import type { LegalNotice } from "../legal-notice-shape.ts";

export const legalNotice: LegalNotice = {
  pageTitle: "Informações legais",
  title: "Informações legais",
  lede: "Quem está por trás do {product} e como falar conosco.",
  rows: [
    { label: "Razão social", value: "{company}" },
    { label: "Endereço", value: "{address}, {country}" },
    { label: "Representante legal", value: "{representative}" },
    { label: "Registro comercial", value: "{registerNumber}, {registerCourt}" },
    { label: "Identificação fiscal (IVA)", value: "{vatId}" },
    { label: "E-mail", value: "{email}" },
    { label: "Telefone", value: "{phone}" },
    { label: "Provedor de hospedagem", value: "{hosting}" },
  ],
  paragraphs: [
    {
      title: "Atendimento ao consumidor",
      text: "Dúvidas, reclamações e pedidos de cancelamento ou de arrependimento: {email}. Respondemos a todas as mensagens em até 5 dias.",
    },
  ],
};
