// German: the privacy policy and the terms (app/features/legal/), and the words the legal pages
// share (shared/content/en/legal.ts says what the placeholders are).
import type { LegalCopy } from "../copy.ts";

export const legal = {
  updated: "Stand: {date}",
  example: {
    title: "Beispielangaben",
    text: "Dieser Build zeigt Beispielangaben zum Unternehmen. Setze {settings}, bevor die Seite live geht.",
  },
  offerPrices: "{monthly} im Monat oder {annual} im Jahr, jährlich im Voraus",
  planPrices: "{plan} für {prices}",
  listSeparator: "; ",
  privacy: {
    pageTitle: "Datenschutzerklärung",
    // A soft hyphen: the heading is wider than a small phone, and not every browser hyphenates German.
    title: "Datenschutz\u00ADerklärung",
    lede: "Was {product} über dich speichert, warum und wie lange, wer uns dabei hilft und welche Rechte du hast.",
    sections: [
      {
        title: "Verantwortlicher",
        paragraphs: [
          "Verantwortlich für die Verarbeitung personenbezogener Daten auf dieser Website ist {company}, {address}, {country} (E-Mail {email}, Telefon {phone}). Schreib uns zu allem auf dieser Seite an {email}.",
        ],
      },
      {
        title: "Besuch der Website",
        paragraphs: [
          "Unser Hosting-Anbieter ({hosting}) liefert die Seiten aus. Dafür erhalten seine Server deine IP-Adresse, die aufgerufene Seite, die Uhrzeit sowie Name und Version deines Browsers; sie können diese Angaben zur Sicherheit und Fehlersuche kurzzeitig protokollieren. Rechtsgrundlage: unser berechtigtes Interesse an einer sicheren, funktionierenden Website (Art. 6 Abs. 1 lit. f DSGVO).",
          "Die Seiten selbst messen nichts, bevor du gewählt hast. Damit die Website so funktioniert, wie du es erwartest, speichert sie einige Werte in deinem Browser; sie sind unten aufgeführt und verlassen deinen Browser nur, wenn ein Abschnitt hier es sagt.",
          "Jeder Besuch der Startseite zählt in unserer eigenen Datenbank eins zu einer anonymen Zählung hinzu, welche ihrer drei Überschriften der Besuch zeigte und an welchem Tag: keine Kennung, kein Cookie, keine IP-Adresse, nichts, was Besucher unterscheidet; dafür braucht es keine Einwilligung. Wir sehen daran, wie oft jede Überschrift gezeigt wird.",
        ],
      },
      {
        title: "Analyse, nur mit deiner Einwilligung",
        paragraphs: [
          "Wenn du im Analyse-Hinweis „{accept}“ wählst, misst Google Analytics 4 (Google Ireland Limited, Gordon House, Barrow Street, Dublin 4, Irland), welche Seiten du aufrufst und welche Schaltflächen du drückst (etwa „{signUp}“ oder einen Tarif), unter einer zufälligen Kennung, die dein Browser speichert (userId). Dabei werden die Cookies _ga und _ga_<id> für bis zu zwei Jahre gesetzt. Werbespeicherung und Werbepersonalisierung bleiben aus, egal wie du antwortest. Rechtsgrundlage: deine Einwilligung (Art. 6 Abs. 1 lit. a DSGVO, § 25 Abs. 1 TDDDG).",
          "Bevor du antwortest und nach „{reject}“ kann Googles Tag zwar laden, speichert aber nichts in deinem Browser und sendet im Google Consent Mode nur cookielose Signale (dass keine Einwilligung vorliegt, die Seite, die Uhrzeit). Hast du eingewilligt und schließt später ein Abo ab, meldet unser Server den Beginn der Testphase und jede Zahlung unter derselben zufälligen Kennung an Google Analytics; hast du abgelehnt, nicht.",
          "Um deine Einwilligung zu widerrufen, wähle im Fuß jeder Seite „{cookieSettings}“ und dann „{reject}“: Ab dann wird nichts mehr gemessen, und die Cookies von Google Analytics werden gelöscht. Dort kannst du deine Antwort auch umgekehrt ändern. Der Widerruf berührt nicht, was vorher gemessen wurde.",
          "Wenn du zustimmst, speichert unser eigener Server außerdem die zufällige Kennung deines Browsers (userId) mit der ersten der drei Überschriften, die du gesehen hast, und wann, um zu vergleichen, welche Überschrift zu mehr Abos führt (deine Käufe kennt er unter dieser Kennung bereits). Diesen Eintrag bewahren wir 13 Monate auf. Widerrufst du deine Einwilligung, wird er sofort gelöscht; unser Server behält dann nur den Vermerk, dass diese zufällige Kennung widerrufen hat, und wann, solange er Abo-Unterlagen aufbewahrt, damit er Google Analytics nichts zu deinen Abos meldet, auch nicht zu später abgeschlossenen.",
        ],
      },
      {
        title: "Dein Konto",
        paragraphs: [
          "Registrierung und Anmeldung laufen über die gehostete Anmeldeseite unseres Identitätsanbieters Auth0 (Okta, Inc., 100 First Street, San Francisco, CA 94105, USA). Er speichert deine E-Mail-Adresse, deinen Namen, falls du einen angibst, und dein Passwort (als Hash) oder das Konto, mit dem du dich anmeldest. Unsere Website erhält von ihm ein Token mit deiner Konto-ID, deinem Namen und deiner E-Mail-Adresse, das dein Browser bis zur Abmeldung aufbewahrt (siehe unten). Rechtsgrundlage: der Vertrag, den du abschließen möchtest (Art. 6 Abs. 1 lit. b DSGVO).",
        ],
      },
      {
        title: "Zahlungen und dein Abo",
        paragraphs: [
          "Bezahlseite und Kundenportal betreibt Stripe (Stripe Payments Europe, Ltd., 1 Grand Canal Street Lower, Dublin 2, Irland). Stripe erhebt deine Karten- oder sonstigen Zahlungsdaten, deine E-Mail-Adresse und deine Rechnungsanschrift (das Land, in den USA auch Bundesstaat und Postleitzahl); deine vollständige Kartennummer sehen wir nie. Aus dieser Anschrift berechnet Stripe Tax die Steuer jeder Zahlung; Stripe speichert sie bei deinem Kundenkonto, damit Verlängerungen genauso besteuert werden. Wir geben Stripe deine E-Mail-Adresse und Konto-ID, damit das Abo dir zugeordnet ist, und mit jedem Bezahlvorgang die zufällige Kennung deines Browsers, die Überschrift-Variante, die du gesehen hast, deine Antwort zur Analyse, die Kampagne, über die du kamst (utm_…), und den Aktionscode des Links, dem du gefolgt bist (?code=…); einen auf der Bezahlseite eingegebenen Code erhält Stripe ebenfalls, und es vermerkt den verwendeten Code bei deinem Abo und seinen Rechnungen. Rechtsgrundlage: der Vertrag (Art. 6 Abs. 1 lit. b DSGVO) und für Rechnungen und Steuern unsere gesetzlichen Pflichten (Art. 6 Abs. 1 lit. c DSGVO).",
          "Die Datenbank unseres Servers speichert zu jeder Kundin und jedem Kunden: die Konto-ID beim Identitätsanbieter, die Kunden-ID bei Stripe, jedes Abo so, wie Stripe es zuletzt gemeldet hat (Tarif, Status, Ende der Testphase, Ende des Zeitraums, Kündigung), ob du die kostenlose Testphase schon hattest (es gibt sie einmal pro Person), die für dich begonnenen Bezahlvorgänge, die bereits verarbeiteten Zahlungsereignisse, jede eingegangene Zahlung (Betrag, Steuer darauf und gegebenenfalls den Aktionscode mit seinem Rabatt), die beim Bezahlen akzeptierten AGB mit dem Wortlaut des angekreuzten Kästchens sowie die Überschrift-Variante der Startseite, die zufällige Analyse-Kennung und die Analyse-Einwilligung beim Kauf. Wir bewahren diese Daten auf, solange du Kundin oder Kunde bist, danach so lange, wie Steuer- und Handelsrecht Belege eines Verkaufs verlangen (bis zu zehn Jahre), und löschen den Rest auf Anfrage.",
          "E-Mails zu deinem Abo versenden wir über den E-Mail-Dienst Resend (Resend, Inc., USA): eine Bestätigung jedes Kaufs (was du gekauft hast, der Preis, das Ende der Testphase und die erste Zahlung, wie du kündigst, dein Widerrufsrecht), eine Erinnerung 3 Tage vor der ersten Zahlung nach der Testphase und 7 Tage vor der Verlängerung eines Jahresabos, einen Hinweis, wenn eine Zahlung fehlschlägt, eine Bestätigung, wenn du kündigst oder den Tarif wechselst, und, wenn du ihn über „{cancel}“ in der Fußzeile anforderst, einen Link zum Kündigen ohne Konto, der einmal und 60 Minuten lang funktioniert (nur, wenn zu der angegebenen E-Mail-Adresse ein solches Abo besteht). Für jede E-Mail erhält Resend deine E-Mail-Adresse, den Inhalt der E-Mail (den Namen des Tarifs oder der KI-Recherche, Beträge, Daten, Links) sowie unsere Absender- und Antwortadresse. Unsere E-Mails enthalten kein Tracking: keine Öffnungs- oder Klickmessung, keine Zählpixel. Rechtsgrundlage: der Vertrag (Art. 6 Abs. 1 lit. b DSGVO) und unsere gesetzlichen Pflichten, den Vertrag auf einem dauerhaften Datenträger (Art. 8 Abs. 7 Richtlinie 2011/83/EU) und eine Kündigung (§ 312k Abs. 4 BGB) zu bestätigen (Art. 6 Abs. 1 lit. c DSGVO).",
          "Für diese E-Mails speichert die Datenbank unseres Servers außerdem die bei jedem Bezahlvorgang angegebene E-Mail-Adresse und seine Sprache, einen Eintrag zu jeder gesendeten E-Mail (welche, an wen, wann und mit welchen Angaben, ohne ihre Einmal-Links) und jeden verschickten Link nur als SHA-256-Hash, bis eine Woche nach seinem Ablauf. Diese E-Mail-Adressen, Sprachen und Einträge bewahren wir so lange auf wie die Abo-Daten oben.",
        ],
      },
      {
        title: "Empfänger",
        paragraphs: [
          "Nur die hier genannten Dienstleister: unser Hosting-Anbieter, Auth0, Stripe, Resend und, mit deiner Einwilligung, Google. Sie arbeiten jeweils im Rahmen eines Auftragsverarbeitungsvertrags oder für ihre eigenen Pflichten als eigene Verantwortliche (Stripe für das Zahlungsrecht). Auth0, Stripe, Resend und Google können Daten in den USA verarbeiten; Grundlage der Übermittlung sind das EU-US Data Privacy Framework und die Standardvertragsklauseln der EU-Kommission. Wir verkaufen keine Daten und zeigen keine Werbung.",
        ],
      },
      {
        title: "Deine Rechte",
        paragraphs: [
          "Du kannst Auskunft über deine Daten verlangen, ihre Berichtigung, Löschung oder die Einschränkung ihrer Verarbeitung, sie in einem übertragbaren Format erhalten und einer Verarbeitung aus berechtigtem Interesse widersprechen (Art. 15–21 DSGVO). Schreib an {email}; wir antworten innerhalb eines Monats. Außerdem kannst du dich bei einer Datenschutzaufsichtsbehörde beschweren, insbesondere an deinem Wohn- oder Arbeitsort.",
          "Um diese Website zu lesen, musst du uns keine Daten geben. Für Registrierung und Abo sind die oben genannten Angaben nötig; ohne sie können wir den Dienst nicht erbringen. Wir treffen keine automatisierten Entscheidungen über dich.",
        ],
      },
      {
        title: "Änderungen",
        paragraphs: [
          "Bevor die Website andere Dienste nutzt oder andere Daten speichert, passen wir diese Seite und ihr Datum an.",
        ],
      },
    ],
    storage: {
      title: "Was dein Browser speichert",
      intro:
        "Diese Einträge sind für das, was du von der Website willst, unbedingt erforderlich (§ 25 Abs. 2 TDDDG) – außer den Cookies von Google Analytics, die nur mit deiner Einwilligung gesetzt werden. Du kannst sie jederzeit in den Einstellungen deines Browsers löschen; die Website beginnt dann von vorn.",
      places: { local: "Lokaler Speicher", session: "Sitzungsspeicher (dieser Tab)", cookie: "Cookie" },
      kept: {
        untilDeleted: "bis du ihn löschst",
        untilLogOut: "bis zur Abmeldung",
        tab: "bis der Tab geschlossen wird",
        day: "1 Tag",
        twoYears: "bis zu 2 Jahre",
      },
      purposes: {
        userId:
          "Eine zufällige Kennung dieses Browsers: Du siehst dieselbe Überschrift, Bezahlvorgänge gehören zu diesem Browser, und mit deiner Einwilligung zählt die Analyse dich nur einmal.",
        hasPaid: "Ob dieser Browser von einer abgeschlossenen Zahlung zurückkam; das öffnet die Research-Paywall.",
        version: "Welche von drei Überschriften der Startseite dieser Besuch zeigt.",
        firstVersion:
          "Die erste der drei Überschriften der Startseite, die dieser Browser gezeigt bekam, und wann; an unseren Server geht sie nur mit deiner Einwilligung (siehe oben).",
        withdrawal:
          "Dein Widerruf der Analyse-Einwilligung, bis unser Server ihn bestätigt hat (dann gelöscht), damit er bei einer gestörten Verbindung nicht verloren geht.",
        consent: "Deine Antwort auf den Analyse-Hinweis, damit er nicht erneut fragt.",
        language: "Die Sprache, die du gewählt hast, damit die Website sie wieder anbietet.",
        tabLanguage:
          "Die Sprache der zuletzt in diesem Tab gezeigten Seite, damit ein Bezahlvorgang in ihr zurückkehrt.",
        conversions: "Die bereits gezählten Bezahlvorgänge, damit keine Zahlung doppelt gezählt wird.",
        arrivalCode:
          "Der Aktionscode (?code=…), mit dem der Besuch kam; er wird an den Bezahlvorgang weitergegeben, damit sein Rabatt gilt.",
        arrivalUtm:
          "Die Kampagne (utm_…), über die der Besuch kam, für den Bezahlvorgang, damit der Verkauf ihr zugerechnet wird.",
        sessionHint: "Dass du angemeldet bist, damit die Seite es zeigt, bevor der Anmeldedienst antwortet.",
        loginCallback: "Eine laufende Anmeldung, bis ihre Rückkehr verarbeitet ist.",
        justConfirmed:
          "Was eine Zahlung gerade bestätigt hat, damit die nächste Seite dich sofort dazu begrüßt; einmal gelesen.",
        scrollPositions:
          "Wie weit jede Seite in diesem Tab gescrollt war, damit Zurück oder Neuladen an dieselbe Stelle führt.",
        authCache: "Deine Anmelde-Tokens von Auth0 (Konto-ID, Name, E-Mail), damit du angemeldet bleibst.",
        authSession: "Der Vermerk von Auth0, dass du angemeldet bist, um die Sitzung zu erneuern.",
        authTransaction: "Die Prüfwerte von Auth0 für eine laufende Anmeldung (State, Nonce, Verifier).",
        analytics: "Die Kennungen von Google Analytics für diesen Browser, erst nach deiner Zustimmung.",
      },
    },
  },
  terms: {
    pageTitle: "Allgemeine Geschäftsbedingungen",
    title: "Allgemeine Geschäftsbedingungen",
    lede: "Die Vereinbarung zwischen dir und {company}, wenn du {product} nutzt und abonnierst.",
    sections: [
      {
        title: "Wer wir sind und wofür diese Bedingungen gelten",
        paragraphs: [
          "{product} wird betrieben von {company}, {address}, {country}. Diese Bedingungen gelten für diese Website und die hier verkauften Abos. Bist du Verbraucherin oder Verbraucher, gelten die zwingenden Schutzvorschriften deines Landes in jedem Fall.",
        ],
      },
      {
        title: "Tarife und Preise",
        paragraphs: [
          "Für die App gibt es zwei Tarife: {plans}. Die KI-Recherche zu Aktien und Kryptowerten (die Seiten der einzelnen Werte) ist ein eigenes Abo: {research}. Die Preise gelten in der Währung der Seite. Preise in Euro und Yen (unsere deutschen, französischen, spanischen und japanischen Seiten) enthalten die Umsatz- bzw. Verbrauchsteuer zum Satz deines Landes (etwa 19\u00a0% in Deutschland, 10\u00a0% in Japan): Was auf der Seite steht, zahlst du. Preise in US-Dollar und brasilianischen Real (unsere englischen und brasilianisch-portugiesischen Seiten) verstehen sich ohne Steuer: Wo das Gesetz Steuer verlangt und wir für ihre Erhebung registriert sind (etwa die Sales Tax eines US-Bundesstaats), kommt sie beim Bezahlen hinzu; wo wir keine erheben, kommt keine hinzu.",
          "Die Bezahlseite fragt nach deiner Rechnungsanschrift (dem Land, in den USA auch Bundesstaat und Postleitzahl); daraus berechnet Stripe Tax die Steuer. Die Anschrift wird bei deinem Kundenkonto bei Stripe gespeichert, damit Verlängerungen genauso besteuert werden. Die Bezahlseite zeigt die Steuer und den Gesamtbetrag, bevor du bezahlst; die Bestätigung und jede Rechnung weisen die Steuer aus.",
          "Credits werden für Songs verbraucht ({creditsPerSong} Credits pro Song); nicht genutzte Credits verfallen am Monatsende.",
        ],
      },
      {
        title: "Kostenlose Testphase",
        paragraphs: [
          "Dein erstes Abo beginnt mit einer kostenlosen Testphase von {days} Tagen, einmal pro Person. Kündigst du nicht vor ihrem Ende, beginnt das gewählte Abo und die erste Zahlung wird an diesem Tag fällig.",
        ],
      },
      {
        title: "Abrechnung und Verlängerung",
        paragraphs: [
          "Ein Abo verlängert sich am Ende jedes Zeitraums automatisch um einen weiteren Monat bzw. ein weiteres Jahr; der Preis des neuen Zeitraums wird an diesem Tag von deinem Zahlungsmittel eingezogen. Die Zahlungen wickelt Stripe ab. Schlägt eine Zahlung fehl, bitten wir dich, dein Zahlungsmittel zu aktualisieren; bis dahin kann das Abo ruhen.",
        ],
      },
      {
        title: "Kündigung",
        paragraphs: [
          "Du kannst jederzeit ohne Angabe von Gründen kündigen, über „{cancel}“ in der Fußzeile jeder Seite oder über „{manage}“ in deinem Kontomenü. Dein Abo läuft dann bis zum Ende des bezahlten Zeitraums (oder der Testphase) und wird nicht verlängert; für den Rest eines begonnenen Zeitraums gibt es keine Erstattung, außer nach dem Widerrufsrecht unten.",
        ],
      },
      {
        title: "Widerrufsrecht (14 Tage)",
        paragraphs: [
          "Du kannst ein Abo binnen 14 Tagen nach dem Kauf auf der Bezahlseite ohne Angabe von Gründen widerrufen, egal wo du wohnst: Verbraucherinnen und Verbrauchern in der Europäischen Union steht dieses Recht gesetzlich zu, und wir geben es allen, die bei uns kaufen. Zur Wahrung der Frist genügt es, den Widerruf vor Ablauf der 14 Tage abzusenden.",
          "Am schnellsten geht es über die Kündigungsseite, die in der Fußzeile jeder Seite verlinkt ist: Sie schickt dir per E-Mail einen einmaligen Link für dein Abo, und während der 14 Tage kannst du auf der Seite dieses Links widerrufen; dein Abo endet dann sofort, nicht erst am Ende des Zeitraums. Du kannst uns den Widerruf auch auf jedem anderen Weg eindeutig mitteilen, etwa per E-Mail an {email} oder per Post an {company}, {address}, {country}.",
          "Widerrufst du, erstatten wir dir alles, was du bezahlt hast, binnen 14 Tagen mit dem Zahlungsmittel, mit dem du bezahlt hast, abzüglich eines anteiligen Betrags vom Preis des laufenden Zeitraums für die Tage des bezahlten Dienstes bis zum Widerruf (ein angefangener Tag zählt als ganzer), weil du auf der Bezahlseite verlangt hast, dass der Dienst sofort beginnt. Mit der Annahme dieser Bedingungen auf der Bezahlseite verlangst du ausdrücklich, dass der Dienst schon während der Widerrufsfrist beginnt: Bei einem Tarif sagt das Kästchen der Bezahlseite es mit diesen Worten, beim Abo der KI-Recherche verlangst du es, indem du diese Bedingungen annimmst. Die Tage der kostenlosen Testphase kosten nichts: Widerrufst du während der Testphase, kostet es dich nichts, und es wird nichts abgebucht. Den Widerruf bestätigen wir dir per E-Mail.",
          "Muster-Widerrufsformular: „An {company}, {address}, {country}, {email}: Hiermit widerrufe ich den von mir abgeschlossenen Vertrag über die Erbringung der folgenden Dienstleistung: {product}-Abo. Bestellt am / erhalten am: … Name: … Anschrift: … Datum: …“",
        ],
      },
      {
        title: "Aktionscodes",
        paragraphs: [
          "Ein Aktionscode gibt auf ein Abo den Rabatt, den seine Bedingungen nennen, zum Beispiel 20\u00a0% auf die Rechnungen der ersten 3 Monate. Du kannst ihn auf der Bezahlseite eingeben oder einem Link folgen, der ihn enthält (…?code=… auf einer Preisseite oder der Seite eines Werts); die Bezahlseite trägt ihn dann für dich ein. Er gilt für das Abo, das du damit abschließt, und für die Rechnungen, die seine Bedingungen nennen, gezählt ab Beginn des Abos; danach gilt der volle Preis. Die Tage einer kostenlosen Testphase zählen mit: Mit der Testphase von {days} Tagen deckt ein Code für die ersten 3 Monate die ersten drei Monatszahlungen ab, bei einem Jahresabo die Zahlung für das erste Jahr.",
          "Ein Code verlängert die kostenlose Testphase nie und gibt dir keine zweite: Die Testphase gibt es einmal pro Person, mit oder ohne Code. Ein Code lässt sich nur einlösen, solange er gültig ist: bis zu seinem Enddatum oder so oft, wie er es erlaubt. Einen unbekannten, abgelaufenen oder aufgebrauchten Code lehnt die Bezahlseite ab und sagt, warum; du kannst dann einen anderen Code eingeben oder den vollen Preis zahlen. Pro Abo gilt ein Code; er kann nicht in Geld ausgezahlt werden. Die Steuer wird auf den Preis nach Rabatt berechnet.",
        ],
      },
      {
        title: "Nutzung von {product}",
        paragraphs: [
          "Lade nur Fotos hoch, die du verwenden darfst. Die für dich erstellten Songs darfst du für private Zwecke nutzen. Missbrauche den Dienst nicht, etwa indem du seine Grenzen umgehst oder auf fremde Konten zugreifst; ein Konto, das das tut, können wir sperren.",
        ],
      },
      {
        title: "Änderungen und Verfügbarkeit",
        paragraphs: [
          "Wir dürfen den Dienst verbessern und diese Bedingungen für die Zukunft ändern. Eine Änderung des Preises oder deiner Rechte kündigen wir Abonnentinnen und Abonnenten mindestens 30 Tage vorher per E-Mail an; du kannst vorher kündigen. Wegen Wartung kann der Dienst gelegentlich nicht erreichbar sein.",
        ],
      },
      {
        title: "Haftung",
        paragraphs: [
          "Wir haften unbeschränkt bei Vorsatz, grober Fahrlässigkeit und Verletzung von Leben, Körper oder Gesundheit sowie nach zwingendem Recht. Im Übrigen haften wir nur bei Verletzung wesentlicher Vertragspflichten, begrenzt auf den für einen solchen Vertrag typischen, vorhersehbaren Schaden.",
        ],
      },
      {
        title: "Recht und Streitbeilegung",
        paragraphs: [
          "Es gilt das Recht von {country}; Verbraucherinnen und Verbraucher behalten den Schutz der zwingenden Vorschriften des Landes, in dem sie leben. Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen. Fragen und Beschwerden: {email}.",
        ],
      },
    ],
  },
} satisfies LegalCopy;
