import { findTicker } from "~/content/tickers";
import { site } from "~/content/site";
import { StatLines } from "~/sections/paywall/stat-lines";
import { TickerHeader } from "~/sections/paywall/ticker-header";
import { TrialBox } from "~/sections/paywall/trial-box";
import type { Route } from "./+types/paywall";

export const meta: Route.MetaFunction = ({ params }) => {
  const ticker = findTicker(params.id);
  if (!ticker) return [{ title: site.name }, { name: "robots", content: "noindex" }];
  return [
    { title: `${ticker.name} (${ticker.symbol}) research · ${site.name}` },
    {
      name: "description",
      content: `AI research on ${ticker.name} (${ticker.symbol}), updated daily. Start a 7-day free trial.`,
    },
  ];
};

export default function Paywall({ params }: Route.ComponentProps) {
  const ticker = findTicker(params.id);
  // Spec §2: an unknown id renders an empty page.
  if (!ticker) return null;
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
