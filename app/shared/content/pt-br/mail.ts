// Brazilian Portuguese: the mails a subscriber gets (app/mail/). A subscription's name differs in
// gender ('Plano Pro', 'Assinatura de pesquisa'), so no word here agrees with {name}.
// Shape: shared/content/mail-shape.ts.
import type { MailCopy } from "../mail-shape.ts";

export const mail: MailCopy = {
  dir: "ltr",
  fact: "{label}: {value}",
  charge: "{amount} em {date}",
  labels: {
    subscription: "Assinatura",
    price: "Preço",
    standing: "Situação",
    trialEnds: "Fim do teste grátis",
    firstCharge: "Primeira cobrança",
    chargedToday: "Cobrado hoje",
    nextCharge: "Próxima cobrança",
    before: "Antes",
  },
  billed: { month: "{name}, cobrança mensal", year: "{name}, cobrança anual" },
  keep: "Para continuar, você não precisa fazer nada.",
  cancelOne: "Cancelar: {name}",
  footer: {
    subscription: "Você recebe este e-mail porque assinou o {product}. Ele trata do seu contrato; não é publicidade.",
    request:
      "Você recebe este e-mail porque alguém pediu no {product} um link de cancelamento para este endereço de e-mail.",
    contact: "Dúvidas? Responda a este e-mail ou escreva para {email}.",
  },
  confirmation: {
    subject: "{product}: confirmação do seu pedido ({name})",
    preview: "{name}: {standing}.",
    title: "Obrigado pelo seu pedido",
    intro: "Este e-mail confirma seu pedido no {product}: {name}. Guarde-o: ele registra o que combinamos.",
    trial:
      "Seu teste grátis termina em {date}. Se você não cancelar antes, o primeiro pagamento de {amount} será cobrado nesse dia.",
    paid: "Cobramos {amount} hoje. A assinatura se renova sozinha ao fim de cada período, por {price}.",
    open: { lead: "Já está tudo pronto:", plan: "Abrir o app {product}", paywall: "Abrir a pesquisa" },
    cancelTitle: "Cancelamento",
    cancel:
      "Você pode cancelar a qualquer momento, sem precisar dar motivo, na nossa página de cancelamento. A assinatura continua até o fim do período pago (ou do teste grátis) e não é renovada.",
    termsLead: "Sua assinatura segue nossos termos:",
  },
  trialReminder: {
    subject: "Seu teste grátis ({name}) termina em {date}",
    preview: "Em {date} cobraremos {amount}, a menos que você cancele antes.",
    title: "Seu teste grátis termina em {date}",
    body: "Em {date} termina seu teste grátis ({name}) e cobraremos {amount} no seu meio de pagamento; depois, o preço é {price}.",
    cancel: "Prefere não pagar? Cancele antes de {date} e nada será cobrado:",
  },
  renewalReminder: {
    subject: "Renovação em {date}: {name}",
    preview: "Em {date} cobraremos {amount}, a menos que você cancele antes.",
    title: "Sua assinatura será renovada em {date}",
    body: "Em {date} sua assinatura ({name}) será renovada e cobraremos {amount} no seu meio de pagamento.",
    cancel: "Não quer mais? Cancele antes de {date}: nada mais será cobrado, e você continua usando até lá.",
  },
  paymentFailed: {
    subject: "Não conseguimos cobrar seu pagamento de {amount}",
    preview: "Atualize seu cartão para manter sua assinatura ({name}).",
    title: "Seu pagamento não foi concluído",
    body: "Não conseguimos cobrar {amount} no seu meio de pagamento pela sua assinatura ({name}).",
    retry: "Tentaremos de novo em {date}. Atualize seu cartão até lá.",
    noRetry: "Não tentaremos de novo por conta própria. Para manter sua assinatura ({name}), atualize seu cartão.",
    update: "Atualizar meu cartão",
    cancel: "Prefere parar? Você também pode cancelar:",
  },
  cancellation: {
    subject: "Confirmação do seu cancelamento ({name})",
    preview: "{standing}.",
    title: "Seu cancelamento está confirmado",
    received: "Recebemos seu cancelamento ({name}) em {date}, às {time} (UTC).",
    ending: "Sua assinatura ({name}) continua disponível até {date}. Nada mais será cobrado.",
    ended: "Sua assinatura ({name}) terminou em {date}. Nada mais será cobrado.",
    again: "Mudou de ideia? Você pode voltar quando quiser:",
    site: "Ir para o {product}",
  },
  planSwitch: {
    subject: "Mudança de assinatura: {name}",
    preview: "Antes: {previous}. Agora: {name}, {price}.",
    title: "Sua assinatura mudou",
    body: "Antes: {previous}. Agora: {name}, por {price}.",
  },
  cancelLink: {
    subject: "Seu link para cancelar no {product}",
    preview: "Cada link funciona uma única vez, por {minutes}.",
    title: "Cancelar sua assinatura",
    intro: "Você pediu no {product} uma forma de cancelar. Escolha a assinatura que quer cancelar:",
    none: "Não encontramos nenhuma assinatura para cancelar com este endereço de e-mail.",
    choice: "{link} ({standing})",
    expires:
      "Cada link funciona uma única vez, por {minutes}. Ele abre o cancelamento dessa assinatura, que vale ao fim do período pago (ou do teste grátis).",
    ignore: "Se não foi você quem pediu, ignore este e-mail: nada muda.",
  },
  withdrawal: {
    subject: "Sua desistência do {product} está confirmada",
    preview: "Sua assinatura ({name}) terminou. Nada mais será cobrado.",
    title: "Sua desistência está confirmada",
    received: "Recebemos sua desistência do contrato ({name}) em {date}, às {time} (UTC).",
    ended: "Sua assinatura ({name}) terminou imediatamente. Nada mais será cobrado.",
    refund: "{amount} será reembolsado no meio de pagamento que você usou; costuma aparecer em 5 a 10 dias.",
    noRefund: "Nada foi pago, então não há nada a reembolsar.",
    kept: "{kept} corresponde aos dias de serviço pago antes da sua desistência e não é reembolsado, pois ao finalizar a compra você pediu que sua assinatura começasse imediatamente.",
    keep: "Guarde este e-mail: ele registra sua desistência.",
  },
  checkoutNote: {
    refused: "Não foi possível aplicar o código {code}: {reason}",
    unknown: "O código {code} não existe.",
    then: "Você pode digitar outro código aqui ou pagar o preço integral.",
    terms:
      "Aceito os [termos]({terms}) e peço que minha assinatura comece agora. Se eu desistir em até 14 dias, pago só os dias de serviço pago até lá; os dias do teste grátis não custam nada.",
  },
};
