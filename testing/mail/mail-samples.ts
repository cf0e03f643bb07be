// One mail of each kind with realistic facts in a language (the Pro plan monthly in its trial, the
// research yearly, the prices of the language's currency from the price list): what the local mail
// stand-in shows, the screenshots are taken of and the tests render.
import type { MailSender } from "../../app/mail/render-mail.tsx";
import { currencyDigits } from "../../app/contracts/checkout-api.ts";
import { CANCEL_CONFIRM_QUERY, CANCEL_LINK_MINUTES } from "../../app/contracts/cancel-api.ts";
import { localeInfo, localizedPath, type Currency, type Locale } from "../../app/contracts/locales.ts";
import type { OfferId } from "../../app/contracts/offer-ids.ts";
import { paths } from "../../app/contracts/paths.ts";
import type { SubscriptionSummary } from "../../app/contracts/subscription-api.ts";
import { offerCharge } from "../../app/catalogue/offers.ts";
import type { MailFacts, MailLinks } from "../../app/mail/mail-facts.ts";

const TRIAL_END = "2027-01-04T10:00:00.000Z";
const YEAR_END = "2027-11-20T08:30:00.000Z";
/** A withdrawal in the trial, and one a week into the research's paid year (started at once). */
const TRIAL_WITHDRAWN = "2026-12-30T09:15:00.000Z";
const YEAR_WITHDRAWN = "2026-11-27T14:05:30.000Z";

/**
 * The tax in each market's next charge, as the provider previews it there: VAT (Germany's 19 %)
 * and Japan's 10 % inside the price, a US state's 6.5 % on top, none in Brazil.
 */
const SAMPLE_TAX: Record<Currency, { rate: number; included: boolean } | null> = {
  EUR: { rate: 0.19, included: true },
  JPY: { rate: 0.1, included: true },
  USD: { rate: 0.065, included: false },
  BRL: null,
};

/** A charge of `amount` (minor units) as previewed with its tax in the currency's market. */
function previewed(amount: number, currency: Currency, on: string): NonNullable<SubscriptionSummary["nextCharge"]> {
  const tax = SAMPLE_TAX[currency];
  if (!tax) return { amount, currency, on, tax: null, discount: null };
  const inside = Math.round(tax.included ? amount - amount / (1 + tax.rate) : amount * tax.rate);
  return {
    amount: tax.included ? amount : amount + inside,
    currency,
    on,
    tax: { amount: inside, included: tax.included },
    discount: null,
  };
}

/** A subscription of the offer as the API sums it up, priced in the currency. */
function summary(offer: OfferId, currency: Currency, overrides: Partial<SubscriptionSummary>): SubscriptionSummary {
  const amount = Math.round(offerCharge(offer, currency) * 10 ** currencyDigits(currency));
  return {
    id: `sub_sample_${offer}`,
    offer,
    status: "active",
    amount,
    currency,
    interval: offer.endsWith("monthly") ? "month" : "year",
    trialEnd: null,
    currentPeriodEnd: YEAR_END,
    cancelAtPeriodEnd: false,
    endedAt: null,
    nextCharge: previewed(amount, currency, YEAR_END),
    addedByEmail: false,
    ...overrides,
  };
}

/** Every kind of mail (and both confirmations and withdrawals: a trial, a paid start) in the language, its links on `site`. */
export function sampleMails(locale: Locale, site = "http://localhost:3000"): MailFacts[] {
  const { currency } = localeInfo[locale];
  const page = (path: string) => `${site}${localizedPath(path, locale)}`;
  const links: MailLinks = {
    site: page(paths.landing),
    terms: page(paths.legal("terms")),
    cancelPage: page(paths.cancel),
  };
  const common = { locale, links };
  const cancelUrl = (token: string) => `${page(paths.cancelConfirm)}?${CANCEL_CONFIRM_QUERY}=${token}`;
  const trial = summary("pro-monthly", currency, {
    status: "trialing",
    trialEnd: TRIAL_END,
    currentPeriodEnd: TRIAL_END,
  });
  const inTrial = { ...trial, nextCharge: previewed(trial.amount, currency, TRIAL_END) };
  const research = summary("paywall-yearly", currency, {});
  const withdrawn = (from: SubscriptionSummary, at: string) =>
    ({ ...from, status: "canceled", endedAt: at, cancelAtPeriodEnd: false, nextCharge: null }) as const;
  const kept = Math.round((research.amount * 7) / 365);
  return [
    {
      ...common,
      kind: "confirmation",
      subscription: inTrial,
      paidToday: null,
      productUrl: "https://app.snapsong.example/",
    },
    {
      ...common,
      kind: "confirmation",
      subscription: research,
      paidToday: { amount: research.amount, currency, tax: 0 },
      productUrl: null,
    },
    { ...common, kind: "trial-reminder", subscription: inTrial, cancelUrl: cancelUrl("sample-trial") },
    { ...common, kind: "renewal-reminder", subscription: research, cancelUrl: cancelUrl("sample-renewal") },
    {
      ...common,
      kind: "payment-failed",
      subscription: { ...trial, status: "past_due", nextCharge: null },
      failed: { amount: trial.amount, currency },
      nextAttemptAt: "2027-01-07T10:00:00.000Z",
      updateCardUrl: `${site}/api/mail-links/sample-update-card`,
    },
    {
      ...common,
      kind: "cancellation",
      subscription: { ...research, cancelAtPeriodEnd: true, nextCharge: null },
      cancelledAt: "2027-03-02T17:45:12.000Z",
    },
    {
      ...common,
      kind: "plan-switch",
      subscription: summary("max-annual", currency, {}),
      previousOffer: "pro-monthly",
    },
    {
      ...common,
      kind: "withdrawal",
      subscription: withdrawn(trial, TRIAL_WITHDRAWN),
      withdrawnAt: TRIAL_WITHDRAWN,
      refund: null,
      kept: null,
    },
    {
      ...common,
      kind: "withdrawal",
      subscription: withdrawn(research, YEAR_WITHDRAWN),
      withdrawnAt: YEAR_WITHDRAWN,
      refund: { amount: research.amount - kept, currency },
      kept: { amount: kept, currency },
    },
    {
      ...common,
      kind: "cancel-link",
      choices: [
        { subscription: inTrial, url: cancelUrl("sample-choice-plan") },
        { subscription: research, url: cancelUrl("sample-choice-research") },
      ],
      expiresInMinutes: CANCEL_LINK_MINUTES,
    },
  ];
}

/** The sender the mail tests render with (the build's VITE_PRODUCT_NAME, VITE_CONTACT_EMAIL, VITE_LEGAL_*). */
export const sampleSender: MailSender = {
  productName: "Snapsong",
  contactEmail: "hello@snapsong.example",
  company: "Snapsong Example GmbH",
  address: "Musterstraße 1, 10115 Berlin",
  country: "DE",
};
