// Spanish: what every page shares — header, footer, language switcher, consent banner, sign-in
// alert, the not-found and error screens — and the site's description.
import type { CommonCopy } from "../copy.ts";

export const common = {
  description:
    "Convierte tus fotos en una canción original en minutos. Empieza con una prueba gratuita de {days}\u00a0días.",
  skipToContent: "Saltar al contenido",
  nav: { main: "Principal", footer: "Pie de página", pricing: "Precios", contact: "Contacto" },
  rights: "© {year} {product}. Todos los derechos reservados.",
  signUp: "Regístrate",
  logIn: "Iniciar sesión",
  logOut: "Cerrar sesión",
  yourAccount: "Tu cuenta",
  /** The signed-in person's menu in the header. */
  accountMenu: {
    label: "Cuenta",
    manage: "Gestionar suscripción",
    none: "Aún no tienes suscripción",
    experiment: "Experimento de titulares",
    addedByEmail: "Añadida porque se compró con tu correo electrónico.",
    notMine: "No es mía: quitarla",
    notMineFailed: "No se ha podido quitar ahora. Inténtalo de nuevo en un momento.",
  },
  holdings: {
    plan: "Plan {plan}",
    research: "Suscripción de análisis",
    price: { month: "{price} al mes", year: "{price} al año" },
    standing: {
      trial: "Prueba gratuita hasta el {date}, después {price}",
      active: "Se renueva el {date} por {price}",
      ending: "Cancelación confirmada: disponible hasta el {date}, no se cobrará nada más",
      pastDue: "El último pago falló: actualiza tu tarjeta",
      ended: "Terminó el {date}",
    },
    discounted: {
      until: "{charge} con {code} hasta el {date}, después {price}",
      once: "{charge} una vez con {code}, después {price}",
      always: "{charge} con {code}",
    },
    tax: {
      included: {
        EUR: "{price} (IVA de {tax} incluido)",
        JPY: "{price} (impuesto al consumo de {tax} incluido)",
        other: "{price} ({tax} de impuestos incluidos)",
      },
      added: "{price} + {tax} de impuestos",
      /** A price whose tax, added where the buyer lives, is not known yet (the price after a code ends). */
      plus: "{price} + impuestos",
    },
  },
  /** Every footer's way to cancel (in German, § 312k BGB's words exactly). */
  cancelSubscription: "Cancelar suscripción",
  /** Every footer's legal pages; `notice` is the market's (features/legal/, shared/content/legal-notice.ts). */
  legal: { privacy: "Privacidad", terms: "Condiciones", notice: "Aviso legal" },
  languages: {
    label: "Idioma",
    /** Shown once to a visitor whose browser prefers this language, in this language. */
    offer: "Esta página también está en español.",
    accept: "Leer en español",
    dismiss: "No, gracias",
  },
  consent: {
    title: "Cookies analíticas",
    text: "Nos gustaría saber cómo se usa este sitio para mejorarlo. No guardamos nada con fines analíticos hasta que aceptes.",
    accept: "Aceptar",
    reject: "Rechazar",
    settings: "Configuración de cookies",
  },
  authAlert: {
    title: "No se ha podido iniciar sesión",
    dismiss: "Cerrar",
    unreachable:
      "No hemos podido conectar con el servicio de inicio de sesión. Comprueba tu conexión e inténtalo de nuevo.",
    busy: "El servicio de inicio de sesión tiene problemas en este momento. Inténtalo de nuevo dentro de unos minutos.",
    cancelled: "Se ha cancelado el registro y no se ha creado nada. Puedes volver a empezar cuando quieras.",
    expired: "El enlace de inicio de sesión ya se ha usado o ha caducado. Vuelve a iniciar sesión.",
    confirm: "El servicio de inicio de sesión necesita un paso más. Vuelve a iniciar sesión.",
    blocked:
      "Tu navegador ha bloqueado la ventana de inicio de sesión. Permite las ventanas emergentes en este sitio y vuelve a intentarlo.",
    storage:
      "Para registrarte o iniciar sesión, permite los datos de sitios (cookies) en este sitio: el inicio de sesión guarda una nota en tu navegador mientras estás en la página de acceso.",
    failed: "Esta vez no se ha podido iniciar sesión. Inténtalo de nuevo.",
    code: "Código de error: {code}",
  },
  notFound: {
    code: "404",
    title: "Esta página ha desafinado",
    text: "No hemos encontrado la página que buscabas. Puede que se haya movido o que el enlace esté mal escrito.",
    pageTitle: "Página no encontrada",
  },
  error: {
    code: "¡Uy!",
    title: "Algo ha salido mal",
    text: "Un error inesperado ha impedido que se cargue esta página. Vuelve a intentarlo o regresa a la página de inicio.",
    pageTitle: "Algo ha salido mal",
  },
  /** A quotation in the language's quotation marks. */
  quote: "«{text}»",
  unknownTicker: "No hay análisis para esta página",
  home: "Ir a la página de inicio",
  seePricing: "Ver precios",
  shareImageAlt: "{product}: convierte tus fotos en una canción",
} satisfies CommonCopy;
