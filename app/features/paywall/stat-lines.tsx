import paywallScript from "virtual:paywall-script";
import { fill } from "~/shared/content/fill";
import { statRanges } from "~/catalogue/paywall";
import { useAfterHydration } from "~/shared/page/use-after-hydration";
import { drawStatValues, STAT_WORDS, type StatId } from "./stat-draw";

interface StatLinesProps {
  title: string;
  /** Each line's words, with `{n}` for its number. */
  texts: Readonly<Record<StatId, string>>;
  /** Each line with its range in place of `{n}` ('5–20 sources scraped'), made at build time. */
  rangeTexts: Readonly<Record<StatId, string>>;
}

/**
 * Three 'stat' lines with numbers drawn in the browser (stat-draw.ts): after hydration, or by the
 * page's script where the app does not run; until then, and without JavaScript, each shows the
 * range its number is drawn from.
 */
export function StatLines({ title, texts, rangeTexts }: StatLinesProps) {
  const values = useAfterHydration(drawStatValues);

  return (
    <div className="mt-8 rounded-2xl border border-line bg-white p-6">
      <h2 className="text-sm font-bold tracking-wide text-muted uppercase">{title}</h2>
      <ul className="mt-4 space-y-3">
        {statRanges.map((range, index) => (
          <li key={range.id} data-stat={range.id} className="flex items-center gap-3 text-lg font-semibold">
            <span aria-hidden="true" className="size-2.5 shrink-0 rounded-full bg-brand" />
            <span {...{ [STAT_WORDS]: texts[range.id] }}>
              {values ? fill(texts[range.id], { n: values[index]! }) : rangeTexts[range.id]}
            </span>
          </li>
        ))}
      </ul>
      {/* The prerendered page holds the script; the app's copy of this element is empty (scripts/vite/inline-scripts-plugin.ts). */}
      <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: paywallScript }} />
    </div>
  );
}
