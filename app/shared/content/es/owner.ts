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
      negligible:
        "No hay una diferencia de ingresos que merezca la pena entre {variant} y A: sea cual sea, es menor que la mejora que has fijado. Puedes detener el experimento.",
    },
    paidRate: {
      more: "Paga una proporción mayor de los visitantes de {variant} que de los de A.",
      less: "Paga una proporción menor de los visitantes de {variant} que de los de A.",
      unclear: "Aún no hay una diferencia clara de visitantes que pagan entre {variant} y A.",
      negligible:
        "No hay una diferencia de visitantes que pagan que merezca la pena entre {variant} y A: sea cual sea, es menor que la mejora que has fijado. Puedes detener el experimento.",
    },
    trialRate: {
      more: "{variant} consigue más pruebas que A.",
      less: "{variant} consigue menos pruebas que A.",
      unclear: "Aún no hay una diferencia clara de pruebas entre {variant} y A.",
      negligible:
        "No hay una diferencia de pruebas que merezca la pena entre {variant} y A: sea cual sea, es menor que la mejora que has fijado. Puedes detener el experimento.",
    },
    srm: "Alerta: los titulares no han recibido partes iguales de visitantes (desajuste de la proporción muestral, SRM; p {p}). Algo falla en cómo se sortean o se cuentan los titulares; no te fíes de la comparación hasta que se corrija.",
    /** Landing beacons the API refused because one address sent too many; `{count}` is how many. */
    refusedBeacons:
      "Señales de visita rechazadas por envío masivo (demasiadas desde una misma dirección) en este periodo: {count}. No cuentan en ninguna de las cifras.",
    method:
      "Solo se considera que un titular difiere de A cuando su intervalo válido en todo momento (el gráfico de abajo) excluye el cero: puedes mirar cada día y actuar con la primera conclusión, que sigue siendo tan fiable como una sola consulta planificada de antemano (95\u00a0%). Los ingresos son sin impuestos ni reembolsos, en dólares estadounidenses según la lista de precios.",
  },
  table: {
    caption: "Los tres titulares",
    headline: "Titular",
    visits: "Visitas",
    visitors: "Visitantes",
    maturing: "Aún en prueba",
    trialRate: "Tasa de prueba",
    paidRate: "Tasa de pago",
    revenuePerVisitor: "Ingresos por visitante",
    control: "Grupo de control",
    quoted: "«{headline}»",
    interval: "95\u00a0%: de {low} a {high}",
    /** Under the paid rate and the revenue: the visitors they count. */
    matured: "de {count} cuya prueba ha terminado",
    noInterval: "Aún sin intervalo",
    vsControl: "frente a A: {diff} (solo para una consulta: p ajustado {p})",
    none: "Aún no",
    note: "La tasa de prueba cuenta a todos los visitantes. La tasa de pago y los ingresos por visitante solo cuentan a los visitantes vistos por primera vez hace al menos {days} días más un día, cuya prueba ha tenido tiempo de convertirse en un pago; «Aún en prueba» son los demás. Las cifras «frente a A» y su p solo valen para una única consulta planificada; las conclusiones se basan en los intervalos válidos en todo momento.",
  },
  /** Differences of rates, in percentage points. */
  points: "{value}\u00a0p.\u00a0p.",
  forest: {
    title: "Diferencias con A, con intervalos válidos en todo momento",
    zero: "Cada barra abarca el intervalo válido en todo momento de un titular, y el punto, su diferencia; la línea discontinua indica que no hay diferencia, y la franja sombreada, la menor diferencia que merece la pena en uno u otro sentido.",
    valid:
      "Válido en todo momento significa que puedes mirar cuando quieras. Por muchas veces que lo compruebes, una barra que no toca la línea discontinua es tan fiable como una sola consulta planificada de antemano; una barra dentro de la franja significa que no hay una diferencia que merezca la pena.",
    none: "Aún no hay visitantes suficientes para comparar.",
  },
  /** The plan: the smallest lift worth having per figure, and the sample and days it takes. */
  plan: {
    title: "Cuánto tiempo seguir",
    lede: "Fija para cada métrica la menor mejora sobre A que merezca la pena; la página calcula cuántos visitantes necesita cada titular para demostrarla.",
    legend: "Menor mejora sobre A que merece la pena",
    range: "Un porcentaje de {min} a {max}.",
    /** A lift in the page's address that is none (typed or kept from elsewhere): said, and the default used. */
    refused:
      "La dirección pide una mejora de «{value}» para «{figure}», que no es un porcentaje de {min} a {max}: el plan usa el valor predeterminado, {default}\u00a0%.",
    submit: "Actualizar el plan",
    reset: "Volver a los valores predeterminados",
    caption: "El plan",
    metric: "Métrica",
    lift: "Mejora que merece la pena",
    baseline: "A ahora",
    assumed: "{value} (supuesto)",
    needed: "Visitantes necesarios por titular",
    counted: "Hasta ahora",
    daysLeft: "Días restantes",
    reached: "Alcanzado",
    unknown: "Aún no se sabe",
    impossible: "Inalcanzable",
    explain: {
      lift: "Mejora que merece la pena: la menor mejora sobre A por la que cambiarías de titular; las menores no compensan el esfuerzo.",
      needed:
        "Visitantes necesarios: cuántos necesita cada titular para que, si de verdad supera a A en esa mejora, las conclusiones lo digan en el {power} de los experimentos.",
      counted:
        "Hasta ahora: los visitantes que ya tiene el titular que menos tiene; para la tasa de pago y los ingresos solo cuentan los visitantes cuya prueba ha terminado.",
      daysLeft:
        "Días restantes: al ritmo de cada titular en este periodo (unos {perDay} visitantes al día cada uno); para la tasa de pago y los ingresos hay que esperar además {days} días más un día a que terminen las pruebas de los últimos visitantes.",
      assumed:
        "Hasta que A tenga {trials} pruebas ({trials} clientes de pago cuya prueba ha terminado, para la tasa de pago y los ingresos), el plan parte de las cifras marcadas como «supuesto», habituales en este sitio, y después de las del propio A.",
      nStar:
        "Los intervalos válidos en todo momento son más estrechos en torno a los {nStar} visitantes por titular; con otras cantidades siguen siendo igual de válidos, solo algo más anchos.",
    },
  },
  chart: {
    title: "Visitantes por titular a lo largo del tiempo",
    description: "Visitantes contados hasta ahora con cada titular, día a día.",
    none: "Aún no hay visitantes.",
  },
  /** Sales by the campaign code paid with (app/catalogue/campaign-codes.ts). */
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
    summary: "Descargar el resumen por titular (CSV)",
    /** The summary's file name, without the extension. */
    summaryFileName: "experimento-titulares-resumen-{date}",
    note: "En ambos archivos, los ingresos están en dólares estadounidenses, sin impuestos y descontados los reembolsos y las disputas perdidas. El archivo diario indica para cada día si han terminado las pruebas de todos sus visitantes.",
  },
} satisfies OwnerCopy;
