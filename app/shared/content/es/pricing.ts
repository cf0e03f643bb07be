// Spanish: the pricing page and the plans' words. Figures come in as placeholders: prices and
// percentages ('50 %') formatted for the page's language and currency, the rest derived from the
// plans (catalogue/plans.ts).
import type { PricingCopy } from "../copy.ts";

export const pricing = {
  pageTitle: "Precios · {product}",
  title: "Empieza con una prueba gratuita de {days}\u00a0días",
  lede: "Elige un plan, crea canciones toda la semana y no pagues nada si cancelas antes de que acabe la prueba.",
  /** For a signed-in person who has had their free trial: no trial wording. */
  titleTrialUsed: "Elige tu plan",
  ledeTrialUsed: "Cambia de plan o de periodo de facturación cuando quieras; pagas según el plan que tengas.",
  /** For a signed-in person whose trial is used and who has no plan now (theirs ended, or never began). */
  ledeReturning: "Ya usaste tu prueba gratuita. Elige un plan cuando quieras volver a crear canciones.",
  toggleLabel: "Periodo de facturación",
  periodLabels: { monthly: "Mensual", annual: "Anual" },
  discountBadge: "Ahorra {percent}",
  mostBought: "El más vendido",
  choose: "Prueba {plan} gratis",
  /** The button for a person whose free trial is used. */
  chooseTrialUsed: "Suscríbete a {plan}",
  yourPlan: "Tu plan",
  switchTo: "Cambiar a {plan}",
  manage: "Gestionar suscripción",
  /** After the portal, when the subscription is cancelled: until when it serves. */
  cancelled: "Tu plan {plan} se ha cancelado. Puedes seguir usándolo hasta el {date}.",
  perMonth: "{price}/mes",
  billedMonthly: "pago mensual",
  billedYearly: "pago anual de {total}",
  facts: {
    credits: "{credits} créditos/mes",
    unlimitedCredits: "Créditos ilimitados",
    songs: "{songs} canciones al mes",
    unlimitedSongs: "Canciones ilimitadas cada mes",
    parallel: "{count} generaciones en paralelo",
  },
  plans: {
    pro: {
      tagline: "Para crear canciones con tus momentos favoritos.",
      features: [
        "Todos los estilos y ambientes musicales",
        "Descarga tus canciones en MP3",
        "Enlaces para compartir con amigos",
      ],
    },
    max: {
      tagline: "Para creadores que convierten cada álbum en una banda sonora.",
      features: [
        "Todo lo de Pro",
        "Canciones más largas, de hasta 4 minutos",
        "Letras y estilos vocales personalizados",
        "Generación prioritaria",
        "Licencia de uso comercial",
      ],
    },
  },
  /** Not shown to a person whose free trial is used. */
  trialNote:
    "Tu primer plan empieza con una prueba gratuita de {days}\u00a0días, una por persona; solo se te cobra cuando termina.",
  notes: [
    "{creditsPerSong} créditos = 1 canción.",
    "Cancela cuando quieras desde «Cancelar suscripción», al pie de cada página.",
    "La facturación anual tiene un {percent} de descuento sobre el precio mensual y se cobra una vez al año.",
    "Los precios están en euros e incluyen el IVA.",
  ],
  /** Names of the offers in search engines' structured data. */
  offerNames: { monthly: "{plan} mensual", annual: "{plan} anual" },
} satisfies PricingCopy;
