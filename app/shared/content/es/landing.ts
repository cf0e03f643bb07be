// Spanish: the landing page's sections, in the order they appear (docs/product.md, Sections).
import type { LandingCopy } from "../copy.ts";

export const landing = {
  pageTitle: "{product} · Convierte tus fotos en una canción",
  hero: {
    /** One headline per A/B/C variant; the visitor's stored variant picks one before first paint. */
    headlines: {
      A: "Convierte tus fotos en una canción",
      B: "Tus recuerdos, hechos música",
      C: "Cada foto tiene su canción. Escucha la tuya.",
    },
    lede: "Sube unas cuantas fotos y recibe una canción original sobre tus momentos —con letra, voz y todo— en unos dos minutos.",
    cta: "Crea tu primera canción",
    quote: {
      text: "Fue como si alguien hubiera escrito una canción sobre nuestro verano solo para nosotros.",
      author: "Lena, creó su primera canción en julio",
    },
    imageAlt: "Fotos que se transforman en una colorida onda de sonido",
    /** `{count}` is the user claim, shown in bold. */
    socialProof: "Encanta a {count} de usuarios",
    userClaim: "más de {users}",
  },
  uploadExplainer: {
    title: "Sube fotos. Recibe una canción.",
    intro: "No hace falta talento musical. Tres pasos separan tu galería de una canción que pondrás una y otra vez.",
    imageAlt: "Tres fotos que fluyen hacia un móvil que reproduce música",
    steps: [
      { title: "Sube tus fotos", text: "Escoge de 1 a 20 fotos de un viaje, un cumpleaños o un martes cualquiera." },
      { title: "Elige un estilo", text: "Pop, folk, lo-fi, country, rock… o deja que decidan las fotos." },
      { title: "Recibe tu canción", text: "Una letra sobre tus momentos, cantada y producida, lista para compartir." },
    ],
  },
  songSample: {
    title: "Escucha lo que pueden hacer unas pocas fotos",
    trackTitle: "Hora dorada en la Ruta 1",
    trackCaption: "Creada con 9 fotos de un viaje por la costa",
    play: "Reproducir la canción de muestra",
    pause: "Pausar la canción de muestra",
    seek: "Posición en la canción de muestra",
    position: "{current} de {duration}",
    failed: "No se ha podido reproducir la muestra. Comprueba tu conexión e inténtalo de nuevo.",
    sound:
      "Se está reproduciendo, pero tu dispositivo ha detectado un problema de sonido. Revisa los altavoces o los auriculares.",
  },
  signUpCta: {
    title: "Tus primeros {days}\u00a0días, invita la casa",
    text: "Regístrate, elige un plan y empieza tus {days}\u00a0días de prueba gratis: si cancelas antes de que termine, no pagas nada.",
    button: "Regístrate",
  },
  testimonials: {
    title: "Lo adoran quienes aman sus fotos",
    /** What each person said (shared/content/testimonials.ts has who and when). */
    quotes: {
      ava: "Subí doce fotos de nuestro viaje por carretera y me devolvió una canción folk que mencionaba el bar de carretera donde paramos. Mi hermana lloró. Y luego lloré yo.",
      marcus:
        "Le hice una canción de cumpleaños a mi padre con sus fotos antiguas de pesca. Desde entonces la pone todas las mañanas. El mejor regalo que he hecho nunca.",
      priya:
        "En la boda pusimos una canción hecha con nuestras fotos de compromiso. Los invitados no paraban de preguntar qué grupo la había compuesto.",
      jonas:
        "Lanzo varias generaciones en paralelo y me quedo con la mejor toma, como tener una banda de estudio siempre disponible. Cada crédito merece la pena.",
    },
  },
  tryForFree: {
    title: "Pruébalo gratis durante {days}\u00a0días",
    text: "Acceso completo a todos los estilos. Cancela cuando quieras antes de que acabe la prueba y no pagarás nada.",
    button: "Crea tu primera canción",
  },
} satisfies LandingCopy;
