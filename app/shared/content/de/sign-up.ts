// German: the /signup hand-off page, which sends the visitor on to the hosted sign-up (or, signed
// in already, to the plan's checkout), and what it says when it cannot.
import type { SignUpCopy } from "../copy";

export const signUp = {
  title: "Weiter zur Registrierung …",
  text: "Einen Moment: Wir öffnen eine sichere Registrierungsseite – oder direkt die Bezahlseite, falls du schon angemeldet bist.",
  failedTitle: "Registrierung ließ sich nicht öffnen",
  noScriptTitle: "Registrierung braucht JavaScript",
  noScriptText:
    "Unsere sichere Registrierungsseite läuft mit JavaScript in deinem Browser. Aktiviere JavaScript für diese Seite und versuch es noch mal.",
  retry: "Erneut versuchen",
  back: "Abos ansehen",
} satisfies SignUpCopy;
