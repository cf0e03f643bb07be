// German: after the checkout — /success while it confirms the payment with the provider (and when
// it cannot), /failure on its way to /glow, and /glow itself.
import type { CheckoutCopy } from "../copy.ts";

export const checkout = {
  successPageTitle: "Deine Zahlung",
  confirming: "Deine Zahlung wird bestätigt …",
  leaving: "Wir bringen dich zurück …",
  continue: "Weiter",
  noScript: {
    title: "Diese Seite braucht JavaScript",
    body: "In diesem Browser ist JavaScript ausgeschaltet, deshalb kann diese Seite nicht anzeigen, wie dein Bezahlvorgang ausgegangen ist. Wenn du ein Abo abgeschlossen hast, ist eine Bestätigung an die E-Mail-Adresse unterwegs, die du beim Bezahlen angegeben hast. Wenn nicht, wurde nichts abgebucht.",
  },
  missing: {
    title: "Wir konnten diese Zahlung nicht finden",
    body: "Diese Seite bestätigt deinen Kauf, wenn du von der Bezahlseite hierher weitergeleitet wirst – zu diesem Link ist uns aber kein Kauf bekannt. Falls du ein Abo abgeschlossen hast, findest du alle Details in der Bestätigung, die wir an die beim Bezahlen angegebene E-Mail-Adresse schicken.",
    action: "Abos ansehen",
  },
  notCompleted: {
    title: "Dein Kauf wurde nicht abgeschlossen",
    body: "Es wurde nichts abgebucht. Du kannst jederzeit ein Abo wählen und es noch mal versuchen.",
    action: "Zurück zu den Abos",
  },
  unreachable: {
    title: "Wir konnten deine Zahlung noch nicht bestätigen",
    body: "Deine Zahlung ist sicher, aber wir erreichen den Zahlungsanbieter gerade nicht. Versuch es gleich noch mal.",
    retry: "Erneut versuchen",
  },
  glow: {
    pageTitle: "Willkommen",
    loading: "Dein Konto wird geladen …",
    paid: {
      title: "Du bist dabei – willkommen an Bord!",
      next: "So erstellst du deinen ersten Song:",
      lede: "Deine {days}\u2011tägige kostenlose Testphase hat begonnen. {next}",
      /** Once the site knows the person's plan: which, and until when the trial runs or when it renews. */
      ledeTrial:
        "Die kostenlose Testphase deines {plan}-Abos läuft bis zum {date}; an diesem Tag ist deine erste Zahlung von {price} fällig. {next}",
      ledeActive: "Dein {plan}-Abo ist aktiv und verlängert sich am {date} für {price}. {next}",
      /** A paid browser whose purchase the page cannot name (not signed in, no word from /success). */
      ledeNeutral:
        "Danke! Dein Kauf ist bestätigt, die Einzelheiten sind an die E-Mail-Adresse unterwegs, die du beim Bezahlen angegeben hast.",
      ledeConfirmed:
        "Dein Abo ist bestätigt, die Einzelheiten sind an die E-Mail-Adresse unterwegs, die du beim Bezahlen angegeben hast. {next}",
      steps: [
        "Schau in dein Postfach: Eine Bestätigung deines Kaufs ist an die E-Mail-Adresse unterwegs, die du beim Bezahlen angegeben hast.",
        "Such dir ein paar Fotos von einem Tag aus, den du nie vergessen willst.",
        "Wähl einen Stil – und in rund zwei Minuten ist dein Song fertig.",
      ],
      openApp: "App öffnen",
      action: "Zurück zur Startseite",
    },
    unpaid: {
      title: "Es ist keine Zahlung erfolgt",
      lede: "Du hast den Bezahlvorgang vor dem Bezahlen verlassen, es wurde also nichts abgebucht. Du kannst jederzeit ein Abo wählen.",
      ledeTrial:
        "Du hast den Bezahlvorgang vor dem Bezahlen verlassen, es wurde also nichts abgebucht. Deine {days}-tägige kostenlose Testphase wartet auf dich, wann immer du so weit bist.",
      action: "Abos und Preise ansehen",
      subscriberTitle: "Dein {plan}-Abo ist unverändert",
      subscriberLede:
        "Du hast den Bezahlvorgang vor dem Bezahlen verlassen. Es wurde nichts abgebucht, und an deinem Abo hat sich nichts geändert.",
      subscriberAction: "Zurück zu deinem Abo",
      declined:
        "Wurde deine Karte abgelehnt? Dann wurde ebenfalls nichts abgebucht. Starte einfach noch einmal und bezahl mit einer anderen Karte.",
      declinedAction: "Andere Karte verwenden",
    },
    /** A person whose subscription is cancelled, failing or over: said plainly, never a welcome. */
    standing: {
      endingTitle: "Dein {name} ist gekündigt",
      pastDueTitle: "Deine letzte Zahlung hat nicht geklappt",
      endedTitle: "Dein {name} ist beendet",
      lede: "{standing}.",
    },
    research: {
      title: "Deine Recherche ist freigeschaltet",
      lede: "Deine {days}-tägige kostenlose Testphase hat begonnen. {open}",
      ledeConfirmed:
        "Dein Recherche-Abo ist bestätigt, die Einzelheiten sind an die E-Mail-Adresse unterwegs, die du beim Bezahlen angegeben hast. {open}",
      ledeKnown: "{standing}. {open}",
      open: "Öffne die Recherche zu einem beliebigen Wert:",
      openResearch: "Recherche öffnen",
    },
    help: "Fragen zur Abrechnung? Schreib uns an",
  },
} satisfies CheckoutCopy;
