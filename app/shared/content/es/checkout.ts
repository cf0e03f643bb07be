// Spanish: after the checkout — /success while it confirms the payment with the provider (and when
// it cannot), /failure on its way to /glow, and /glow itself.
import type { CheckoutCopy } from "../copy.ts";

export const checkout = {
  successPageTitle: "Tu pago",
  confirming: "Confirmando tu pago…",
  leaving: "Te llevamos de vuelta…",
  continue: "Continuar",
  noScript: {
    title: "Esta página necesita JavaScript",
    body: "JavaScript está desactivado en este navegador, así que esta página no puede mostrar cómo terminó el pago. Si contrataste una suscripción, su confirmación va de camino al correo que indicaste al pagar. Si no, no se te ha cobrado nada.",
  },
  missing: {
    title: "No hemos encontrado ese pago",
    body: "Esta página confirma una compra cuando te trae aquí la página de pago, y este enlace no corresponde a ningún pago que conozcamos. Si contrataste una suscripción, tienes los detalles en la confirmación que enviamos al correo que indicaste al pagar.",
    action: "Ver los planes",
  },
  notCompleted: {
    title: "Tu compra no se ha completado",
    body: "No se ha realizado ningún cobro. Puedes elegir un plan y volver a intentarlo cuando quieras.",
    action: "Volver a los planes",
  },
  unreachable: {
    title: "Aún no hemos podido confirmar tu pago",
    body: "Tu pago está a salvo, pero ahora mismo no hemos podido conectar con el proveedor de pagos. Vuelve a intentarlo en un momento.",
    retry: "Volver a intentarlo",
  },
  glow: {
    pageTitle: "Te damos la bienvenida",
    loading: "Cargando tu cuenta…",
    paid: {
      title: "¡Ya estás dentro! Que empiece la música",
      next: "Así puedes crear tu primera canción:",
      lede: "Tu prueba gratuita de {days}\u00a0días ya ha empezado. {next}",
      /** Once the site knows the person's plan: which, and until when the trial runs or when it renews. */
      ledeTrial:
        "La prueba gratuita de tu plan {plan} dura hasta el {date}; ese día se cobra tu primer pago de {price}. {next}",
      ledeActive: "Tu plan {plan} está activo y se renueva el {date} por {price}. {next}",
      /** A paid browser whose purchase the page cannot name (not signed in, no word from /success). */
      ledeNeutral: "¡Gracias! Tu compra está confirmada y los detalles van de camino al correo que indicaste al pagar.",
      ledeConfirmed: "Tu plan está confirmado y los detalles van de camino al correo que indicaste al pagar. {next}",
      steps: [
        "Mira tu bandeja de entrada: la confirmación de tu compra va de camino al correo que indicaste al pagar.",
        "Elige unas cuantas fotos de un día que quieras recordar.",
        "Escoge un estilo y tendrás tu canción lista en unos dos minutos.",
      ],
      openApp: "Abrir la app",
      action: "Volver a la página de inicio",
    },
    unpaid: {
      title: "No se ha realizado ningún pago",
      lede: "Saliste del pago antes de pagar, así que no se te ha cobrado nada. Puedes elegir un plan cuando quieras.",
      ledeTrial:
        "Saliste del pago antes de pagar, así que no se te ha cobrado nada. Tu prueba gratuita de {days} días te espera cuando quieras.",
      action: "Ver planes y precios",
      subscriberTitle: "Tu plan {plan} sigue igual",
      subscriberLede: "Saliste del pago antes de pagar: no se te ha cobrado nada y tu plan sigue como estaba.",
      subscriberAction: "Volver a tu plan",
      declined:
        "¿Se rechazó tu tarjeta? Entonces tampoco se te ha cobrado nada. Vuelve a empezar y paga con otra tarjeta.",
      declinedAction: "Probar con otra tarjeta",
    },
    /** A person whose subscription is cancelled, failing or over: said plainly, never a welcome. */
    standing: {
      endingTitle: "{name}: cancelación confirmada",
      pastDueTitle: "Tu último pago no se completó",
      endedTitle: "{name}: ha terminado",
      lede: "{standing}.",
    },
    research: {
      title: "Tu análisis está desbloqueado",
      lede: "Tu prueba gratuita de {days} días ya ha empezado. {open}",
      ledeConfirmed:
        "Tu suscripción de análisis está confirmada y los detalles van de camino al correo que indicaste al pagar. {open}",
      ledeKnown: "{standing}. {open}",
      open: "Abre el análisis de cualquier valor:",
      openResearch: "Abrir el análisis",
    },
    help: "¿Dudas sobre la facturación? Escríbenos a",
  },
} satisfies CheckoutCopy;
