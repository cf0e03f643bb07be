import { describe, expect, it } from "vitest";
import { dailyCsv } from "./daily-csv";

describe("the daily counts' CSV", () => {
  it("has a header and one CRLF-ended row per day and headline, dollars with cents", () => {
    expect(
      dailyCsv([
        { day: "2026-11-26", variant: "A", visits: 12, visitors: 5, trials: 1, paid: 1, revenue: 6 },
        { day: "2026-11-26", variant: "B", visits: 9, visitors: 4, trials: 0, paid: 0, revenue: 0 },
        { day: "2026-11-27", variant: "C", visits: 3, visitors: 1, trials: 1, paid: 1, revenue: 12.004 },
      ]),
    ).toBe(
      "day,headline,visits,visitors,trials,paid,revenue_usd_net_of_tax\r\n" +
        "2026-11-26,A,12,5,1,1,6.00\r\n" +
        "2026-11-26,B,9,4,0,0,0.00\r\n" +
        "2026-11-27,C,3,1,1,1,12.00\r\n",
    );
  });

  it("is only the header without days", () => {
    expect(dailyCsv([])).toBe("day,headline,visits,visitors,trials,paid,revenue_usd_net_of_tax\r\n");
  });
});
