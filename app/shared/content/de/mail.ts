// German: the mails a subscriber gets (app/mail/), in the site's "du" (the terms and a
// subscription's words, which the mails repeat, say "du" too). Shape: shared/content/mail-shape.ts.
import type { MailCopy } from "../mail-shape.ts";

export const mail: MailCopy = {
  dir: "ltr",
  fact: "{label}: {value}",
  charge: "{amount} am {date}",
  labels: {
    subscription: "Abo",
    price: "Preis",
    standing: "Stand",
    trialEnds: "Ende der Testphase",
    firstCharge: "Erste Abbuchung",
    chargedToday: "Heute abgebucht",
    nextCharge: "Nächste Abbuchung",
    before: "Bisher",
  },
  billed: { month: "{name}, monatlich abgerechnet", year: "{name}, jährlich abgerechnet" },
  keep: "Wenn du weitermachen möchtest, musst du nichts tun.",
  cancelOne: "{name} kündigen",
  footer: {
    subscription:
      "Du erhältst diese E-Mail, weil du {product} abonniert hast. Sie betrifft deinen Vertrag und ist keine Werbung.",
    request:
      "Du erhältst diese E-Mail, weil bei {product} ein Kündigungslink für diese E-Mail-Adresse angefordert wurde.",
    contact: "Fragen? Antworte einfach auf diese E-Mail oder schreib an {email}.",
  },
  confirmation: {
    subject: "Deine Bestellung bei {product}: {name}",
    preview: "{name}: {standing}.",
    title: "Danke für deine Bestellung",
    intro:
      "Diese E-Mail bestätigt deine Bestellung bei {product}: {name}. Bitte bewahre sie auf, sie hält fest, was wir vereinbart haben.",
    trial:
      "Deine kostenlose Testphase endet am {date}. Kündigst du nicht vorher, wird an diesem Tag die erste Zahlung von {amount} abgebucht.",
    paid: "Heute haben wir {amount} abgebucht. Das Abo verlängert sich am Ende jedes Zeitraums von selbst, zu {price}.",
    open: { lead: "Es steht dir ab sofort zur Verfügung:", plan: "{product}-App öffnen", paywall: "Recherche öffnen" },
    cancelTitle: "Kündigen",
    cancel:
      "Du kannst jederzeit ohne Angabe von Gründen auf unserer Kündigungsseite kündigen. Das Abo läuft dann bis zum Ende des bezahlten Zeitraums (oder der Testphase) und verlängert sich nicht.",
    termsLead: "Für dein Abo gelten unsere Bedingungen:",
  },
  trialReminder: {
    subject: "Deine kostenlose Testphase ({name}) endet am {date}",
    preview: "Am {date} buchen wir {amount} ab, wenn du nicht vorher kündigst.",
    title: "Deine kostenlose Testphase endet am {date}",
    body: "Am {date} endet deine kostenlose Testphase für das {name}, und wir buchen {amount} von deinem Zahlungsmittel ab; danach kostet es {price}.",
    cancel: "Lieber nicht bezahlen? Kündige vor dem {date}, dann wird nichts abgebucht:",
  },
  renewalReminder: {
    subject: "Dein {name} verlängert sich am {date}",
    preview: "Am {date} buchen wir {amount} ab, wenn du nicht vorher kündigst.",
    title: "Dein Abo verlängert sich am {date}",
    body: "Am {date} verlängert sich dein {name}, und wir buchen {amount} von deinem Zahlungsmittel ab.",
    cancel:
      "Du möchtest es nicht mehr? Kündige vor dem {date}: Dann wird nichts mehr abgebucht, und es bleibt dir bis dahin erhalten.",
  },
  paymentFailed: {
    subject: "Deine Zahlung von {amount} ist fehlgeschlagen",
    preview: "Aktualisiere deine Karte, damit du dein {name} behältst.",
    title: "Deine Zahlung ist fehlgeschlagen",
    body: "Wir konnten {amount} für dein {name} nicht von deinem Zahlungsmittel abbuchen.",
    retry: "Wir versuchen es am {date} noch einmal. Bitte aktualisiere deine Karte bis dahin.",
    noRetry:
      "Wir versuchen es nicht von selbst noch einmal. Damit du dein {name} behältst, aktualisiere bitte deine Karte.",
    update: "Karte aktualisieren",
    cancel: "Du möchtest lieber aufhören? Dann kannst du stattdessen kündigen:",
  },
  cancellation: {
    subject: "Deine Kündigung ist bestätigt: {name}",
    preview: "{standing}.",
    title: "Deine Kündigung ist bestätigt",
    received: "Wir haben deine Kündigung für dein {name} am {date} um {time} Uhr (UTC) erhalten.",
    ending: "Dein {name} bleibt dir bis zum {date} erhalten. Es wird nichts mehr abgebucht.",
    ended: "Dein {name} endete am {date}. Es wird nichts mehr abgebucht.",
    again: "Du hast es dir anders überlegt? Du bist jederzeit wieder willkommen:",
    site: "Zu {product}",
  },
  planSwitch: {
    subject: "Dein Abo wurde geändert: {name}",
    preview: "Bisher: {previous}. Jetzt: {name}, {price}.",
    title: "Dein Abo wurde geändert",
    body: "Bisher: {previous}. Jetzt: {name}, zu {price}.",
  },
  cancelLink: {
    subject: "Dein Kündigungslink für {product}",
    preview: "Jeder Link funktioniert einmal und {minutes} lang.",
    title: "Abo kündigen",
    intro: "Du hast bei {product} nach einem Weg zum Kündigen gefragt. Wähle das Abo, das du kündigen möchtest:",
    none: "Für diese E-Mail-Adresse haben wir kein Abo gefunden, das sich kündigen lässt.",
    choice: "{link} ({standing})",
    expires:
      "Jeder Link funktioniert nur einmal und {minutes} lang. Er öffnet die Kündigung dieses Abos; sie wirkt zum Ende des bezahlten Zeitraums (oder der Testphase).",
    ignore: "Falls du das nicht warst, ignoriere diese E-Mail einfach: Es ändert sich nichts.",
  },
  withdrawal: {
    subject: "Dein Widerruf bei {product} ist bestätigt",
    preview: "Dein {name} ist beendet. Es wird nichts mehr abgebucht.",
    title: "Dein Widerruf ist bestätigt",
    received: "Wir haben deinen Widerruf des Vertrags über dein {name} am {date} um {time} Uhr (UTC) erhalten.",
    ended: "Dein {name} endete sofort. Es wird nichts mehr abgebucht.",
    refund:
      "{amount} erstatten wir auf das Zahlungsmittel, mit dem du bezahlt hast; meist ist der Betrag innerhalb von 5–10 Tagen sichtbar.",
    noRefund: "Du hast nichts bezahlt, daher gibt es nichts zu erstatten.",
    kept: "{kept} entfallen auf die Tage bezahlter Leistung vor deinem Widerruf und werden nicht erstattet, weil du beim Bezahlen verlangt hast, dass dein Abo sofort beginnt.",
    keep: "Bitte bewahre diese E-Mail auf: Sie bestätigt deinen Widerruf.",
  },
  checkoutNote: {
    refused: "Der Code {code} konnte nicht angewendet werden: {reason}",
    unknown: "Den Code {code} gibt es nicht.",
    then: "Du kannst hier einen anderen Code eingeben oder den vollen Preis zahlen.",
    terms:
      "Ich stimme den [AGB]({terms}) zu und verlange, dass mein Abo sofort beginnt. Widerrufe ich innerhalb von 14 Tagen, zahle ich nur die Tage des bezahlten Dienstes bis dahin; die Tage der kostenlosen Probephase kosten nichts.",
  },
};
