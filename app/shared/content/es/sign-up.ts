// Spanish: the /signup hand-off page, which sends the visitor on to the hosted sign-up (or, signed
// in already, to the plan's checkout), and what it says when it cannot.
import type { SignUpCopy } from "../copy";

export const signUp = {
  title: "Te llevamos al registro…",
  text: "Un momento: estamos abriendo una página de registro segura, o tu pago si ya has iniciado sesión.",
  failedTitle: "No se ha podido abrir el registro",
  noScriptTitle: "El registro necesita JavaScript",
  noScriptText:
    "Nuestra página de registro segura funciona en tu navegador con JavaScript. Activa JavaScript en este sitio y vuelve a intentarlo.",
  retry: "Volver a intentarlo",
  back: "Ver los planes",
} satisfies SignUpCopy;
