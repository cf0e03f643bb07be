// German: cancelling without an account (§ 312k BGB's button flow) — /cancel, which every footer
// links ("Verträge hier kündigen"), and /cancel/confirm, the mailed link's page ("Jetzt kündigen").
import type { CancellationCopy } from "../copy.ts";

export const cancellation = {
  request: {
    pageTitle: "Dein Abo kündigen",
    title: "Dein Abo kündigen",
    lede: "Du kannst jederzeit kündigen, ohne Angabe von Gründen und ohne Konto. Dein Abo läuft dann bis zum Ende des bezahlten Zeitraums (oder deiner Testphase), und es wird nichts mehr abgebucht.",
    account: {
      title: "Angemeldet?",
      text: "Kündige direkt in deinem Konto – ganz ohne E-Mail.",
      action: "In deinem Konto kündigen",
    },
    form: {
      title: "Mit deiner E-Mail-Adresse kündigen",
      steps: [
        "Gib die E-Mail-Adresse an, mit der du gekauft hast, und welches Abo enden soll.",
        "Wir schicken dir einen Link per E-Mail. Er funktioniert einmal, {minutes} Minuten lang.",
        "Öffne ihn und drücke „{button}“. Die Bestätigung folgt per E-Mail.",
      ],
      email: "Deine E-Mail-Adresse",
      contract: "Welches Abo möchtest du kündigen?",
      plan: "Ein App-Abo ({plans})",
      research: "Das Recherche-Abo",
      submit: "Kündigungslink senden",
      sending: "Wird gesendet…",
    },
    sent: "Falls unter {email} ein Abo dieser Art besteht, haben wir dorthin einen Link geschickt, der {minutes} Minuten lang funktioniert.",
    sentToGiven:
      "Falls unter der angegebenen E-Mail-Adresse ein Abo dieser Art besteht, haben wir dorthin einen Link geschickt, der {minutes} Minuten lang funktioniert.",
    errors: {
      invalid: "Das sieht nicht nach einer E-Mail-Adresse aus. Prüf sie bitte und versuch es noch mal.",
      busy: "Das wurde gerade zu oft angefragt. Warte ein paar Minuten und versuch es dann noch mal.",
      unavailable: "Wir konnten den Link gerade nicht senden. Versuch es gleich noch mal oder schreib an {contact}.",
    },
  },
  confirm: {
    pageTitle: "Kündigung bestätigen",
    title: "Dein Abo kündigen",
    lede: "Dieser Link kündigt das Abo, für das er verschickt wurde. Es läuft dann bis zum Ende des bezahlten Zeitraums (oder deiner Testphase), und es wird nichts mehr abgebucht.",
    checking: "Das Abo wird gesucht…",
    what: "Du kündigst:",
    button: "Jetzt kündigen",
    cancelling: "Wird gekündigt…",
    withdrawal: {
      title: "Den Vertrag widerrufen",
      offer:
        "Bis zum {until} kannst du den Vertrag ohne Angabe von Gründen widerrufen. Dein Abo endet dann sofort, nicht erst am Ende des Zeitraums.",
      refund: "Du bekommst {refund} zurück.",
      trial: "Du hast noch nichts bezahlt: Es wird auch nichts abgebucht.",
      offerUnnamed:
        "Innerhalb von {withdrawalDays} Tagen nach dem Kauf kannst du den Vertrag ohne Angabe von Gründen widerrufen. Dein Abo endet dann sofort, nicht erst am Ende des Zeitraums, und du bekommst zurück, was du bezahlt hast, abzüglich der schon genutzten Tage des bezahlten Dienstes.",
      button: "Widerrufen und sofort beenden",
      withdrawing: "Wird widerrufen…",
      retry:
        "Der Widerruf hat gerade nicht geklappt, und noch hat sich nichts geändert. Versuch es gleich noch mal oder schreib an {contact}.",
    },
    withdrawn: {
      title: "Du hast den Vertrag widerrufen",
      text: "Dein Abo ist jetzt beendet. Wir erstatten dir {refund} auf die Karte, mit der du bezahlt hast; eine Bestätigung ist per E-Mail unterwegs.",
      textTrial: "Dein Abo ist jetzt beendet, und es wird nichts abgebucht. Eine Bestätigung ist per E-Mail unterwegs.",
      textUnnamed:
        "Dein Abo ist jetzt beendet. Was du bezahlt hast, erstatten wir dir auf die Karte, mit der du gezahlt hast; eine Bestätigung ist per E-Mail unterwegs.",
    },
    done: {
      title: "Dein Abo ist gekündigt",
      text: "{holding}. Eine Bestätigung ist per E-Mail unterwegs.",
      textUnnamed:
        "Du behältst es bis zum Ende des bezahlten Zeitraums, und es wird nichts mehr abgebucht. Eine Bestätigung ist per E-Mail unterwegs.",
    },
    used: {
      title: "Dieser Link wurde schon verwendet",
      text: "Jeder Link funktioniert nur einmal. Läuft dein Abo noch, fordere einen neuen Link an.",
    },
    expired: {
      title: "Dieser Link ist abgelaufen",
      text: "Ein Kündigungslink funktioniert nur kurze Zeit. Fordere einfach einen neuen an – das dauert eine Minute.",
    },
    newLink: "Neuen Link anfordern",
    retry:
      "Wir konnten gerade nicht kündigen, und noch hat sich nichts geändert. Versuch es gleich noch mal oder schreib an {contact}.",
  },
} satisfies CancellationCopy;
