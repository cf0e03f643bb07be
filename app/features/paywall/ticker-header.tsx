import type { Ticker } from "~/shared/content/tickers";
import { assetUrl } from "~/shared/site/assets";

export function TickerHeader({ ticker, subtext }: { ticker: Ticker; subtext: string }) {
  return (
    <div className="flex items-center gap-5">
      <img src={assetUrl(ticker.logo)} alt="" width={80} height={80} className="size-16 rounded-full md:size-20" />
      <div>
        <h1 className="text-3xl font-extrabold tracking-tight xs:text-4xl">
          {ticker.name} <span className="text-muted">({ticker.symbol})</span>
        </h1>
        <p className="mt-1 text-muted">{subtext}</p>
      </div>
    </div>
  );
}
