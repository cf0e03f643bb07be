// German: the FAQ of the landing and pricing pages, eight questions.
import type { FaqCopy } from "../copy.ts";

export const faq = {
  title: "Fragen & Antworten",
  contactLead: "Noch Fragen? Schreib uns eine E-Mail an",
  /** Joins the plans' credit lines in the credits answer ('Pro includes …; Max has no limit'). */
  planCredits: {
    limited: "{plan} enthält {credits} Credits pro Monat",
    unlimited: "{plan} hat kein Limit",
    separator: "; ",
  },
  items: [
    {
      question: "Wie macht {product} aus Fotos einen Song?",
      answer:
        "Du lädst ein paar Fotos hoch. Unsere KI erkennt die Momente darin – die Menschen, die Orte, die Stimmung –, schreibt einen Songtext darüber und komponiert dazu einen eigenen Song mit Gesang und Instrumenten.",
    },
    {
      question: "Wie viele Fotos brauche ich?",
      answer:
        "Eins reicht schon, bis zu 20 funktionieren am besten. Eine Handvoll Fotos vom selben Tag oder derselben Reise gibt dem Song eine Geschichte, die er erzählen kann.",
    },
    {
      question: "Wie lange dauert es, bis ein Song fertig ist?",
      answer:
        "Meist weniger als zwei Minuten. Mit parallelen Generierungen erstellst du mehrere Versionen gleichzeitig und behältst die, die dir am besten gefällt.",
    },
    {
      question: "Was ist ein Credit?",
      answer: "Mit Credits werden Songs gezählt: {creditsPerSong} Credits ergeben einen Song. {planCredits}.",
    },
    {
      question: "Wie funktioniert die kostenlose Testphase?",
      answer:
        "Dein erstes Abo startet mit einer {days}\u2011tägigen kostenlosen Testphase, einmal pro Person. Du zahlst erst, wenn sie endet – und wenn du vorher kündigst, zahlst du gar nichts.",
    },
    {
      question: "Kann ich jederzeit kündigen?",
      answer:
        "Ja. Über „Verträge hier kündigen“ unten auf jeder Seite kündigst du auch ohne Konto: Gib die E-Mail-Adresse an, mit der du gekauft hast, und wir schicken dir einen einmaligen Link (angemeldet kündigst du direkt in deinem Konto). Den Zugriff behältst du bis zum Ende des bezahlten Zeitraums, und eine Bestätigung kommt per E-Mail.",
    },
    {
      question: "Wem gehören die Songs, die ich erstelle?",
      answer:
        "Dir. Deine Songs kannst du behalten, herunterladen und teilen. Max enthält zusätzlich eine Lizenz zur kommerziellen Nutzung, etwa in Videos, mit denen du Geld verdienst.",
    },
    {
      question: "Bleiben meine Fotos privat?",
      answer:
        "Ja. Deine Fotos werden nur für deinen Song verwendet und niemals weitergegeben oder verkauft. Du kannst sie und deine Songs jederzeit löschen.",
    },
  ],
} satisfies FaqCopy;
