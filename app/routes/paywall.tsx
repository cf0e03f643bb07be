import { findTicker } from "~/content/tickers";
import { paywallOffer } from "~/content/paywall";
import { site } from "~/content/site";
import { pageMeta } from "~/lib/seo";
import { paths } from "~/paths";
import { StatLines } from "~/sections/paywall/stat-lines";
import { TickerHeader } from "~/sections/paywall/ticker-header";
import { TrialBox } from "~/sections/paywall/trial-box";
import type { Route } from "./+types/paywall";

export const meta: Route.MetaFunction = ({ params }) => {
  const ticker = findTicker(params.id);
  if (!ticker) return [{ title: site.name }, { name: "robots", content: "noindex" }];
  return pageMeta({
    title: `${ticker.name} (${ticker.symbol}) research · ${site.name}`,
    description: `AI research on ${ticker.name} (${ticker.symbol}), updated daily. Start a ${paywallOffer.trialDays}-day free trial.`,
    path: paths.paywall(ticker.id),
  });
};

export default function Paywall({ params }: Route.ComponentProps) {
  const ticker = findTicker(params.id);
  // An unknown id renders an empty page (a heading only for screen readers).
  if (!ticker) return <h1 className="sr-only">No research for this page</h1>;
  return (
    <div className="section grid max-w-5xl gap-10 md:grid-cols-[1fr_minmax(0,26rem)] md:items-start">
      <div>
        <TickerHeader ticker={ticker} />
        <StatLines />
      </div>
      <TrialBox ticker={ticker} />
    </div>
  );
}
