// German: what every page shares — header, footer, language switcher, consent banner, sign-in
// alert, the not-found and error screens — and the site's description. `{name}` placeholders are
// filled in by the page (shared/content/fill.ts); every language has the same ones (shared/content/copy.test.ts).
import type { CommonCopy } from "../copy.ts";

export const common = {
  description: "Mach aus deinen Fotos in wenigen Minuten einen eigenen Song. Teste {days}\u00a0Tage kostenlos.",
  skipToContent: "Zum Inhalt springen",
  nav: { main: "Hauptmenü", footer: "Fußzeile", pricing: "Preise", contact: "Kontakt" },
  rights: "© {year} {product}. Alle Rechte vorbehalten.",
  signUp: "Registrieren",
  logIn: "Anmelden",
  logOut: "Abmelden",
  yourAccount: "Dein Konto",
  /** The signed-in person's menu in the header. */
  accountMenu: {
    label: "Konto",
    manage: "Abo verwalten",
    none: "Noch kein Abo",
    experiment: "Headline-Experiment",
    addedByEmail: "Hinzugefügt, weil es mit deiner E-Mail-Adresse gekauft wurde.",
    notMine: "Nicht meins: entfernen",
    notMineFailed: "Das ging gerade nicht. Versuch es gleich noch einmal.",
  },
  holdings: {
    plan: "{plan}-Abo",
    research: "Recherche-Abo",
    price: { month: "{price} im Monat", year: "{price} im Jahr" },
    standing: {
      trial: "Kostenlos bis {date}, danach {price}",
      active: "Verlängert sich am {date} für {price}",
      ending: "Gekündigt: läuft bis {date}, es wird nichts mehr abgebucht",
      pastDue: "Letzte Zahlung fehlgeschlagen: Bitte aktualisiere deine Karte",
      ended: "Beendet am {date}",
    },
    discounted: {
      until: "{charge} mit {code} bis {date}, danach {price}",
      once: "{charge} einmalig mit {code}, danach {price}",
      always: "{charge} mit {code}",
    },
    tax: {
      included: {
        EUR: "{price} inkl. {tax} MwSt.",
        JPY: "{price} inkl. {tax} Verbrauchsteuer",
        other: "{price} inkl. {tax} Steuer",
      },
      added: "{price} zzgl. {tax} Steuer",
      /** A price whose tax, added where the buyer lives, is not known yet (the price after a code ends). */
      plus: "{price} zzgl. Steuer",
    },
  },
  /** Every footer's way to cancel (in German, § 312k BGB's words exactly). */
  cancelSubscription: "Verträge hier kündigen",
  /** Every footer's legal pages; `notice` is the market's (features/legal/, shared/content/legal-notice.ts). */
  legal: { privacy: "Datenschutz", terms: "AGB", notice: "Impressum" },
  languages: {
    label: "Sprache",
    /** Shown once to a visitor whose browser prefers this language, in this language. */
    offer: "Diese Seite gibt es auch auf Deutsch.",
    accept: "Auf Deutsch lesen",
    dismiss: "Nein, danke",
  },
  consent: {
    title: "Analyse-Cookies",
    text: "Wir würden gern messen, wie Besucher diese Seite nutzen, um sie besser zu machen. Bevor du zustimmst, wird nichts zu Analysezwecken gespeichert.",
    accept: "Akzeptieren",
    reject: "Ablehnen",
    settings: "Cookie-Einstellungen",
  },
  authAlert: {
    title: "Anmeldung hat nicht geklappt",
    dismiss: "Schließen",
    unreachable: "Wir konnten den Anmeldedienst nicht erreichen. Prüf deine Verbindung und versuch es noch mal.",
    busy: "Der Anmeldedienst hat gerade Probleme. Bitte versuch es in ein paar Minuten noch einmal.",
    cancelled: "Die Registrierung wurde abgebrochen, es wurde nichts angelegt. Du kannst jederzeit neu starten.",
    expired: "Der Anmeldelink wurde schon verwendet oder ist abgelaufen. Bitte melde dich noch einmal an.",
    confirm: "Der Anmeldedienst braucht noch einen Schritt von dir. Bitte melde dich noch einmal an.",
    blocked:
      "Dein Browser hat das Anmeldefenster blockiert. Erlaube Pop-ups für diese Website und versuch es dann noch einmal.",
    storage:
      "Bitte erlaube Websitedaten (Cookies) für diese Website, um dich zu registrieren oder anzumelden: Die Anmeldung merkt sich etwas in deinem Browser, während du auf der Anmeldeseite bist.",
    failed: "Die Anmeldung hat diesmal nicht geklappt. Bitte versuch es noch einmal.",
    code: "Fehlercode: {code}",
  },
  notFound: {
    code: "404",
    title: "Da ging ein Ton daneben",
    text: "Wir konnten die gesuchte Seite nicht finden. Vielleicht ist sie umgezogen oder der Link enthält einen Tippfehler.",
    pageTitle: "Seite nicht gefunden",
  },
  error: {
    code: "Hoppla",
    title: "Da ist etwas schiefgelaufen",
    text: "Ein unerwarteter Fehler hat das Laden dieser Seite verhindert. Versuch es noch mal oder geh zurück zur Startseite.",
    pageTitle: "Etwas ist schiefgelaufen",
  },
  /** A quotation in the language's quotation marks. */
  quote: "„{text}“",
  unknownTicker: "Für diese Seite gibt es keine Analyse",
  home: "Zur Startseite",
  seePricing: "Preise ansehen",
  shareImageAlt: "{product}: Mach aus deinen Fotos einen Song",
} satisfies CommonCopy;
