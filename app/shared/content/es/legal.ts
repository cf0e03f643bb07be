// Spanish: the privacy policy and the terms (app/features/legal/), and the words the legal pages
// share (shared/content/en/legal.ts says what the placeholders are).
import type { LegalCopy } from "../copy.ts";

export const legal = {
  updated: "Última actualización: {date}",
  example: {
    title: "Datos de ejemplo",
    text: "Este build muestra datos de empresa de ejemplo. Configura {settings} antes de publicar el sitio.",
  },
  offerPrices: "{monthly} al mes, o {annual} al año en un solo pago",
  planPrices: "{plan} por {prices}",
  listSeparator: "; ",
  privacy: {
    pageTitle: "Política de privacidad",
    title: "Política de privacidad",
    lede: "Qué guarda {product} sobre ti, por qué, durante cuánto tiempo, quién nos ayuda y qué puedes pedirnos.",
    sections: [
      {
        title: "Responsable del tratamiento",
        paragraphs: [
          "{company}, {address}, {country} (correo {email}, teléfono {phone}) es responsable de los datos personales que trata este sitio. Escríbenos a {email} sobre cualquier punto de esta página.",
        ],
      },
      {
        title: "Visitar el sitio",
        paragraphs: [
          "Nuestro proveedor de alojamiento ({hosting}) sirve las páginas. Para ello, sus servidores reciben tu dirección IP, la página solicitada, la hora y el nombre y la versión de tu navegador; pueden guardarlos en registros de corta duración por seguridad y para resolver errores. Base jurídica: nuestro interés legítimo en un sitio seguro y que funcione (art. 6.1.f del RGPD).",
          "Las páginas no miden nada antes de que elijas. El sitio guarda algunos valores en tu navegador para funcionar como esperas; se enumeran más abajo y solo salen de tu navegador cuando un apartado de esta página lo indica.",
          "Cada visita a la página de inicio suma uno a un recuento anónimo, en nuestra propia base de datos, de cuál de sus tres titulares mostró y en qué día: sin identificador, sin cookie, sin dirección IP, nada que distinga a los visitantes, por lo que no necesita consentimiento. Con él vemos cuántas veces se muestra cada titular.",
        ],
      },
      {
        title: "Analítica, solo con tu consentimiento",
        paragraphs: [
          "Si eliges «{accept}» en el aviso de analítica, Google Analytics 4 (Google Ireland Limited, Gordon House, Barrow Street, Dublín 4, Irlanda) mide qué páginas ves y qué botones pulsas (como «{signUp}» o un plan), con un identificador aleatorio que guarda tu navegador (userId). Instala las cookies _ga y _ga_<id> durante un máximo de dos años. El almacenamiento y la personalización de anuncios siguen desactivados, respondas lo que respondas. Base jurídica: tu consentimiento (art. 6.1.a del RGPD; art. 22.2 de la LSSI).",
          "Antes de que respondas, y tras «{reject}», la etiqueta de Google puede cargarse, pero no guarda nada en tu navegador y solo envía señales sin cookies (que no hay consentimiento, la página, la hora) mediante el modo de consentimiento de Google. Si aceptaste y después te suscribes, nuestro servidor comunica a Google Analytics el inicio de la prueba y cada pago con el mismo identificador aleatorio; si rechazaste, no.",
          "Para retirar tu consentimiento, pulsa «{cookieSettings}» al pie de cualquier página y elige «{reject}»: desde ese momento no se mide nada y se borran las cookies de Google Analytics. Ahí también puedes cambiar tu respuesta en el otro sentido. Retirarlo no afecta a lo medido antes.",
          "Si aceptas, nuestro propio servidor también guarda el identificador aleatorio de tu navegador (userId) con el primero de los tres titulares que viste, y cuándo, para comparar qué titular lleva a más suscripciones (ya conoce tus compras bajo ese identificador). Guardamos este registro 13 meses. Si retiras tu consentimiento, se borra al instante; nuestro servidor guarda entonces solo una nota de que este identificador aleatorio lo retiró, y cuándo, mientras conserve los registros de suscripciones, para no comunicar nada de tus suscripciones a Google Analytics, tampoco de las que contrates después.",
        ],
      },
      {
        title: "Tu cuenta",
        paragraphs: [
          "El registro y el inicio de sesión se hacen en la página de acceso alojada de nuestro proveedor de identidad, Auth0 (Okta, Inc., 100 First Street, San Francisco, CA 94105, EE. UU.). Guarda tu dirección de correo, tu nombre si lo indicas y tu contraseña (como hash) o la cuenta con la que inicias sesión. Entrega a nuestro sitio un token con tu identificador de cuenta, tu nombre y tu correo, que tu navegador conserva (ver abajo) hasta que cierras sesión. Base jurídica: el contrato que solicitas (art. 6.1.b del RGPD).",
        ],
      },
      {
        title: "Pagos y tu suscripción",
        paragraphs: [
          "La página de pago y el portal de cliente los aloja Stripe (Stripe Payments Europe, Ltd., 1 Grand Canal Street Lower, Dublín 2, Irlanda). Stripe recoge los datos de tu tarjeta u otro medio de pago, tu correo y tu dirección de facturación (tu país y, en EE. UU., también el estado y el código postal); nunca vemos el número completo de tu tarjeta. Con esa dirección, Stripe Tax calcula el impuesto de cada pago; Stripe la guarda en tu ficha de cliente para que las renovaciones tributen igual. Pasamos a Stripe tu correo y tu identificador de cuenta para que la suscripción sea tuya y, con cada pago, el identificador aleatorio de tu navegador, la variante del titular que viste, tu respuesta sobre la analítica, la campaña de la que vienes (utm_…) y el código promocional del enlace que seguiste (?code=…); Stripe también recibe el código que escribas en la página de pago y anota el código usado en tu suscripción y sus facturas. Base jurídica: el contrato (art. 6.1.b del RGPD) y, para las facturas y los impuestos, nuestras obligaciones legales (art. 6.1.c del RGPD).",
          "La base de datos de nuestro servidor guarda, de cada suscriptor: el identificador de cuenta del proveedor de identidad, el identificador de cliente de Stripe, cada suscripción tal como Stripe la comunicó por última vez (plan, estado, fin de la prueba, fin del periodo, cancelación), si ya tuviste la prueba gratuita (se concede una vez por persona), los pagos iniciados para ti, los eventos de pago ya procesados, cada pago recibido (el importe, su impuesto y, si lo hubo, el código promocional con su descuento), las condiciones aceptadas al pagar con el texto de la casilla marcada, y la variante del titular de la página de inicio, el identificador aleatorio de analítica y el consentimiento de analítica con los que se hizo la compra. Los conservamos mientras seas cliente y después durante el tiempo que la normativa fiscal y mercantil exige para los justificantes de una venta (hasta diez años), y borramos el resto si lo pides.",
          "Los correos sobre tu suscripción los enviamos con el servicio de correo Resend (Resend, Inc., EE. UU.): una confirmación de cada compra (qué compraste, el precio, el fin de la prueba y el primer cobro, cómo cancelar, tu derecho de desistimiento), un recordatorio 3 días antes del primer cobro tras una prueba y 7 días antes de la renovación de una suscripción anual, un aviso cuando falla un pago, una confirmación cuando cancelas o cambias de plan y, si lo pides con «{cancel}» en el pie de cada página, un enlace para cancelar sin cuenta, que funciona una sola vez durante 60 minutos (solo se envía si el correo que indicas tiene una suscripción de ese tipo). Por cada correo, Resend recibe tu dirección de correo, el contenido del correo (el nombre del plan o de la suscripción al análisis con IA, importes, fechas, enlaces) y nuestras direcciones de remitente y de respuesta. Nuestros correos no llevan seguimiento: ni seguimiento de aperturas o clics, ni píxeles. Base jurídica: el contrato (art. 6.1.b del RGPD) y nuestras obligaciones legales de confirmar el contrato en un soporte duradero (art. 8.7 de la Directiva 2011/83/UE) y de confirmar una cancelación (§ 312k, apartado 4, del BGB alemán) (art. 6.1.c del RGPD).",
          "Para estos correos, la base de datos de nuestro servidor guarda además la dirección de correo indicada en cada pago y el idioma de ese pago, un registro de cada correo enviado (cuál, a quién, cuándo y lo que decía, sin sus enlaces de un solo uso) y cada enlace enviado solo como hash SHA-256, hasta una semana después de que caduque. Conservamos esas direcciones, idiomas y registros durante el mismo tiempo que los datos de suscripción de arriba.",
        ],
      },
      {
        title: "Quién más recibe datos",
        paragraphs: [
          "Solo los proveedores citados aquí: nuestro proveedor de alojamiento, Auth0, Stripe, Resend y, con tu consentimiento, Google. Cada uno actúa bajo un contrato de encargo del tratamiento o como responsable independiente de sus propias obligaciones (Stripe, en materia de pagos). Auth0, Stripe, Resend y Google pueden tratar datos en EE. UU.; las transferencias se basan en el Marco de Privacidad de Datos UE-EE. UU. y en las cláusulas contractuales tipo de la Comisión Europea. No vendemos datos ni mostramos anuncios.",
        ],
      },
      {
        title: "Tus derechos",
        paragraphs: [
          "Puedes pedirnos acceso a tus datos, su rectificación, su supresión, la limitación de su tratamiento o su portabilidad, y oponerte a un tratamiento basado en nuestro interés legítimo (arts. 15 a 21 del RGPD). Escribe a {email}; respondemos en el plazo de un mes. También puedes reclamar ante la Agencia Española de Protección de Datos o ante la autoridad del lugar donde vives o trabajas.",
          "No tienes que darnos ningún dato para leer este sitio. Para registrarte y suscribirte, los datos anteriores son necesarios; sin ellos no podemos prestar el servicio. No tomamos decisiones automatizadas sobre ti.",
        ],
      },
      {
        title: "Cambios",
        paragraphs: [
          "Antes de que el sitio use otros servicios o guarde otros datos, actualizamos esta página y su fecha.",
        ],
      },
    ],
    storage: {
      title: "Qué guarda tu navegador",
      intro:
        "Estas entradas son estrictamente necesarias para lo que pides al sitio, salvo las cookies de Google Analytics, que solo se instalan con tu consentimiento. Puedes borrarlas cuando quieras en los ajustes de tu navegador; el sitio empezará de cero.",
      places: { local: "Almacenamiento local", session: "Almacenamiento de sesión (esta pestaña)", cookie: "Cookie" },
      kept: {
        untilDeleted: "hasta que lo borres",
        untilLogOut: "hasta que cierres sesión",
        tab: "hasta que cierres la pestaña",
        day: "1 día",
        twoYears: "hasta 2 años",
      },
      purposes: {
        userId:
          "Un identificador aleatorio de este navegador: ves el mismo titular, los pagos quedan asociados a este navegador y, con tu consentimiento, la analítica te cuenta una sola vez.",
        hasPaid: "Si este navegador volvió de un pago completado; abre el muro de pago de análisis bursátil.",
        version: "Cuál de los tres titulares de la página de inicio muestra esta visita.",
        firstVersion:
          "El primero de los tres titulares de la página de inicio que vio este navegador, y cuándo; se envía a nuestro servidor solo con tu consentimiento (ver arriba).",
        withdrawal:
          "Tu retirada del consentimiento de analítica, hasta que nuestro servidor confirme que la tiene (luego se borra), para que no se pierda si falla la conexión.",
        consent: "Tu respuesta al aviso de analítica, para no volver a preguntarte.",
        language: "El idioma que elegiste, para que el sitio te lo vuelva a ofrecer.",
        tabLanguage: "El idioma de la última página que mostró esta pestaña, para que el pago vuelva en ese idioma.",
        conversions: "Los pagos ya contabilizados, para que ninguno se cuente dos veces.",
        arrivalCode:
          "El código de campaña (?code=…) con el que llegó la visita, que se pasa al pago para que se aplique su descuento.",
        arrivalUtm: "La campaña (utm_…) de la que vino la visita, que se pasa al pago para atribuirle la venta.",
        sessionHint: "Que has iniciado sesión, para mostrarlo antes de que responda el servicio de acceso.",
        loginCallback: "Un inicio de sesión en curso, hasta que se procese su vuelta.",
        justConfirmed:
          "Lo que un pago acaba de confirmar, para que la página siguiente te dé la bienvenida al momento; se lee una vez.",
        scrollPositions:
          "Hasta dónde se desplazó cada página de esta pestaña, para que volver o recargar te deje en el mismo sitio.",
        authCache: "Tus tokens de acceso de Auth0 (identificador de cuenta, nombre, correo), para mantener la sesión.",
        authSession: "La indicación de Auth0 de que has iniciado sesión, para renovar la sesión.",
        authTransaction: "Los valores de control de Auth0 para un inicio de sesión en curso (state, nonce, verifier).",
        analytics: "Los identificadores de Google Analytics para este navegador, solo después de que aceptes.",
      },
    },
  },
  terms: {
    pageTitle: "Condiciones del servicio",
    title: "Condiciones del servicio",
    lede: "El acuerdo entre tú y {company} cuando usas {product} y te suscribes.",
    sections: [
      {
        title: "Quiénes somos y qué cubren estas condiciones",
        paragraphs: [
          "{product} lo gestiona {company}, {address}, {country}. Estas condiciones se aplican a este sitio y a las suscripciones que se venden en él. Si eres consumidor, se aplican en todo caso las normas imperativas de protección de tu país.",
        ],
      },
      {
        title: "Planes y precios",
        paragraphs: [
          "La app tiene dos planes: {plans}. El análisis con IA de acciones y criptomonedas (las páginas de cada valor) es una suscripción aparte: {research}. Los precios están en la moneda de la página. Los precios en euros y en yenes (nuestras páginas en alemán, francés, español y japonés) incluyen el IVA o el impuesto japonés sobre el consumo al tipo de tu país (por ejemplo, el 19\u00a0% en Alemania y el 10\u00a0% en Japón): lo que dice la página es lo que pagas. Los precios en dólares estadounidenses y en reales brasileños (nuestras páginas en inglés y en portugués de Brasil) no incluyen impuestos: cuando la ley exige un impuesto y estamos registrados para cobrarlo (por ejemplo, el impuesto sobre las ventas de un estado de EE. UU.), se añade en el pago; cuando no cobramos ninguno, no se añade nada.",
          "La página de pago te pide la dirección de facturación (tu país y, en EE. UU., también el estado y el código postal), con la que Stripe Tax calcula el impuesto; se guarda en tu ficha de cliente de Stripe para que las renovaciones tributen igual. La página de pago muestra el impuesto y el importe total antes de que pagues, y la confirmación y cada factura indican el impuesto.",
          "Los créditos se gastan en canciones ({creditsPerSong} créditos por canción); los créditos no usados no pasan al mes siguiente.",
        ],
      },
      {
        title: "Prueba gratuita",
        paragraphs: [
          "Tu primera suscripción empieza con una prueba gratuita de {days} días, una vez por persona. Si no cancelas antes de que termine, empieza la suscripción elegida y ese día se cobra el primer pago.",
        ],
      },
      {
        title: "Facturación y renovación",
        paragraphs: [
          "Una suscripción se renueva automáticamente por otro mes o año al final de cada periodo, y ese día se cobra el precio del nuevo periodo en tu medio de pago. Los pagos los gestiona Stripe. Si un pago falla, te pediremos que actualices tu medio de pago; mientras tanto, la suscripción puede quedar en pausa.",
        ],
      },
      {
        title: "Cancelación",
        paragraphs: [
          "Puedes cancelar cuando quieras, sin dar motivos, con «{cancel}» en el pie de cada página o con «{manage}» en el menú de tu cuenta. Tu suscripción sigue activa hasta el final del periodo pagado (o de la prueba) y no se renueva; no se reembolsa el resto de un periodo ya empezado, salvo por el derecho de desistimiento que se explica abajo.",
        ],
      },
      {
        title: "Derecho de desistimiento (14 días)",
        paragraphs: [
          "Puedes desistir de una suscripción en los 14 días siguientes a su compra en la página de pago, sin dar motivos, vivas donde vivas: es un derecho que la ley da a los consumidores de la Unión Europea, y nosotros se lo damos a todos los compradores. Basta con enviar tu comunicación antes de que venzan los 14 días.",
          "Lo más rápido es la página de cancelación, enlazada en el pie de cada página: te envía por correo electrónico un enlace de un solo uso para tu suscripción, y durante los 14 días la página de ese enlace te permite desistir; tu suscripción termina entonces de inmediato, no al final del periodo. También puedes comunicárnoslo de forma clara por cualquier otro medio, por ejemplo por correo electrónico a {email} o por correo postal a {company}, {address}, {country}.",
          "Si desistes, te devolvemos todo lo que has pagado en un plazo de 14 días, por el mismo medio con el que pagaste, menos la parte proporcional del precio del periodo en curso por los días de servicio de pago hasta que desististe (un día empezado cuenta como entero), porque en la página de pago nos pediste que el servicio empezara de inmediato. Aceptar estas condiciones en la página de pago es esa solicitud expresa de que el servicio empiece durante el plazo de desistimiento: en un plan, la casilla de la página de pago lo dice con esas palabras, y en la suscripción al análisis con IA, lo pides al aceptar estas condiciones. Los días de prueba gratuita no cuestan nada: si desistes durante la prueba, no te cuesta nada y no se cobra nada. Te confirmamos el desistimiento por correo electrónico.",
          "Modelo de formulario: «A la atención de {company}, {address}, {country}, {email}: por la presente le comunico que desisto de mi contrato de prestación del siguiente servicio: suscripción a {product}. Pedido el / recibido el: … Nombre: … Dirección: … Fecha: …»",
        ],
      },
      {
        title: "Códigos promocionales",
        paragraphs: [
          "Un código promocional descuenta de una suscripción lo que indican sus condiciones, por ejemplo un 20\u00a0% en las facturas de los 3 primeros meses. Puedes escribirlo en la página de pago o seguir un enlace que lo lleve (…?code=… a una página de precios o a la de un valor), y la página de pago lo rellena por ti. Se aplica a la suscripción que contratas con él, en las facturas que indican sus condiciones, contadas desde el inicio de la suscripción; después rige el precio completo. Los días de una prueba gratuita cuentan para ese plazo: con la prueba de {days} días, un código para los 3 primeros meses cubre los tres primeros pagos mensuales, o el pago del primer año de un plan anual.",
          "Un código nunca alarga la prueba gratuita ni da una segunda: la prueba se concede una vez por persona, con código o sin él. Un código solo puede usarse mientras es válido: hasta su fecha de fin o hasta agotar los usos que permite. La página de pago rechaza un código desconocido, caducado o agotado y explica por qué; entonces puedes escribir otro código o pagar el precio completo. Un solo código por suscripción; no se puede canjear por dinero. El impuesto se calcula sobre el precio con el descuento aplicado.",
        ],
      },
      {
        title: "Uso de {product}",
        paragraphs: [
          "Sube solo fotos que tengas derecho a usar. Puedes usar las canciones creadas para ti con fines personales. No hagas un mal uso del servicio, por ejemplo intentando saltarte sus límites o acceder a cuentas ajenas; podemos suspender una cuenta que lo haga.",
        ],
      },
      {
        title: "Cambios y disponibilidad",
        paragraphs: [
          "Podemos mejorar el servicio y cambiar estas condiciones para el futuro. Avisamos a los suscriptores por correo al menos 30 días antes de que entre en vigor un cambio de precio o de sus derechos; puedes cancelar antes. El servicio puede no estar disponible puntualmente por mantenimiento.",
        ],
      },
      {
        title: "Responsabilidad",
        paragraphs: [
          "Respondemos sin límite en caso de dolo, culpa grave y daños a la vida, la integridad física o la salud, y en los casos que prevea la ley imperativa. En lo demás, solo respondemos por el incumplimiento de obligaciones esenciales, hasta el daño típico y previsible en un contrato de este tipo.",
        ],
      },
      {
        title: "Ley aplicable y conflictos",
        paragraphs: [
          "Se aplica la ley del siguiente país: {country}, sin que el consumidor pierda la protección de las normas imperativas del país donde reside. No estamos dispuestos ni obligados a participar en procedimientos ante una entidad de arbitraje de consumo. Dudas y reclamaciones: {email}.",
        ],
      },
    ],
  },
} satisfies LegalCopy;
