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
    },
    paidRate: {
      more: "Bei {variant} zahlt ein größerer Anteil der Besucher als bei A.",
      less: "Bei {variant} zahlt ein kleinerer Anteil der Besucher als bei A.",
      unclear: "Noch kein klarer Unterschied beim Anteil zahlender Besucher zwischen {variant} und A.",
    },
    trialRate: {
      more: "{variant} bringt mehr Testphasen als A.",
      less: "{variant} bringt weniger Testphasen als A.",
      unclear: "Noch kein klarer Unterschied bei den Testphasen zwischen {variant} und A.",
    },
    srm: "Alarm: Die Headlines haben keine gleichen Anteile der Besucher bekommen (Stichprobenverhältnis-Abweichung, SRM; p {p}). Beim Auslosen oder Zählen der Headlines stimmt etwas nicht; trau dem Vergleich erst, wenn das behoben ist.",
    refusedBeacons:
      "Als Flut abgewiesene Besuchs-Beacons (zu viele von einer Adresse) in diesem Zeitraum: {count}. Sie stecken in keiner der Zahlen.",
    method:
      "Die Konfidenzintervalle haben ein Niveau von 95\u00a0%. Eine Headline gilt nur dann als verschieden von A, wenn ihr für den Vergleich zweier Headlines mit A adjustiertes Intervall (Bonferroni) die Null nicht enthält. Umsätze sind netto ohne Steuer, in US-Dollar nach der Preisliste.",
  },
  table: {
    caption: "Die drei Headlines",
    headline: "Variante",
    visits: "Besuche",
    visitors: "Besucher",
    trialRate: "Testphasen-Quote",
    paidRate: "Zahlerquote",
    revenuePerVisitor: "Umsatz pro Besucher",
    control: "Kontrolle",
    quoted: "„{headline}“",
    interval: "95\u00a0%: {low} bis {high}",
    noInterval: "Noch kein Intervall",
    vsControl: "gegenüber A: {diff} (adjustiertes p {p})",
    none: "Noch nicht",
  },
  /** Differences of rates, in percentage points. */
  points: "{value}\u00a0Pp.",
  forest: {
    title: "Unterschiede zu A, mit für zwei Vergleiche adjustierten Intervallen",
    zero: "Jeder Balken umfasst das Intervall einer Headline, der Punkt ihren Unterschied; die gestrichelte Linie steht für „kein Unterschied“.",
    none: "Noch nicht genug Besucher für einen Vergleich.",
  },
  chart: {
    title: "Besucher pro Headline im Zeitverlauf",
    description: "Die bisher gezählten Besucher jeder Headline, Tag für Tag.",
    none: "Noch keine Besucher.",
  },
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
  },
} satisfies OwnerCopy;
