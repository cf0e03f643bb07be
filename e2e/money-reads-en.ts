// What a person reads in English about their money, state by state (e2e/money-states.spec.ts).
import { day, re, type Reads, type StateName } from "./money-reads";

export const en: Record<StateName, Reads> = {
  "no subscription": {
    heading: "Start with a 7‑day free trial",
    yourPlan: null,
    glow: { title: /^No payment was made$/, lede: /nothing was charged\. Your 7-day free trial is there/ },
    paywall: "trial box",
    menu: /^No subscription yet$/,
  },
  trialing: {
    heading: "Pick your plan",
    yourPlan: { card: "Pro", state: re(`\\$6 a month · Free trial until ${day}, then \\$6 a month`) },
    glow: {
      title: /^You're in — welcome aboard!$/,
      lede: re(`Your Pro plan's free trial runs until ${day}; your first payment of \\$6 is on that day\\..*`),
    },
    paywall: "trial box",
    menu: re(`Pro plan · \\$6 a monthFree trial until ${day}, then \\$6 a month`),
  },
  // The first charge as the provider previews it: Washington's sales tax on top of the $6.
  "trialing, taxed where they live": {
    heading: "Pick your plan",
    yourPlan: { card: "Pro", state: re(`\\$6 a month · Free trial until ${day}, then \\$6 \\+ \\$0\\.39 tax a month`) },
    glow: {
      title: /^You're in — welcome aboard!$/,
      lede: re(
        `Your Pro plan's free trial runs until ${day}; your first payment of \\$6 \\+ \\$0\\.39 tax is on that day\\..*`,
      ),
    },
    paywall: "trial box",
    menu: re(`Pro plan · \\$6 a monthFree trial until ${day}, then \\$6 \\+ \\$0\\.39 tax a month`),
  },
  "active monthly": {
    heading: "Pick your plan",
    yourPlan: { card: "Pro", state: re(`\\$6 a month · Renews on ${day} for \\$6 a month`) },
    glow: {
      title: /^You're in — welcome aboard!$/,
      lede: re(`Your Pro plan is active and renews on ${day} for \\$6\\..*`),
    },
    paywall: "trial box",
    menu: re(`Pro plan · \\$6 a monthRenews on ${day} for \\$6 a month`),
  },
  "active annual": {
    heading: "Pick your plan",
    yourPlan: { card: "Pro", state: re(`\\$36 a year · Renews on ${day} for \\$36 a year`) },
    glow: { title: /^You're in/, lede: re(`Your Pro plan is active and renews on ${day} for \\$36\\..*`) },
    paywall: "trial box",
    menu: re(`Pro plan · \\$36 a yearRenews on ${day} for \\$36 a year`),
  },
  "switched to Max annual": {
    heading: "Pick your plan",
    yourPlan: { card: "Max", state: re(`\\$72 a year · Free trial until ${day}, then \\$72 a year`) },
    glow: {
      title: /^You're in/,
      lede: re(`Your Max plan's free trial runs until ${day}; your first payment of \\$72 is on that day.*`),
    },
    paywall: "trial box",
    menu: re(`Max plan · \\$72 a yearFree trial until ${day}, then \\$72 a year`),
  },
  "cancelled, until the period ends": {
    heading: "Pick your plan",
    yourPlan: { card: "Pro", state: re(`\\$6 a month · Cancelled: yours until ${day}, nothing more is charged`) },
    glow: {
      title: /^Your Pro plan is cancelled$/,
      lede: re(`Cancelled: yours until ${day}, nothing more is charged\\.`),
    },
    paywall: "trial box",
    menu: re(`Pro plan · \\$6 a monthCancelled: yours until ${day}, nothing more is charged`),
  },
  "past due": {
    heading: "Pick your plan",
    yourPlan: { card: "Max", state: /^\$12 a month · Last payment failed: update your card$/ },
    glow: { title: /^Your last payment didn't go through$/, lede: /^Last payment failed: update your card\.$/ },
    paywall: "trial box",
    menu: /^Max plan · \$12 a monthLast payment failed: update your card$/,
    alert: /^Max plan · Last payment failed: update your card\. Manage subscription$/,
  },
  ended: {
    heading: "Pick your plan",
    yourPlan: null,
    glow: { title: /^Your Pro plan has ended$/, lede: re(`Ended on ${day}\\.`) },
    paywall: "trial box",
    menu: re(`Pro plan · \\$6 a monthEnded on ${day}`),
  },
  "research only": {
    heading: "Start with a 7‑day free trial",
    yourPlan: null,
    glow: {
      title: /^Your research is unlocked$/,
      lede: re(`Free trial until ${day}, then \\$4\\.99 a month\\. Open the research on any ticker:`),
    },
    paywall: re(`Research subscription · Free trial until ${day}, then \\$4\\.99 a month`),
    menu: re(`Research subscription · \\$4\\.99 a monthFree trial until ${day}, then \\$4\\.99 a month`),
  },
  "a plan and research": {
    heading: "Pick your plan",
    yourPlan: { card: "Max", state: re(`\\$12 a month · Free trial until ${day}, then \\$12 a month`) },
    glow: { title: /^You're in/, lede: re(`Your Max plan's free trial runs until ${day}; .*`) },
    paywall: re(`Research subscription · Free trial until ${day}, then \\$35\\.88 a year`),
    menu: /Research subscription · \$35\.88 a year.*Max plan · \$12 a month|Max plan · \$12 a month.*Research subscription · \$35\.88 a year/,
  },
};
