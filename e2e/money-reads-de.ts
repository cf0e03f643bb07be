// What a person reads in German about their money, state by state (e2e/money-states.spec.ts).
import { day, re, type Reads, type StateName } from "./money-reads";

export const de: Record<StateName, Reads> = {
  "no subscription": {
    heading: "Teste 7 Tage kostenlos",
    yourPlan: null,
    glow: { title: /^Es ist keine Zahlung erfolgt$/, lede: /kostenlose Testphase/ },
    paywall: "trial box",
    menu: /^Noch kein Abo$/,
  },
  trialing: {
    heading: "Wähl dein Abo",
    yourPlan: { card: "Pro", state: re(`6 \\$ im Monat · Kostenlos bis ${day}, danach 6 \\$ im Monat`) },
    glow: {
      title: /^Du bist dabei – willkommen an Bord!$/,
      lede: re(
        `Die kostenlose Testphase deines Pro-Abos läuft bis zum ${day}; an diesem Tag ist deine erste Zahlung von 6 \\$ fällig\\..*`,
      ),
    },
    paywall: "trial box",
    menu: re(`Pro-Abo · 6 \\$ im MonatKostenlos bis ${day}, danach 6 \\$ im Monat`),
  },
  "trialing, taxed where they live": {
    heading: "Wähl dein Abo",
    yourPlan: {
      card: "Pro",
      state: re(`6 \\$ im Monat · Kostenlos bis ${day}, danach 6 \\$ zzgl\\. 0,39 \\$ Steuer im Monat`),
    },
    glow: {
      title: /^Du bist dabei – willkommen an Bord!$/,
      lede: re(
        `Die kostenlose Testphase deines Pro-Abos läuft bis zum ${day}; an diesem Tag ist deine erste Zahlung von 6 \\$ zzgl\\. 0,39 \\$ Steuer fällig\\..*`,
      ),
    },
    paywall: "trial box",
    menu: re(`Pro-Abo · 6 \\$ im MonatKostenlos bis ${day}, danach 6 \\$ zzgl\\. 0,39 \\$ Steuer im Monat`),
  },
  "active monthly": {
    heading: "Wähl dein Abo",
    yourPlan: { card: "Pro", state: re(`6 \\$ im Monat · Verlängert sich am ${day} für 6 \\$ im Monat`) },
    glow: {
      title: /^Du bist dabei – willkommen an Bord!$/,
      lede: re(`Dein Pro-Abo ist aktiv und verlängert sich am ${day} für 6 \\$\\..*`),
    },
    paywall: "trial box",
    menu: re(`Pro-Abo · 6 \\$ im MonatVerlängert sich am ${day} für 6 \\$ im Monat`),
  },
  "active annual": {
    heading: "Wähl dein Abo",
    yourPlan: { card: "Pro", state: re(`36 \\$ im Jahr · Verlängert sich am ${day} für 36 \\$ im Jahr`) },
    glow: {
      title: /^Du bist dabei/,
      lede: re(`Dein Pro-Abo ist aktiv und verlängert sich am ${day} für 36 \\$\\..*`),
    },
    paywall: "trial box",
    menu: re(`Pro-Abo · 36 \\$ im JahrVerlängert sich am ${day} für 36 \\$ im Jahr`),
  },
  "switched to Max annual": {
    heading: "Wähl dein Abo",
    yourPlan: { card: "Max", state: re(`72 \\$ im Jahr · Kostenlos bis ${day}, danach 72 \\$ im Jahr`) },
    glow: {
      title: /^Du bist dabei/,
      lede: re(
        `Die kostenlose Testphase deines Max-Abos läuft bis zum ${day}; an diesem Tag ist deine erste Zahlung von 72 \\$ fällig.*`,
      ),
    },
    paywall: "trial box",
    menu: re(`Max-Abo · 72 \\$ im JahrKostenlos bis ${day}, danach 72 \\$ im Jahr`),
  },
  "cancelled, until the period ends": {
    heading: "Wähl dein Abo",
    yourPlan: {
      card: "Pro",
      state: re(`6 \\$ im Monat · Gekündigt: läuft bis ${day}, es wird nichts mehr abgebucht`),
    },
    glow: {
      title: /^Dein Pro-Abo ist gekündigt$/,
      lede: re(`Gekündigt: läuft bis ${day}, es wird nichts mehr abgebucht\\.`),
    },
    paywall: "trial box",
    menu: re(`Pro-Abo · 6 \\$ im MonatGekündigt: läuft bis ${day}, es wird nichts mehr abgebucht`),
  },
  "past due": {
    heading: "Wähl dein Abo",
    yourPlan: {
      card: "Max",
      state: re("12 \\$ im Monat · Letzte Zahlung fehlgeschlagen: Bitte aktualisiere deine Karte"),
    },
    glow: { title: /^Deine letzte Zahlung hat nicht geklappt$/, lede: /^Letzte Zahlung fehlgeschlagen/ },
    paywall: "trial box",
    menu: re("Max-Abo · 12 \\$ im MonatLetzte Zahlung fehlgeschlagen: Bitte aktualisiere deine Karte"),
    alert: re("Max-Abo · Letzte Zahlung fehlgeschlagen: Bitte aktualisiere deine Karte. Abo verwalten"),
  },
  ended: {
    heading: "Wähl dein Abo",
    yourPlan: null,
    glow: { title: /^Dein Pro-Abo ist beendet$/, lede: re(`Beendet am ${day}\\.`) },
    paywall: "trial box",
    menu: re(`Pro-Abo · 6 \\$ im MonatBeendet am ${day}`),
  },
  "research only": {
    heading: "Teste 7 Tage kostenlos",
    yourPlan: null,
    glow: {
      title: /^Deine Recherche ist freigeschaltet$/,
      lede: re(`Kostenlos bis ${day}, danach 4,99 \\$ im Monat\\. Öffne die Recherche.*`),
    },
    paywall: re(`Recherche-Abo · Kostenlos bis ${day}, danach 4,99 \\$ im Monat`),
    menu: re(`Recherche-Abo · 4,99 \\$ im MonatKostenlos bis ${day}, danach 4,99 \\$ im Monat`),
  },
  "a plan and research": {
    heading: "Wähl dein Abo",
    yourPlan: { card: "Max", state: re(`12 \\$ im Monat · Kostenlos bis ${day}, danach 12 \\$ im Monat`) },
    glow: { title: /^Du bist dabei/, lede: re(`Die kostenlose Testphase deines Max-Abos .*`) },
    paywall: re(`Recherche-Abo · Kostenlos bis ${day}, danach 35,88 \\$ im Jahr`),
    menu: /Recherche-Abo · 35,88\s\$ im Jahr.*Max-Abo · 12\s\$ im Monat|Max-Abo · 12\s\$ im Monat.*Recherche-Abo · 35,88\s\$ im Jahr/,
  },
};
