// Brazilian Portuguese: cancelling without an account — /cancel, which every footer links, and
// /cancel/confirm, the mailed link's page.
import type { CancellationCopy } from "../copy.ts";

export const cancellation = {
  request: {
    pageTitle: "Cancelar sua assinatura",
    title: "Cancelar sua assinatura",
    lede: "Você pode cancelar quando quiser, sem dar motivo e sem conta. Sua assinatura segue até o fim do período já pago (ou do teste grátis), e nada mais é cobrado.",
    account: {
      title: "Já entrou na sua conta?",
      text: "Cancele direto na sua conta, sem precisar de e-mail.",
      action: "Cancelar na sua conta",
    },
    form: {
      title: "Cancelar com seu e-mail",
      steps: [
        "Informe o e-mail usado na compra e qual assinatura você quer encerrar.",
        "Enviamos um link por e-mail. Ele funciona uma única vez, por {minutes} minutos.",
        "Abra o link e toque em “{button}”. A confirmação chega por e-mail.",
      ],
      email: "Seu e-mail",
      contract: "Qual assinatura você quer cancelar?",
      plan: "Um plano do app ({plans})",
      research: "A assinatura de pesquisa",
      submit: "Enviar o link",
      sending: "Enviando…",
    },
    sent: "Se houver uma assinatura desse tipo em {email}, enviamos para lá um link que funciona por {minutes} minutos.",
    sentToGiven:
      "Se houver uma assinatura desse tipo no e-mail informado, enviamos para lá um link que funciona por {minutes} minutos.",
    errors: {
      invalid: "Isso não parece um endereço de e-mail. Confira e tente de novo.",
      busy: "Isso foi pedido vezes demais agora há pouco. Espere alguns minutos e tente de novo.",
      unavailable: "Não conseguimos enviar o link agora. Tente de novo em instantes ou escreva para {contact}.",
    },
  },
  confirm: {
    pageTitle: "Confirmar o cancelamento",
    title: "Cancelar sua assinatura",
    lede: "Este link cancela a assinatura para a qual foi enviado. Ela segue até o fim do período já pago (ou do teste grátis), e nada mais é cobrado.",
    checking: "Procurando a assinatura…",
    what: "Você está cancelando:",
    button: "Cancelar assinatura",
    cancelling: "Cancelando…",
    withdrawal: {
      title: "Desistir do contrato",
      offer:
        "Até {until}, você pode desistir do contrato sem dar nenhum motivo. Sua assinatura então termina na hora, não no fim do período.",
      refund: "Você recebe {refund} de volta.",
      trial: "Nada foi pago ainda: nada será cobrado.",
      offerUnnamed:
        "Nos {withdrawalDays} dias seguintes à compra, você pode desistir do contrato sem dar nenhum motivo. Sua assinatura então termina na hora, não no fim do período, e você recebe de volta o que pagou, menos os dias de serviço pago já usados.",
      button: "Desistir e encerrar agora",
      withdrawing: "Registrando a desistência…",
      retry:
        "Não conseguimos registrar a desistência agora, e nada mudou ainda. Tente de novo em instantes ou escreva para {contact}.",
    },
    withdrawn: {
      title: "Você desistiu do contrato",
      text: "Sua assinatura terminou agora. Devolvemos {refund} ao cartão com que você pagou; uma confirmação está a caminho por e-mail.",
      textTrial: "Sua assinatura terminou agora, e nada será cobrado. Uma confirmação está a caminho por e-mail.",
      textUnnamed:
        "Sua assinatura terminou agora. Devolvemos o que você tiver pago ao cartão com que você pagou; uma confirmação está a caminho por e-mail.",
    },
    done: {
      title: "Sua assinatura foi cancelada",
      text: "{holding}. Uma confirmação está a caminho por e-mail.",
      textUnnamed:
        "Você continua com ela até o fim do período já pago, e nada mais é cobrado. Uma confirmação está a caminho por e-mail.",
    },
    used: {
      title: "Este link já foi usado",
      text: "Cada link funciona uma única vez. Se sua assinatura ainda estiver em vigor, peça um novo link.",
    },
    expired: {
      title: "Este link expirou",
      text: "Um link de cancelamento funciona só por pouco tempo. Peça um novo: leva um minuto.",
    },
    newLink: "Pedir um novo link",
    retry: "Não conseguimos cancelar agora, e nada mudou ainda. Tente de novo em instantes ou escreva para {contact}.",
  },
} satisfies CancellationCopy;
