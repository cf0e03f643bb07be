// The readout's daily counts as a CSV file (RFC 4180: a header row, comma-separated, CRLF line
// ends), one row per day and headline, for a spreadsheet: the figures the page's chart is drawn from,
// and whether all of a day's visitors have had time to turn their trial into a payment (first seen
// `MATURED_AFTER_MS` before the period's end: the paid rate and the revenue of that day are final).
import { MATURED_AFTER_MS, type DailyCounts } from "~/contracts/experiment-api";

const columns = [
  "day",
  "headline",
  "visits",
  "visitors",
  "trials",
  "paid",
  "revenue_usd_net_of_tax_and_refunds",
  "all_trials_ended",
] as const;
const DAY_MS = 86_400_000;

export function dailyCsv(days: readonly DailyCounts[], until: string): string {
  const maturedBy = new Date(until).getTime() - MATURED_AFTER_MS;
  const rows = days.map((day) => {
    const ended = new Date(`${day.day}T00:00:00.000Z`).getTime() + DAY_MS <= maturedBy;
    return [
      day.day,
      day.variant,
      day.visits,
      day.visitors,
      day.trials,
      day.paid,
      day.revenue.toFixed(2),
      ended ? "yes" : "no",
    ].join(",");
  });
  return [columns.join(","), ...rows].join("\r\n") + "\r\n";
}
