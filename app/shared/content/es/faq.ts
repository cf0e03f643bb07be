// Spanish: the FAQ of the landing and pricing pages, eight questions.
import type { FaqCopy } from "../copy.ts";

export const faq = {
  title: "Resolvemos tus dudas",
  contactLead: "¿Te queda alguna duda? Escríbenos a",
  /** Joins the plans' credit lines in the credits answer ('Pro incluye …; Max no tiene límite'). */
  planCredits: {
    limited: "{plan} incluye {credits} créditos al mes",
    unlimited: "{plan} no tiene límite",
    separator: "; ",
  },
  items: [
    {
      question: "¿Cómo convierte {product} las fotos en una canción?",
      answer:
        "Subes unas cuantas fotos. Nuestra IA interpreta los momentos que hay en ellas —las personas, los lugares, el ambiente—, escribe una letra sobre ellos y compone a su alrededor una canción original con voz e instrumentos.",
    },
    {
      question: "¿Cuántas fotos necesito?",
      answer:
        "Con una basta, aunque lo ideal es subir hasta 20. Unas cuantas fotos del mismo día o del mismo viaje le dan a la canción una historia que contar.",
    },
    {
      question: "¿Cuánto se tarda en crear una canción?",
      answer:
        "Normalmente, menos de dos minutos. Con las generaciones en paralelo puedes crear varias versiones a la vez y quedarte con la que más te guste.",
    },
    {
      question: "¿Qué es un crédito?",
      answer: "Las canciones se cuentan en créditos: {creditsPerSong} créditos equivalen a una canción. {planCredits}.",
    },
    {
      question: "¿Cómo funciona la prueba gratuita?",
      answer:
        "Tu primer plan empieza con una prueba gratuita de {days}\u00a0días, una por persona. No te cobraremos nada hasta que termine, y si cancelas antes, no pagas nada.",
    },
    {
      question: "¿Puedo cancelar en cualquier momento?",
      answer:
        "Sí. El enlace «Cancelar suscripción», al pie de cada página, te permite cancelar sin cuenta: indica el correo con el que compraste y te enviamos un enlace de un solo uso (con la sesión iniciada, cancelas directamente desde tu cuenta). Seguirás teniendo acceso hasta el final del periodo que hayas pagado, y te llegará una confirmación por correo.",
    },
    {
      question: "¿De quién son las canciones que creo?",
      answer:
        "Tuyas. Puedes guardarlas, descargarlas y compartirlas. Max añade una licencia de uso comercial, por ejemplo, para vídeos que monetices.",
    },
    {
      question: "¿Mis fotos son privadas?",
      answer:
        "Sí. Tus fotos solo se usan para crear tu canción, nunca se comparten ni se venden, y puedes borrarlas, junto con tus canciones, cuando quieras.",
    },
  ],
} satisfies FaqCopy;
