// What the pricing page shows, in its language and currency: made at build time by its loader
// (features/pricing/pricing-route.tsx), so the page carries finished words and prices.
import type { Locale } from "~/contracts/locales";
import { fill } from "~/shared/content/fill";
import {
  annualDiscountPercent,
  annualTotal,
  billingPeriods,
  plans,
  pricePerMonth,
  songsPerMonth,
  type BillingPeriod,
  type Plan,
} from "~/catalogue/plans";
import { formatters, pageCopy } from "~/shared/i18n/page-copy";

type PricingCopy = ReturnType<typeof pageCopy<"pricing">>;

/** One plan's card: its words, and its price and button for each billing period. */
function planCard(plan: Plan, copy: PricingCopy, format: ReturnType<typeof formatters>) {
  const songs = songsPerMonth(plan);
  const words = copy.plans[plan.id];
  const periodPrice = (period: BillingPeriod) => ({
    period,
    /** '{price}/mo': the page shows the price large where `{price}` is. */
    perMonth: copy.perMonth,
    price: format.money(pricePerMonth(plan, period, format.currency)),
    billing:
      period === "annual"
        ? fill(copy.billedYearly, { total: format.money(annualTotal(plan, format.currency)) })
        : copy.billedMonthly,
  });
  return {
    id: plan.id,
    name: plan.name,
    isMostBought: plan.isMostBought,
    tagline: words.tagline,
    facts: [
      plan.credits === "unlimited" ? copy.facts.unlimitedCredits : fill(copy.facts.credits, { credits: plan.credits }),
      songs === "unlimited" ? copy.facts.unlimitedSongs : fill(copy.facts.songs, { songs }),
      fill(copy.facts.parallel, { count: plan.parallelGenerations }),
      ...words.features,
    ],
    prices: billingPeriods.map(periodPrice),
    choose: fill(copy.choose, { plan: plan.name }),
    chooseTrialUsed: fill(copy.chooseTrialUsed, { plan: plan.name }),
    /** For a subscriber: to this plan, or to its other period when it is theirs. */
    switchTo: fill(copy.switchTo, { plan: plan.name }),
    switchPeriod: Object.fromEntries(
      billingPeriods.map((period) => [
        period,
        fill(copy.switchTo, { plan: `${plan.name} · ${copy.periodLabels[period]}` }),
      ]),
    ) as Record<BillingPeriod, string>,
  };
}

export type PlanCardData = ReturnType<typeof planCard>;

export function pricingPage(locale: Locale) {
  const copy = pageCopy(locale, "pricing");
  const format = formatters(locale);
  const percent = format.percent(annualDiscountPercent());
  return {
    copy: {
      pageTitle: copy.pageTitle,
      title: copy.title,
      lede: copy.lede,
      toggleLabel: copy.toggleLabel,
      periodLabels: copy.periodLabels,
      discountBadge: fill(copy.discountBadge, { percent }),
      mostBought: copy.mostBought,
      notes: copy.notes.map((note) => fill(note, { percent })),
      trialNote: copy.trialNote,
      offerNames: copy.offerNames,
      // A signed-in person's plan (your-plan.tsx): `{date}` and `{plan}` filled in the browser.
      titleTrialUsed: copy.titleTrialUsed,
      ledeTrialUsed: copy.ledeTrialUsed,
      ledeReturning: copy.ledeReturning,
      yourPlan: copy.yourPlan,
      manage: copy.manage,
      cancelled: copy.cancelled,
    },
    plans: plans.map((plan) => planCard(plan, copy, format)),
  };
}

export type PricingPage = ReturnType<typeof pricingPage>;
