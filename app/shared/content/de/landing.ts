// German: the landing page's sections, in the order they appear (docs/product.md, Sections).
import type { LandingCopy } from "../copy.ts";

export const landing = {
  pageTitle: "{product} · Mach aus deinen Fotos einen Song",
  hero: {
    /** One headline per A/B/C variant; the visitor's stored variant picks one before first paint. */
    headlines: {
      A: "Mach aus deinen Fotos einen Song",
      B: "Deine Erinnerungen als Musik",
      C: "Jedes Foto hat seinen Song. Hör dir deinen an.",
    },
    lede: "Lade ein paar Fotos hoch und erhalte in rund zwei Minuten einen eigenen Song über deine Momente – mit Songtext, Gesang und allem, was dazugehört.",
    cta: "Ersten Song erstellen",
    quote: {
      text: "Es war, als hätte jemand einen Song über unseren Sommer geschrieben – nur für uns.",
      author: "Lena, erster Song im Juli",
    },
    imageAlt: "Fotokarten, die sich in eine bunte Schallwelle verwandeln",
    /** `{count}` is the user claim, shown in bold. */
    socialProof: "Beliebt bei {count} Menschen",
    userClaim: "über {users}",
  },
  uploadExplainer: {
    title: "Fotos rein. Song raus.",
    intro:
      "Ganz ohne musikalisches Talent. In drei Schritten von deiner Galerie zu einem Song, den du in Dauerschleife hörst.",
    imageAlt: "Drei Fotos fließen in ein Handy, das Musik abspielt",
    steps: [
      {
        title: "Fotos hochladen",
        text: "Wähl 1 bis 20 Fotos von einer Reise, einem Geburtstag oder einem ganz normalen Dienstag.",
      },
      { title: "Stil wählen", text: "Pop, Folk, Lo-Fi, Country, Rock – oder lass die Fotos entscheiden." },
      { title: "Song erhalten", text: "Ein Songtext über deine Momente – gesungen, produziert und bereit zum Teilen." },
    ],
  },
  songSample: {
    title: "Hör dir an, was aus ein paar Fotos wird",
    trackTitle: "Goldene Stunde auf der Route 1",
    trackCaption: "Entstanden aus 9 Fotos eines Roadtrips entlang der Küste",
    play: "Hörprobe abspielen",
    pause: "Hörprobe pausieren",
    seek: "Position in der Hörprobe",
    position: "{current} von {duration}",
    failed: "Die Hörprobe konnte nicht abgespielt werden. Prüf deine Verbindung und versuch es noch mal.",
    sound:
      "Die Hörprobe läuft, aber dein Gerät meldet ein Problem mit dem Ton. Prüf deine Lautsprecher oder Kopfhörer.",
  },
  signUpCta: {
    title: "Deine ersten {days}\u00a0Tage gehen auf uns",
    text: "Registrier dich, wähl ein Abo und starte deine {days}\u2011tägige kostenlose Testphase: Kündigst du vorher, zahlst du nichts.",
    button: "Registrieren",
  },
  testimonials: {
    title: "Beliebt bei allen, die ihre Fotos lieben",
    /** What each person said (shared/content/testimonials.ts has who and when). */
    quotes: {
      ava: "Ich habe zwölf Fotos von unserem Roadtrip hochgeladen und einen Folksong bekommen, in dem sogar die Raststätte vorkommt, an der wir Pause gemacht haben. Meine Schwester hat geweint. Dann ich.",
      marcus:
        "Ich habe für meinen Vater einen Geburtstagssong aus seinen alten Angelfotos gemacht. Seitdem hört er ihn jeden Morgen. Das beste Geschenk, das ich je gemacht habe.",
      priya:
        "Auf unserer Hochzeit haben wir einen Song aus unseren Verlobungsfotos gespielt. Die Gäste wollten ständig wissen, welche Band ihn geschrieben hat.",
      jonas:
        "Ich lasse mehrere Versionen parallel generieren und nehme die beste – als hätte ich eine Studioband auf Abruf. Jeden Credit wert.",
    },
  },
  tryForFree: {
    title: "{days}\u00a0Tage kostenlos testen",
    text: "Voller Zugriff auf alle Stile. Jederzeit vor Ende der Testphase kündbar – dann zahlst du nichts.",
    button: "Ersten Song erstellen",
  },
} satisfies LandingCopy;
