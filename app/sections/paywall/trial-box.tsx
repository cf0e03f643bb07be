import { CheckList } from "~/components/check-list";
import { formatPrice } from "~/content/plans";
import { paywallOffer } from "~/content/paywall";
import type { Ticker } from "~/content/tickers";
import { UnlockLink } from "./unlock-link";

export function TrialBox({ ticker }: { ticker: Ticker }) {
  return (
    <section
      aria-labelledby="trial-title"
      className="rounded-3xl border-2 border-brand bg-white p-7 shadow-xl shadow-brand/10"
    >
      <h2 id="trial-title" className="text-2xl font-extrabold">
        {paywallOffer.trialDays}-day free trial
      </h2>
      <p className="mt-1 text-muted">Unlock the full {ticker.symbol} research.</p>
      <CheckList items={paywallOffer.benefits} className="mt-6" />
      <div className="mt-8 flex flex-col gap-3">
        <UnlockLink ticker={ticker} period="monthly" className="button-secondary">
          Monthly · {formatPrice(paywallOffer.monthlyPrice)}/mo
        </UnlockLink>
        <UnlockLink ticker={ticker} period="yearly" className="button-primary flex-col gap-0 py-2 leading-tight">
          <span>Yearly · {formatPrice(paywallOffer.yearlyPrice)}/mo</span>
          <span className="text-xs font-medium opacity-90">{paywallOffer.yearlyLabel}</span>
        </UnlockLink>
      </div>
      <p className="mt-4 text-center text-sm text-muted">{paywallOffer.cancelNote}</p>
    </section>
  );
}
