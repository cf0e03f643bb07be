// A date as a page writes it in full ("August 14, 2026", "14. August 2026"). Used at build time
// only (a route's loader, prerendered into the page): a page's first Intl.DateTimeFormat loads the
// locale's data, a long task in the middle of hydration (docs/decisions/001-deferred-hydration.md).

/** The ISO date ('2026-08-14') written in full in the language; the text as given when it is not one. */
export function longDate(iso: string, languageTag: string): string {
  const date = new Date(`${iso}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso) || Number.isNaN(date.getTime())) return iso;
  const format = new Intl.DateTimeFormat(languageTag, {
    month: "long",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  });
  return format.format(date);
}
