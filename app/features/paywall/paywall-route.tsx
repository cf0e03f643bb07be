import { fill } from "~/shared/content/fill";
import { paywallPrice, paywallYearlySaving, paywallYearlyTotal, statRanges } from "~/catalogue/paywall";
import { findTicker } from "~/shared/content/tickers";
import { localeInfo } from "~/contracts/locales";
import { site } from "~/shared/site/site";
import { formatters, pageCopy, requestLocale } from "~/shared/i18n/page-copy";
import { useCommonCopy } from "~/shared/i18n/locale";
import { pageMeta, rootDataOf } from "~/shared/seo/seo";
import { paths } from "~/contracts/paths";
import { StatLines } from "~/features/paywall/stat-lines";
import { TickerHeader } from "~/features/paywall/ticker-header";
import { ResearchAccess } from "~/features/paywall/research-access";
import type { PageHandle } from "~/shared/site/page-handle";
import type { Route } from "./+types/paywall-route";

// Runs at build time (each ticker's page is prerendered in each language): the words, and the
// prices in the language's currency.
export function loader({ request, params }: Route.LoaderArgs) {
  const ticker = findTicker(params.id);
  // An unknown ticker's page is empty: it needs no words but the ones every page has.
  if (!ticker) return null;
  const locale = requestLocale(request);
  const format = formatters(locale);
  const { subtexts, ...copy } = pageCopy(locale, "paywall");
  const prices = { monthly: paywallPrice("monthly", format.currency), yearly: paywallPrice("yearly", format.currency) };
  // Each stat line with its range ('5–20 sources scraped'): what the prerendered page shows until
  // the browser draws a number in it, and all it shows without JavaScript.
  const range = new Intl.NumberFormat(localeInfo[locale].tag);
  const statRangeTexts = Object.fromEntries(
    statRanges.map(({ id, min, max }) => [id, fill(copy.stats[id], { n: range.formatRange(min, max) })]),
  ) as Record<(typeof statRanges)[number]["id"], string>;
  return {
    copy: {
      ...copy,
      monthly: fill(copy.monthly, { price: format.money(prices.monthly) }),
      yearly: fill(copy.yearly, { price: format.money(prices.yearly) }),
      yearlyLabel: fill(copy.yearlyLabel, { percent: format.percent(paywallYearlySaving(format.currency)) }),
      yearlyCharge: fill(copy.yearlyCharge, { total: format.money(paywallYearlyTotal(format.currency)) }),
    },
    statRangeTexts,
    subtext: subtexts[ticker.id],
    /** The unlocked research's way in, where the build has its address (research-access.tsx). */
    openResearch: pageCopy(locale, "checkout").glow.research.openResearch,
    prices,
    currency: format.currency,
  };
}

// A ticker without a prerendered page has no data to fetch: its page is empty (docs/product.md),
// rendered in the browser without asking the server for what it does not have.
export async function clientLoader({ params, serverLoader }: Route.ClientLoaderArgs) {
  return findTicker(params.id) ? serverLoader() : null;
}

/**
 * A visitor's controls are links (the payment links' addresses are the boot script's); the page's
 * script draws the stat lines; the app runs for a signed-in person or a browser that has paid,
 * whose research it shows (docs/decisions/017-app-when-needed.md).
 */
export const handle: PageHandle = { hydrate: "when-needed" };

export const meta: Route.MetaFunction = ({ params, loaderData, matches }) => {
  const ticker = findTicker(params.id);
  if (!ticker || !loaderData) return [{ title: site.name }, { name: "robots", content: "noindex" }];
  const { copy } = loaderData;
  return pageMeta(rootDataOf(matches), {
    title: fill(copy.pageTitle, { name: ticker.name, symbol: ticker.symbol }),
    description: fill(copy.description, { name: ticker.name, symbol: ticker.symbol }),
    path: paths.paywall(ticker.id),
  });
};

export default function Paywall({ params, loaderData }: Route.ComponentProps) {
  const ticker = findTicker(params.id);
  const common = useCommonCopy();
  // An unknown id renders an empty page (a heading only for screen readers).
  if (!ticker || !loaderData) return <h1 className="sr-only">{common.unknownTicker}</h1>;
  const { copy, subtext } = loaderData;
  return (
    <div className="section grid max-w-5xl grid-cols-1 gap-10 md:grid-cols-[1fr_minmax(0,26rem)] md:items-start">
      <div>
        <TickerHeader ticker={ticker} subtext={subtext} />
        <StatLines title={copy.statsTitle} texts={copy.stats} rangeTexts={loaderData.statRangeTexts} />
      </div>
      <ResearchAccess ticker={ticker} copy={copy} offer={loaderData} openResearch={loaderData.openResearch} />
    </div>
  );
}
