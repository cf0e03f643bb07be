import { expect, it } from "vitest";
import { apiPaths } from "./checkout-api";

it("keeps every API path under the prefix the hosts proxy", () => {
  for (const path of [apiPaths.stripeWebhook, apiPaths.checkoutSession("cs_test_1")]) {
    expect(path.startsWith(apiPaths.prefix)).toBe(true);
  }
});
