import { fill } from "~/shared/content/fill";
import { statRanges } from "~/shared/content/paywall";
import { randomInt } from "~/shared/random";
import { useAfterHydration } from "~/shared/use-after-hydration";

interface StatLinesProps {
  title: string;
  /** Each line's words, with `{n}` for its number. */
  texts: Readonly<Record<(typeof statRanges)[number]["id"], string>>;
  /** Each line with its range in place of `{n}` ('5–20 sources scraped'), made at build time. */
  rangeTexts: Readonly<Record<(typeof statRanges)[number]["id"], string>>;
}

/**
 * Three 'stat' lines with numbers drawn in the browser after hydration (docs/product.md, Sections);
 * until then, and without JavaScript, each shows the range its number is drawn from.
 */
export function StatLines({ title, texts, rangeTexts }: StatLinesProps) {
  const values = useAfterHydration(() => statRanges.map((range) => randomInt(range.min, range.max)));

  return (
    <div className="mt-8 rounded-2xl border border-line bg-white p-6">
      <h2 className="text-sm font-bold tracking-wide text-muted uppercase">{title}</h2>
      <ul className="mt-4 space-y-3">
        {statRanges.map((range, index) => (
          <li key={range.id} data-stat={range.id} className="flex items-center gap-3 text-lg font-semibold">
            <span aria-hidden="true" className="size-2.5 shrink-0 rounded-full bg-brand" />
            {values ? fill(texts[range.id], { n: values[index]! }) : rangeTexts[range.id]}
          </li>
        ))}
      </ul>
    </div>
  );
}
