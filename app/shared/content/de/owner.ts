// German: the owner's readout of the headline experiment (/owner/experiment), and its link in the
// owner's account menu (common.accountMenu.experiment).
import type { OwnerCopy } from "../copy.ts";

export const owner = {
  pageTitle: "Headline-Experiment",
  lede: "Welche Headline der Startseite am meisten Geld bringt. Jeder Besucher zählt unter der ersten Headline, die ihm gezeigt wurde – so bleibt der Vergleich fair, egal wie oft er wiederkommt.",
  checking: "Wir prüfen, wer du bist …",
  loading: "Die Zahlen werden geladen …",
  noScript: "Diese Seite braucht JavaScript: Sie lädt die Zahlen mit der Anmeldung des Website-Inhabers.",
  forOwner: {
    title: "Diese Seite ist für den Inhaber der Website",
    body: "Sie zeigt die Zahlen des Headline-Experiments nur dem Konto des Inhabers.",
    logIn: "Anmelden",
  },
  unavailable: {
    title: "Die Zahlen konnten nicht geladen werden",
    body: "Die API der Website hat nicht geantwortet. Versuch es gleich noch mal.",
    retry: "Erneut versuchen",
  },
  period: "Besucher, die vom {since} bis {until} (UTC) zum ersten Mal da waren.",
  verdicts: {
    title: "Was sich daraus schließen lässt",
    notEnough:
      "Noch nicht genug Daten: Jede Headline braucht mindestens {visitors} Besucher und {trials} gestartete Testphasen, bevor der Vergleich etwas aussagt.",
    /** One line per metric and headline against A: more, less, or no clear difference. */
    revenuePerVisitor: {
      more: "{variant} bringt mehr Geld als A.",
      less: "{variant} bringt weniger Geld als A.",
      unclear: "Noch kein klarer Unterschied beim Umsatz zwischen {variant} und A.",
      negligible:
        "Kein lohnender Unterschied beim Umsatz zwischen {variant} und A: Falls es einen gibt, ist er kleiner als die von dir gewählte Steigerung. Du kannst das Experiment beenden.",
    },
    paidRate: {
      more: "Bei {variant} zahlt ein größerer Anteil der Besucher als bei A.",
      less: "Bei {variant} zahlt ein kleinerer Anteil der Besucher als bei A.",
      unclear: "Noch kein klarer Unterschied beim Anteil zahlender Besucher zwischen {variant} und A.",
      negligible:
        "Kein lohnender Unterschied beim Anteil zahlender Besucher zwischen {variant} und A: Falls es einen gibt, ist er kleiner als die von dir gewählte Steigerung. Du kannst das Experiment beenden.",
    },
    trialRate: {
      more: "{variant} bringt mehr Testphasen als A.",
      less: "{variant} bringt weniger Testphasen als A.",
      unclear: "Noch kein klarer Unterschied bei den Testphasen zwischen {variant} und A.",
      negligible:
        "Kein lohnender Unterschied bei den Testphasen zwischen {variant} und A: Falls es einen gibt, ist er kleiner als die von dir gewählte Steigerung. Du kannst das Experiment beenden.",
    },
    srm: "Alarm: Die Headlines haben keine gleichen Anteile der Besucher bekommen (Stichprobenverhältnis-Abweichung, SRM; p {p}). Beim Auslosen oder Zählen der Headlines stimmt etwas nicht; trau dem Vergleich erst, wenn das behoben ist.",
    /** Landing beacons the API refused because one address sent too many; `{count}` is how many. */
    refusedBeacons:
      "Als Flut abgewiesene Besuchs-Beacons (zu viele von einer Adresse) in diesem Zeitraum: {count}. Sie stecken in keiner der Zahlen.",
    method:
      "Eine Headline gilt nur dann als verschieden von A, wenn ihr jederzeit gültiges Intervall (im Diagramm unten) die Null nicht enthält: Du kannst jeden Tag nachsehen und schon beim ersten Ergebnis handeln – es bleibt so verlässlich wie ein einziger, im Voraus geplanter Blick (95\u00a0%). Umsätze sind netto ohne Steuer und abzüglich Erstattungen, in US-Dollar nach der Preisliste.",
  },
  table: {
    caption: "Die drei Headlines",
    headline: "Variante",
    visits: "Besuche",
    visitors: "Besucher",
    maturing: "Noch in der Testphase",
    trialRate: "Testphasen-Quote",
    paidRate: "Zahlerquote",
    revenuePerVisitor: "Umsatz pro Besucher",
    control: "Kontrolle",
    quoted: "„{headline}“",
    interval: "95\u00a0%: {low} bis {high}",
    /** Under the paid rate and the revenue: the visitors they count. */
    matured: "von {count}, deren Testphase vorbei ist",
    noInterval: "Noch kein Intervall",
    vsControl: "gegenüber A: {diff} (nur bei einmaligem Nachsehen: adjustiertes p {p})",
    none: "Noch nicht",
    note: "Die Testphasen-Quote zählt alle Besucher. Die Zahlerquote und der Umsatz pro Besucher zählen nur Besucher, die vor mindestens {days} Tagen plus einem Tag zum ersten Mal da waren und deren Testphase also Zeit hatte, in eine Zahlung überzugehen; „Noch in der Testphase“ sind die übrigen. Die Werte „gegenüber A“ und ihr p gelten nur für ein einziges, im Voraus geplantes Nachsehen; die Ergebnisse oben stützen sich auf die jederzeit gültigen Intervalle.",
  },
  /** Differences of rates, in percentage points. */
  points: "{value}\u00a0Pp.",
  forest: {
    title: "Unterschiede zu A, mit jederzeit gültigen Intervallen",
    zero: "Jeder Balken umfasst das jederzeit gültige Intervall einer Headline, der Punkt ihren Unterschied; die gestrichelte Linie steht für „kein Unterschied“, das schattierte Band für den kleinsten lohnenden Unterschied in beide Richtungen.",
    valid:
      "Jederzeit gültig heißt: Du kannst nachsehen, wann du willst. Egal wie oft du nachsiehst – ein Balken, der die gestrichelte Linie nicht berührt, ist so verlässlich wie ein einziger, im Voraus geplanter Blick; ein Balken innerhalb des Bandes bedeutet: kein lohnender Unterschied.",
    none: "Noch nicht genug Besucher für einen Vergleich.",
  },
  /** The plan: the smallest lift worth having per figure, and the sample and days it takes. */
  plan: {
    title: "Wie lange du noch weitermachen solltest",
    lede: "Lege für jede Kennzahl die kleinste Steigerung gegenüber A fest, die sich für dich lohnt; die Seite berechnet, wie viele Besucher jede Headline braucht, um sie zu zeigen.",
    legend: "Kleinste lohnende Steigerung gegenüber A",
    range: "Ein Prozentwert von {min} bis {max}.",
    /** A lift in the page's address that is none (typed or kept from elsewhere): said, and the default used. */
    refused:
      "Die Adresse verlangt für „{figure}“ eine Steigerung von „{value}“, das ist kein Prozentwert von {min} bis {max}: Der Plan verwendet den Standardwert von {default}\u00a0%.",
    submit: "Plan aktualisieren",
    reset: "Zurück zu den Standardwerten",
    caption: "Der Plan",
    metric: "Kennzahl",
    lift: "Lohnende Steigerung",
    baseline: "A aktuell",
    assumed: "{value} (angenommen)",
    needed: "Benötigte Besucher pro Headline",
    counted: "Bisher",
    daysLeft: "Verbleibende Tage",
    reached: "Erreicht",
    unknown: "Noch nicht bekannt",
    impossible: "Nicht erreichbar",
    explain: {
      lift: "Lohnende Steigerung: die kleinste Verbesserung gegenüber A, für die du die Headline wechseln würdest; kleinere sind den Aufwand nicht wert.",
      needed:
        "Benötigte Besucher: wie viele jede Headline braucht, damit die Ergebnisse es in {power} der Experimente zeigen, wenn sie A tatsächlich um diese Steigerung übertrifft.",
      counted:
        "Bisher: so viele hat die Headline mit den wenigsten Besuchern jetzt; bei der Zahlerquote und beim Umsatz zählen nur Besucher, deren Testphase vorbei ist.",
      daysLeft:
        "Verbleibende Tage: beim Tempo jeder Headline in diesem Zeitraum (etwa {perDay} Besucher pro Tag und Headline); bei der Zahlerquote und beim Umsatz kommen noch {days} Tage plus ein Tag hinzu, bis die Testphasen der letzten Besucher vorbei sind.",
      assumed:
        "Bis A {trials} Testphasen hat (bei der Zahlerquote und beim Umsatz {trials} Zahler, deren Testphase vorbei ist), geht der Plan von den mit „angenommen“ markierten Werten aus, die für diese Website typisch sind, danach von den eigenen Werten von A.",
      nStar:
        "Die jederzeit gültigen Intervalle sind bei etwa {nStar} Besuchern pro Headline am schmalsten; bei anderen Zahlen gelten sie genauso, sind aber etwas breiter.",
    },
  },
  chart: {
    title: "Besucher pro Headline im Zeitverlauf",
    description: "Die bisher gezählten Besucher jeder Headline, Tag für Tag.",
    none: "Noch keine Besucher.",
  },
  /** Sales by the campaign code paid with (app/catalogue/campaign-codes.ts). */
  codes: {
    caption: "Umsatz nach Aktionscode",
    note: "Jede Zahlung im Zeitraum, von wem auch immer, unter dem Code, mit dem ihr Abo gekauft wurde (auch spätere Zahlungen zum vollen Preis): was netto ohne Steuer nach dem Rabatt des Codes gezahlt wurde und was die Codes abgezogen haben (US-Dollar nach der Preisliste). Ein Code ändert keine Probephase.",
    code: "Aktionscode",
    none: "Ohne Code",
    subscriptions: "Abos",
    payments: "Zahlungen",
    revenue: "Umsatz",
    discount: "Rabatte",
    empty: "In diesem Zeitraum noch keine Zahlungen.",
  },
  csv: {
    download: "Tägliche Zahlen herunterladen (CSV)",
    /** The file's name, without the extension; `{date}` is today's. */
    fileName: "headline-experiment-tageswerte-{date}",
    summary: "Zusammenfassung pro Headline herunterladen (CSV)",
    /** The summary's file name, without the extension. */
    summaryFileName: "headline-experiment-zusammenfassung-{date}",
    note: "Der Umsatz ist in beiden Dateien in US-Dollar angegeben, netto ohne Steuer und abzüglich Erstattungen und verlorener Rückbuchungen (Chargebacks). Die Tagesdatei gibt für jeden Tag an, ob die Testphasen aller seiner Besucher vorbei sind.",
  },
} satisfies OwnerCopy;
