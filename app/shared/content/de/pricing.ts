// German: the pricing page and the plans' words. Figures come in as placeholders: prices and
// percentages ('50%', '50 %') formatted for the page's language and currency, the rest derived from
// the plans (shared/content/plans.ts).
import type { PricingCopy } from "../copy";

export const pricing = {
  pageTitle: "Preise · {product}",
  title: "Teste {days} Tage kostenlos",
  lede: "Wähl ein Abo, mach eine Woche lang Songs und zahl nichts, wenn du vor Ende der Testphase kündigst.",
  toggleLabel: "Abrechnungszeitraum",
  periodLabels: { monthly: "Monatlich", annual: "Jährlich" },
  discountBadge: "−{percent}",
  mostBought: "Meistgekauft",
  choose: "{plan} kostenlos testen",
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
  notes: [
    "{creditsPerSong} Credits = 1 Song.",
    "Jedes Abo startet mit einer {days}-tägigen kostenlosen Testphase; bezahlt wird erst, wenn sie endet.",
    "Jederzeit kündbar – mit zwei Klicks in deinem Konto.",
    "Bei jährlicher Abrechnung sparst du {percent} gegenüber dem Monatspreis; gezahlt wird einmal im Jahr.",
    "Preise in Euro. Je nach Wohnort können Steuern anfallen.",
  ],
  /** Names of the offers in search engines' structured data. */
  offerNames: { monthly: "{plan} monatlich", annual: "{plan} jährlich" },
} satisfies PricingCopy;
