// The readout's daily counts as a CSV file (RFC 4180: a header row, comma-separated, CRLF line
// ends), one row per day and headline, for a spreadsheet: the figures the page's chart is drawn from.
import type { DailyCounts } from "~/contracts/experiment-api";

const columns = ["day", "headline", "visits", "visitors", "trials", "paid", "revenue_usd_net_of_tax"] as const;

export function dailyCsv(days: readonly DailyCounts[]): string {
  const rows = days.map((day) =>
    [day.day, day.variant, day.visits, day.visitors, day.trials, day.paid, day.revenue.toFixed(2)].join(","),
  );
  return [columns.join(","), ...rows].join("\r\n") + "\r\n";
}
