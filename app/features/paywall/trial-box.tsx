import { CheckList } from "~/shared/ui/check-list";
import { fill } from "~/shared/content/fill";
import type { PaywallCopy } from "~/shared/content/copy";
import type { Currency } from "~/contracts/locales";
import type { PaywallPeriod } from "~/catalogue/paywall";
import type { Ticker } from "~/shared/content/tickers";
import { UnlockLink } from "./unlock-link";

interface TrialBoxProps {
  ticker: Ticker;
  /** The paywall's words, with the prices in (features/paywall/paywall-route.tsx). */
  copy: Omit<PaywallCopy, "subtexts">;
  /** What each period costs a month, for the 'Clicked Unlock' event. */
  offer: { prices: Record<PaywallPeriod, number>; currency: Currency };
}

export function TrialBox({ ticker, copy, offer }: TrialBoxProps) {
  const value = (period: PaywallPeriod) => ({ price: offer.prices[period], currency: offer.currency });
  return (
    <section
      aria-labelledby="trial-title"
      className="rounded-3xl border-2 border-brand bg-white p-7 shadow-xl shadow-brand/10 in-data-subscriber-pending:invisible"
    >
      <h2 id="trial-title" className="text-2xl font-extrabold">
        {copy.trialTitle}
      </h2>
      <p className="mt-1 text-muted">{fill(copy.unlock, { symbol: ticker.symbol })}</p>
      <CheckList items={copy.benefits} className="mt-6" />
      <div className="mt-8 flex flex-col gap-3">
        <UnlockLink ticker={ticker} period="monthly" value={value("monthly")} className="button-secondary">
          {copy.monthly}
        </UnlockLink>
        <UnlockLink
          ticker={ticker}
          period="yearly"
          value={value("yearly")}
          className="button-primary flex-col gap-0 py-2 leading-tight"
        >
          <span>{copy.yearly}</span>
          <span className="text-xs font-medium opacity-90">{copy.yearlyLabel}</span>
          {/* In the link's name too: what a press commits to be charged, once a year. */}
          <span className="text-xs font-medium opacity-90">{copy.yearlyCharge}</span>
        </UnlockLink>
      </div>
      <p className="mt-4 text-center text-sm text-muted">{copy.cancelNote}</p>
    </section>
  );
}
