// Spanish: the mails a subscriber gets (app/mail/), in the site's "tú". A subscription's name
// differs in gender ('Plan Pro', 'Suscripción de análisis'), so no word here agrees with {name}.
// Shape: shared/content/mail-shape.ts.
import type { MailCopy } from "../mail-shape.ts";

export const mail: MailCopy = {
  dir: "ltr",
  fact: "{label}: {value}",
  charge: "{amount} el {date}",
  labels: {
    subscription: "Suscripción",
    price: "Precio",
    standing: "Estado",
    trialEnds: "Fin de la prueba",
    firstCharge: "Primer cobro",
    chargedToday: "Cobrado hoy",
    nextCharge: "Próximo cobro",
    before: "Antes",
  },
  billed: { month: "{name}, facturación mensual", year: "{name}, facturación anual" },
  keep: "Para continuar, no tienes que hacer nada.",
  cancelOne: "Cancelar: {name}",
  footer: {
    subscription: "Recibes este correo porque te suscribiste a {product}. Trata de tu contrato; no es publicidad.",
    request:
      "Recibes este correo porque alguien pidió en {product} un enlace de cancelación para esta dirección de correo.",
    contact: "¿Tienes preguntas? Responde a este correo o escribe a {email}.",
  },
  confirmation: {
    subject: "{product}: confirmación de tu pedido ({name})",
    preview: "{name}: {standing}.",
    title: "Gracias por tu pedido",
    intro: "Este correo confirma tu pedido en {product}: {name}. Guárdalo: es el registro de lo que acordamos.",
    trial: "Tu prueba gratuita termina el {date}. Si no cancelas antes, ese día se cobrará el primer pago de {amount}.",
    paid: "Hoy hemos cobrado {amount}. La suscripción se renueva sola al final de cada periodo, por {price}.",
    open: { lead: "Ya puedes empezar:", plan: "Abrir la app de {product}", paywall: "Abrir el análisis" },
    cancelTitle: "Cancelar",
    cancel:
      "Puedes cancelar en cualquier momento, sin dar motivos, en nuestra página de cancelación. La suscripción sigue hasta el final del periodo pagado (o de la prueba) y no se renueva.",
    termsLead: "Tu suscripción se rige por nuestras condiciones:",
  },
  trialReminder: {
    subject: "Tu prueba gratuita ({name}) termina el {date}",
    preview: "El {date} cobraremos {amount}, salvo que canceles antes.",
    title: "Tu prueba gratuita termina el {date}",
    body: "El {date} termina tu prueba gratuita ({name}) y cobraremos {amount} en tu medio de pago; después, el precio es {price}.",
    cancel: "¿Prefieres no pagar? Cancela antes del {date} y no se cobrará nada:",
  },
  renewalReminder: {
    subject: "Renovación el {date}: {name}",
    preview: "El {date} cobraremos {amount}, salvo que canceles antes.",
    title: "Tu suscripción se renueva el {date}",
    body: "El {date} se renueva tu suscripción ({name}) y cobraremos {amount} en tu medio de pago.",
    cancel: "¿Ya no la quieres? Cancela antes del {date}: no se cobrará nada más y podrás usarla hasta entonces.",
  },
  paymentFailed: {
    subject: "Tu pago de {amount} no se ha podido completar",
    preview: "Actualiza tu tarjeta para conservar tu suscripción ({name}).",
    title: "Tu pago no se ha podido completar",
    body: "No hemos podido cobrar {amount} en tu medio de pago por tu suscripción ({name}).",
    retry: "Volveremos a intentarlo el {date}. Actualiza tu tarjeta antes de esa fecha.",
    noRetry:
      "No volveremos a intentarlo por nuestra cuenta. Para conservar tu suscripción ({name}), actualiza tu tarjeta.",
    update: "Actualizar mi tarjeta",
    cancel: "¿Prefieres dejarlo? También puedes cancelar:",
  },
  cancellation: {
    subject: "Confirmación de tu cancelación ({name})",
    preview: "{standing}.",
    title: "Tu cancelación está confirmada",
    received: "Recibimos tu cancelación ({name}) el {date} a las {time} (UTC).",
    ending: "Tu suscripción ({name}) sigue disponible hasta el {date}. No se cobrará nada más.",
    ended: "Tu suscripción ({name}) terminó el {date}. No se cobrará nada más.",
    again: "¿Has cambiado de opinión? Puedes volver cuando quieras:",
    site: "Ir a {product}",
  },
  planSwitch: {
    subject: "Cambio de suscripción: {name}",
    preview: "Antes: {previous}. Ahora: {name}, {price}.",
    title: "Tu suscripción ha cambiado",
    body: "Antes: {previous}. Ahora: {name}, por {price}.",
  },
  cancelLink: {
    subject: "Tu enlace para cancelar en {product}",
    preview: "Cada enlace sirve una sola vez, durante {minutes}.",
    title: "Cancelar tu suscripción",
    intro: "Pediste en {product} una forma de cancelar. Elige la suscripción que quieres cancelar:",
    none: "No hemos encontrado ninguna suscripción que cancelar para esta dirección de correo.",
    choice: "{link} ({standing})",
    expires:
      "Cada enlace sirve una sola vez, durante {minutes}. Abre la cancelación de esa suscripción, que se aplica al final del periodo pagado (o de la prueba).",
    ignore: "Si no lo pediste tú, ignora este correo: no cambia nada.",
  },
  withdrawal: {
    subject: "Tu desistimiento de {product} está confirmado",
    preview: "Tu suscripción ({name}) ha terminado. No se cobrará nada más.",
    title: "Tu desistimiento está confirmado",
    received: "Recibimos tu desistimiento del contrato ({name}) el {date} a las {time} (UTC).",
    ended: "Tu suscripción ({name}) terminó de inmediato. No se cobrará nada más.",
    refund: "Te devolvemos {amount} en el medio de pago con el que pagaste; suele verse en un plazo de 5 a 10 días.",
    noRefund: "No pagaste nada, así que no hay nada que devolver.",
    kept: "{kept} corresponde a los días de servicio de pago anteriores a tu desistimiento y no se devuelve, ya que al pagar pediste que tu suscripción empezara de inmediato.",
    keep: "Guarda este correo: es el registro de tu desistimiento.",
  },
  checkoutNote: {
    refused: "No se pudo aplicar el código {code}: {reason}",
    unknown: "El código {code} no existe.",
    then: "Puedes escribir otro código aquí o pagar el precio completo.",
    terms:
      "Acepto las [condiciones]({terms}) y pido que mi suscripción empiece ya. Si desisto en un plazo de 14 días, solo pago los días de servicio de pago hasta entonces; los días de la prueba gratuita no cuestan nada.",
  },
};
