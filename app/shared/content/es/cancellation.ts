// Spanish: cancelling without an account — /cancel, which every footer links, and /cancel/confirm,
// the mailed link's page.
import type { CancellationCopy } from "../copy.ts";

export const cancellation = {
  request: {
    pageTitle: "Cancelar tu suscripción",
    title: "Cancelar tu suscripción",
    lede: "Puedes cancelar cuando quieras, sin dar motivos y sin cuenta. Tu suscripción sigue hasta el final del periodo que has pagado (o de tu prueba gratuita) y no se cobra nada más.",
    account: {
      title: "¿Has iniciado sesión?",
      text: "Cancela directamente desde tu cuenta, sin correo de por medio.",
      action: "Cancelar en tu cuenta",
    },
    form: {
      title: "Cancelar con tu correo",
      steps: [
        "Indica el correo con el que compraste y qué suscripción quieres terminar.",
        "Te enviamos un enlace por correo. Funciona una sola vez, durante {minutes} minutos.",
        "Ábrelo y pulsa «{button}». La confirmación te llega por correo.",
      ],
      email: "Tu correo electrónico",
      contract: "¿Qué suscripción quieres cancelar?",
      plan: "Un plan de la app ({plans})",
      research: "La suscripción de análisis",
      submit: "Enviarme el enlace",
      sending: "Enviando…",
    },
    sent: "Si hay una suscripción de este tipo con {email}, hemos enviado allí un enlace que funciona durante {minutes} minutos.",
    sentToGiven:
      "Si hay una suscripción de este tipo con el correo que indicaste, hemos enviado allí un enlace que funciona durante {minutes} minutos.",
    errors: {
      invalid: "Eso no parece una dirección de correo. Revísala y vuelve a intentarlo.",
      busy: "Se ha pedido demasiadas veces ahora mismo. Espera unos minutos y vuelve a intentarlo.",
      unavailable:
        "No hemos podido enviar el enlace ahora mismo. Vuelve a intentarlo en un momento o escribe a {contact}.",
    },
  },
  confirm: {
    pageTitle: "Confirmar la cancelación",
    title: "Cancelar tu suscripción",
    lede: "Este enlace cancela la suscripción para la que se envió. Seguirá hasta el final del periodo que has pagado (o de tu prueba gratuita) y no se cobrará nada más.",
    checking: "Buscando la suscripción…",
    what: "Vas a cancelar:",
    button: "Cancelar suscripción",
    cancelling: "Cancelando…",
    withdrawal: {
      title: "Desistir del contrato",
      offer:
        "Hasta el {until} puedes desistir del contrato sin dar ninguna razón. Tu suscripción termina entonces de inmediato, no al final del periodo.",
      refund: "Te devolvemos {refund}.",
      trial: "Todavía no has pagado nada: no se cobrará nada.",
      offerUnnamed:
        "En los {withdrawalDays} días siguientes a la compra puedes desistir del contrato sin dar ninguna razón. Tu suscripción termina entonces de inmediato, no al final del periodo, y te devolvemos lo que has pagado, menos los días de servicio de pago ya usados.",
      button: "Desistir y terminarla ya",
      withdrawing: "Tramitando el desistimiento…",
      retry:
        "No hemos podido tramitar el desistimiento ahora mismo y todavía no ha cambiado nada. Vuelve a intentarlo en un momento o escribe a {contact}.",
    },
    withdrawn: {
      title: "Has desistido del contrato",
      text: "Tu suscripción ha terminado ya. Te devolvemos {refund} a la tarjeta con la que pagaste; te llegará una confirmación por correo.",
      textTrial: "Tu suscripción ha terminado ya y no se cobrará nada. Te llegará una confirmación por correo.",
      textUnnamed:
        "Tu suscripción ha terminado ya. Te devolvemos lo que hayas pagado a la tarjeta con la que pagaste; te llegará una confirmación por correo.",
    },
    done: {
      title: "Tu suscripción está cancelada",
      text: "{holding}. Te llegará una confirmación por correo.",
      textUnnamed:
        "La conservas hasta el final del periodo que has pagado y no se cobra nada más. Te llegará una confirmación por correo.",
    },
    used: {
      title: "Este enlace ya se ha usado",
      text: "Cada enlace funciona una sola vez. Si tu suscripción sigue en curso, pide un enlace nuevo.",
    },
    expired: {
      title: "Este enlace ha caducado",
      text: "Un enlace de cancelación solo funciona durante poco tiempo. Pide uno nuevo: es cuestión de un minuto.",
    },
    newLink: "Pedir un enlace nuevo",
    retry:
      "No hemos podido cancelar ahora mismo y todavía no ha cambiado nada. Vuelve a intentarlo en un momento o escribe a {contact}.",
  },
} satisfies CancellationCopy;
