import { describe, expect, it } from "vitest";
import { dailyCsv } from "./daily-csv";

const header = "day,headline,visits,visitors,trials,paid,revenue_usd_net_of_tax_and_refunds,all_trials_ended";

describe("the daily counts' CSV", () => {
  it("has a header and one CRLF-ended row per day and headline, dollars with cents", () => {
    // Until 5 December, noon: visitors first seen by 27 November, noon, have had their 7 days and a day.
    expect(
      dailyCsv(
        [
          { day: "2026-11-26", variant: "A", visits: 12, visitors: 5, trials: 1, paid: 1, revenue: 6 },
          { day: "2026-11-26", variant: "B", visits: 9, visitors: 4, trials: 0, paid: 0, revenue: 0 },
          { day: "2026-11-27", variant: "C", visits: 3, visitors: 1, trials: 1, paid: 1, revenue: 12.004 },
        ],
        "2026-12-05T12:00:00.000Z",
      ),
    ).toBe(
      `${header}\r\n` +
        "2026-11-26,A,12,5,1,1,6.00,yes\r\n" +
        "2026-11-26,B,9,4,0,0,0.00,yes\r\n" +
        "2026-11-27,C,3,1,1,1,12.00,no\r\n",
    );
  });

  it("says a day's trials have all ended from the end of that day on", () => {
    const day = [{ day: "2026-11-27", variant: "A" as const, visits: 1, visitors: 1, trials: 1, paid: 0, revenue: 0 }];
    expect(dailyCsv(day, "2026-12-06T00:00:00.000Z")).toMatch(/,yes\r\n$/);
    expect(dailyCsv(day, "2026-12-05T23:59:59.999Z")).toMatch(/,no\r\n$/);
  });

  it("is only the header without days", () => {
    expect(dailyCsv([], "2026-12-05T12:00:00.000Z")).toBe(`${header}\r\n`);
  });
});
