// Spanish: the /signup hand-off page, which sends the visitor on to the hosted sign-up (or, signed
// in already, to the plan's checkout), and what it says when it cannot.
import type { SignUpCopy } from "../copy.ts";

export const signUp = {
  title: "Te llevamos al registro…",
  text: "Un momento: estamos abriendo una página de registro segura, o tu pago si ya has iniciado sesión.",
  failedTitle: "No se ha podido abrir el registro",
  noScriptTitle: "El registro necesita JavaScript",
  noScriptText:
    "Nuestra página de registro segura funciona en tu navegador con JavaScript. Activa JavaScript en este sitio y vuelve a intentarlo.",
  retry: "Volver a intentarlo",
  back: "Ver los planes",
  /** The same page at /account: the subscription's portal, after logging in when needed. */
  account: {
    title: "Abriendo tu suscripción…",
    text: "Un momento: estamos abriendo tu suscripción en nuestro proveedor de pagos, después de que inicies sesión si hace falta.",
    failedTitle: "No se ha podido abrir tu suscripción",
    noScriptTitle: "La gestión de tu suscripción necesita JavaScript",
    noScriptText:
      "El inicio de sesión y la gestión de tu suscripción funcionan en tu navegador con JavaScript. Activa JavaScript en este sitio y vuelve a intentarlo.",
    /** A Log in press (go=login) in place of the words above, set by the page's script (page-hand-off.ts). */
    login: {
      title: "Te llevamos al inicio de sesión…",
      text: "Un momento: estamos abriendo nuestra página segura de inicio de sesión.",
      failedTitle: "No se ha podido abrir el inicio de sesión",
    },
    /** The API found nothing to manage or cancel for this person. */
    none: "Aún no tienes ninguna suscripción con nosotros, así que no hay nada que gestionar ni cancelar.",
    /** The API or the payment provider could not be reached. */
    unavailable:
      "Ahora mismo no hemos podido conectar con nuestro proveedor de pagos. Vuelve a intentarlo en un momento.",
    /** A person picks which subscription they mean, where it is not clear (features/hand-off/page/page-hand-off.ts). */
    choose: { cancel: "¿Qué suscripción quieres cancelar?", manage: "¿Qué suscripción quieres gestionar?" },
    /** For what was bought without an account (or under another email): the provider's own login link. */
    portalLogin:
      "¿Compraste sin cuenta o con otro correo? Gestiona o cancela tu suscripción con tu correo directamente en nuestro proveedor de pagos:",
    portalLoginAction: "Entrar en el portal de clientes",
  },
} satisfies SignUpCopy;
