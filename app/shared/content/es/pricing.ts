// Spanish: the pricing page and the plans' words. Figures come in as placeholders: prices and
// percentages ('50 %') formatted for the page's language and currency, the rest derived from the
// plans (shared/content/plans.ts).
import type { PricingCopy } from "../copy";

export const pricing = {
  pageTitle: "Precios · {product}",
  title: "Empieza con una prueba gratuita de {days} días",
  lede: "Elige un plan, crea canciones toda la semana y no pagues nada si cancelas antes de que acabe la prueba.",
  toggleLabel: "Periodo de facturación",
  periodLabels: { monthly: "Mensual", annual: "Anual" },
  discountBadge: "Ahorra {percent}",
  mostBought: "El más vendido",
  choose: "Prueba {plan} gratis",
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
  notes: [
    "{creditsPerSong} créditos = 1 canción.",
    "Todos los planes empiezan con una prueba gratuita de {days} días; solo se te cobra cuando termina.",
    "Cancela cuando quieras, en dos clics, desde tu cuenta.",
    "La facturación anual tiene un {percent} de descuento sobre el precio mensual y se cobra una vez al año.",
    "Los precios están en euros. Según dónde vivas, pueden aplicarse impuestos.",
  ],
  /** Names of the offers in search engines' structured data. */
  offerNames: { monthly: "{plan} mensual", annual: "{plan} anual" },
} satisfies PricingCopy;
