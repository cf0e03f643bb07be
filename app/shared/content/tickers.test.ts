import { describe, expect, it } from "vitest";
import { tickerIds } from "../../contracts/ticker-ids";
import { findTicker, tickers } from "./tickers";

describe("ticker catalogue", () => {
  it("has the nine tickers with their names and symbols", () => {
    expect(tickerIds.map((id) => `${tickers[id].name} (${tickers[id].symbol})`)).toEqual([
      "GameStop (GME)",
      "Abercrombie & Fitch (ANF)",
      "Tesla (TSLA)",
      "Microsoft (MSFT)",
      "Palo Alto Networks (PANW)",
      "CrowdStrike (CRWD)",
      "Chainlink (CL)",
      "Mother of Memes (MOM)",
      "Dogecoin (DOGE)",
    ]);
  });

  it("finds known ids and nothing else, including prototype keys and other cases", () => {
    expect(findTicker("tsla")?.symbol).toBe("TSLA");
    for (const id of ["TSLA", "xyz", "constructor", "__proto__", "", undefined]) {
      expect(findTicker(id)).toBeUndefined();
    }
  });
});
