// A date as the page writes it in full ("August 14, 2026"). Used at build time only (a route's
// loader, prerendered into the page): a page's first Intl.DateTimeFormat loads the locale's data,
// ~50 ms of main thread on this machine and ~200 ms on Lighthouse's 4× slower phone, in the middle
// of hydration (docs/architecture.md, Performance).
const longDate = new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });

/** Each ISO date ("2026-08-14") written in full; the date as given when it is not one. */
export function longDates(isoDates: readonly string[]): Record<string, string> {
  return Object.fromEntries(
    isoDates.map((iso) => {
      const date = new Date(`${iso}T00:00:00Z`);
      return [iso, /^\d{4}-\d{2}-\d{2}$/.test(iso) && !Number.isNaN(date.getTime()) ? longDate.format(date) : iso];
    }),
  );
}
