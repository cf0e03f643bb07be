// The readout's figures as the page's language writes them: counts, rates as percentages,
// differences of rates in percentage points, US dollars, p values and UTC days.
import { localeInfo, type Locale } from "~/contracts/locales";
import { fill } from "~/shared/content/fill";
import type { OwnerCopy } from "~/shared/content/copy";

export function readoutNumbers(locale: Locale, copy: OwnerCopy) {
  const { tag } = localeInfo[locale];
  const count = new Intl.NumberFormat(tag);
  const percent = new Intl.NumberFormat(tag, { style: "percent", minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const wholePercent = new Intl.NumberFormat(tag, { style: "percent", maximumFractionDigits: 0 });
  const points = new Intl.NumberFormat(tag, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
    signDisplay: "exceptZero",
  });
  const dollars = new Intl.NumberFormat(tag, { style: "currency", currency: "USD" });
  const signedDollars = new Intl.NumberFormat(tag, { style: "currency", currency: "USD", signDisplay: "exceptZero" });
  const probability = new Intl.NumberFormat(tag, { maximumSignificantDigits: 2 });
  const day = new Intl.DateTimeFormat(tag, { dateStyle: "medium", timeZone: "UTC" });
  return {
    count: (value: number) => count.format(value),
    rate: (value: number) => percent.format(value),
    /** A chance, as a whole percentage: '80%'. */
    chance: (value: number) => wholePercent.format(value),
    /** A difference of two rates: '+2.1 pts'. */
    points: (value: number) => fill(copy.points, { value: points.format(value * 100) }),
    dollars: (value: number) => dollars.format(value),
    signedDollars: (value: number) => signedDollars.format(value),
    /** A p value: two significant digits, '< 0.001' below that. */
    p: (value: number) => (value < 0.001 ? `< ${probability.format(0.001)}` : probability.format(value)),
    /** An instant or a 'YYYY-MM-DD' day, as its UTC day. */
    day: (iso: string) => day.format(new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso)),
  };
}

export type ReadoutNumbers = ReturnType<typeof readoutNumbers>;
