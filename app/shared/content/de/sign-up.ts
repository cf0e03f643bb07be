// German: the /signup hand-off page, which sends the visitor on to the hosted sign-up (or, signed
// in already, to the plan's checkout), and what it says when it cannot.
import type { SignUpCopy } from "../copy.ts";

export const signUp = {
  title: "Weiter zur Registrierung …",
  text: "Einen Moment: Wir öffnen eine sichere Registrierungsseite – oder direkt die Bezahlseite, falls du schon angemeldet bist.",
  failedTitle: "Registrierung ließ sich nicht öffnen",
  noScriptTitle: "Registrierung braucht JavaScript",
  noScriptText:
    "Unsere sichere Registrierungsseite läuft mit JavaScript in deinem Browser. Aktiviere JavaScript für diese Seite und versuch es noch mal.",
  retry: "Erneut versuchen",
  back: "Abos ansehen",
  /** The same page at /account: the subscription's portal, after logging in when needed. */
  account: {
    title: "Dein Abo wird geöffnet …",
    text: "Einen Moment: Wir öffnen dein Abo bei unserem Zahlungsanbieter – falls nötig, meldest du dich vorher an.",
    failedTitle: "Dein Abo ließ sich nicht öffnen",
    noScriptTitle: "Die Abo-Verwaltung braucht JavaScript",
    noScriptText:
      "Anmeldung und Abo-Verwaltung laufen mit JavaScript in deinem Browser. Aktiviere JavaScript für diese Seite und versuch es noch mal.",
    /** A Log in press (go=login) in place of the words above, set by the page's script (page-hand-off.ts). */
    login: {
      title: "Weiter zur Anmeldung …",
      text: "Einen Moment: Wir öffnen unsere sichere Anmeldeseite.",
      failedTitle: "Anmeldung ließ sich nicht öffnen",
    },
    /** The API found nothing to manage or cancel for this person. */
    none: "Du hast noch kein Abo bei uns – es gibt also nichts zu verwalten oder zu kündigen.",
    /** The API or the payment provider could not be reached. */
    unavailable: "Wir erreichen unseren Zahlungsanbieter gerade nicht. Versuch es gleich noch mal.",
    /** A person picks which subscription they mean, where it is not clear (features/hand-off/page/page-hand-off.ts). */
    choose: { cancel: "Welches Abo möchtest du kündigen?", manage: "Welches Abo möchtest du verwalten?" },
    /** For what was bought without an account (or under another email): the provider's own login link. */
    portalLogin:
      "Ohne Konto oder mit einer anderen E-Mail-Adresse gekauft? Dann verwaltest oder kündigst du dein Abo mit deiner E-Mail-Adresse direkt bei unserem Zahlungsanbieter:",
    portalLoginAction: "Im Kundenportal anmelden",
  },
} satisfies SignUpCopy;
