// Spanish: the owner's readout of the headline experiment (/owner/experiment), and its link in the
// owner's account menu (common.accountMenu.experiment).
import type { OwnerCopy } from "../copy.ts";

export const owner = {
  pageTitle: "Experimento de titulares",
  lede: "Qué titular de la página de inicio genera más dinero. Cada visitante cuenta con el primer titular que se le mostró, así que la comparación sigue siendo justa por muchas veces que vuelva.",
  checking: "Comprobando quién eres…",
  loading: "Cargando las cifras…",
  noScript: "Esta página necesita JavaScript: carga las cifras con la sesión del propietario.",
  forOwner: {
    title: "Esta página es para el propietario del sitio",
    body: "Muestra las cifras del experimento de titulares solo a la cuenta del propietario.",
    logIn: "Iniciar sesión",
  },
  unavailable: {
    title: "No se han podido cargar las cifras",
    body: "La API del sitio no ha respondido. Vuelve a intentarlo en un momento.",
    retry: "Volver a intentarlo",
  },
  period: "Visitantes vistos por primera vez del {since} al {until} (UTC).",
  verdicts: {
    title: "Qué se puede concluir",
    notEnough:
      "Aún no hay datos suficientes: cada titular necesita al menos {visitors} visitantes y {trials} pruebas antes de que la comparación signifique algo.",
    /** One line per metric and headline against A: more, less, or no clear difference. */
    revenuePerVisitor: {
      more: "{variant} genera más dinero que A.",
      less: "{variant} genera menos dinero que A.",
      unclear: "Aún no hay una diferencia clara de ingresos entre {variant} y A.",
    },
    paidRate: {
      more: "Paga una proporción mayor de los visitantes de {variant} que de los de A.",
      less: "Paga una proporción menor de los visitantes de {variant} que de los de A.",
      unclear: "Aún no hay una diferencia clara de visitantes que pagan entre {variant} y A.",
    },
    trialRate: {
      more: "{variant} consigue más pruebas que A.",
      less: "{variant} consigue menos pruebas que A.",
      unclear: "Aún no hay una diferencia clara de pruebas entre {variant} y A.",
    },
    srm: "Alerta: los titulares no han recibido partes iguales de visitantes (desajuste de la proporción muestral, SRM; p {p}). Algo falla en cómo se sortean o se cuentan los titulares; no te fíes de la comparación hasta que se corrija.",
    refusedBeacons:
      "Señales de visita rechazadas por envío masivo (demasiadas desde una misma dirección) en este periodo: {count}. No cuentan en ninguna de las cifras.",
    method:
      "Los intervalos de confianza son al 95\u00a0%. Solo se considera que un titular difiere de A cuando su intervalo ajustado para comparar dos titulares con A (Bonferroni) excluye el cero. Los ingresos son sin impuestos, en dólares estadounidenses según la lista de precios.",
  },
  table: {
    caption: "Los tres titulares",
    headline: "Titular",
    visits: "Visitas",
    visitors: "Visitantes",
    trialRate: "Tasa de prueba",
    paidRate: "Tasa de pago",
    revenuePerVisitor: "Ingresos por visitante",
    control: "Grupo de control",
    quoted: "«{headline}»",
    interval: "95\u00a0%: de {low} a {high}",
    noInterval: "Aún sin intervalo",
    vsControl: "frente a A: {diff} (p ajustado {p})",
    none: "Aún no",
  },
  /** Differences of rates, in percentage points. */
  points: "{value}\u00a0p.\u00a0p.",
  forest: {
    title: "Diferencias con A, con intervalos ajustados para dos comparaciones",
    zero: "Cada barra abarca el intervalo de un titular, y el punto, su diferencia; la línea discontinua indica que no hay diferencia.",
    none: "Aún no hay visitantes suficientes para comparar.",
  },
  chart: {
    title: "Visitantes por titular a lo largo del tiempo",
    description: "Visitantes contados hasta ahora con cada titular, día a día.",
    none: "Aún no hay visitantes.",
  },
  codes: {
    caption: "Ventas por código de campaña",
    note: "Cada pago del periodo, lo hiciera quien lo hiciera, bajo el código con el que se compró su suscripción (también sus pagos posteriores a precio completo): lo pagado sin impuestos, tras el descuento del código, y lo que descontaron los códigos (dólares estadounidenses según la lista de precios). Un código no cambia ninguna prueba.",
    code: "Código",
    none: "Sin código",
    subscriptions: "Suscripciones",
    payments: "Pagos",
    revenue: "Ingresos",
    discount: "Descuentos",
    empty: "Todavía no hay pagos en este periodo.",
  },
  csv: {
    download: "Descargar los recuentos diarios (CSV)",
    /** The file's name, without the extension; `{date}` is today's. */
    fileName: "experimento-titulares-{date}",
  },
} satisfies OwnerCopy;
