import { describe, expect, it } from "vitest";
import { expandParam, parseParams } from "./form";

describe("the provider's bracket notation", () => {
  it("reads nested objects, indexed and appended arrays", () => {
    const params = parseParams(
      "mode=subscription&line_items[0][price]=price_x&line_items[0][quantity]=1&metadata[a%20b]=c%26d" +
        "&expand[0]=customer&expand[]=subscription&flow_data[after_completion][redirect][return_url]=http%3A%2F%2Fx",
    );
    expect(params).toEqual({
      mode: "subscription",
      line_items: [{ price: "price_x", quantity: "1" }],
      metadata: { "a b": "c&d" },
      expand: ["customer", "subscription"],
      flow_data: { after_completion: { redirect: { return_url: "http://x" } } },
    });
    expect(expandParam(params)).toEqual(["customer", "subscription"]);
    expect(expandParam(parseParams("expand=one"))).toEqual(["one"]);
  });
});
