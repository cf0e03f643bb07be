// German: the pricing page and the plans' words. Figures come in as placeholders: prices and
// percentages ('50%', '50 %') formatted for the page's language and currency, the rest derived from
// the plans (catalogue/plans.ts).
import type { PricingCopy } from "../copy.ts";

export const pricing = {
  pageTitle: "Preise · {product}",
  title: "Teste {days}\u00a0Tage kostenlos",
  lede: "Wähl ein Abo, mach eine Woche lang Songs und zahl nichts, wenn du vor Ende der Testphase kündigst.",
  /** For a signed-in person who has had their free trial: no trial wording. */
  titleTrialUsed: "Wähl dein Abo",
  ledeTrialUsed:
    "Wechsle Abo oder Abrechnungszeitraum, wann immer du willst – du zahlst immer den Preis deines aktuellen Abos.",
  /** For a signed-in person whose trial is used and who has no plan now (theirs ended, or never began). */
  ledeReturning:
    "Deine kostenlose Testphase ist schon genutzt. Wähl ein Abo, wann immer du wieder Songs machen willst.",
  toggleLabel: "Abrechnungszeitraum",
  periodLabels: { monthly: "Monatlich", annual: "Jährlich" },
  discountBadge: "−{percent}",
  mostBought: "Meistgekauft",
  choose: "{plan} kostenlos testen",
  /** The button for a person whose free trial is used. */
  chooseTrialUsed: "{plan} abonnieren",
  yourPlan: "Dein Abo",
  switchTo: "Zu {plan} wechseln",
  manage: "Abo verwalten",
  /** After the portal, when the subscription is cancelled: until when it serves. */
  cancelled: "Dein {plan}-Abo ist gekündigt. Du kannst es bis zum {date} weiter nutzen.",
  perMonth: "{price}/Monat",
  billedMonthly: "monatlich abgerechnet",
  billedYearly: "{total} jährlich abgerechnet",
  facts: {
    credits: "{credits} Credits/Monat",
    unlimitedCredits: "Unbegrenzte Credits",
    songs: "{songs} Songs pro Monat",
    unlimitedSongs: "Unbegrenzt viele Songs pro Monat",
    parallel: "{count} parallele Generierungen",
  },
  plans: {
    pro: {
      tagline: "Für Songs aus deinen Lieblingsmomenten.",
      features: ["Alle Musikstile und Stimmungen", "Songs als MP3 herunterladen", "Links zum Teilen mit Freunden"],
    },
    max: {
      tagline: "Für Kreative, die aus jedem Album einen Soundtrack machen.",
      features: [
        "Alles aus Pro",
        "Längere Songs bis zu 4 Minuten",
        "Eigene Songtexte und Gesangsstile",
        "Vorrang beim Generieren",
        "Lizenz zur kommerziellen Nutzung",
      ],
    },
  },
  /** Not shown to a person whose free trial is used. */
  trialNote:
    "Dein erstes Abo startet mit einer {days}\u2011tägigen kostenlosen Testphase, einmal pro Person; bezahlt wird erst, wenn sie endet.",
  notes: [
    "{creditsPerSong} Credits = 1 Song.",
    "Jederzeit kündbar – über den Link „Verträge hier kündigen“ unten auf jeder Seite.",
    "Bei jährlicher Abrechnung sparst du {percent} gegenüber dem Monatspreis; gezahlt wird einmal im Jahr.",
    "Preise in Euro, inklusive Mehrwertsteuer.",
  ],
  /** Names of the offers in search engines' structured data. */
  offerNames: { monthly: "{plan} monatlich", annual: "{plan} jährlich" },
} satisfies PricingCopy;
