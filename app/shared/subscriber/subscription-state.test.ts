import { afterEach, describe, expect, it } from "vitest";
import { checkoutAttribution } from "~/shared/payment-links/attribution";
import { resetMemoryStorage } from "~/shared/storage";
import { forgetSubscription, subscriptionStore } from "./subscription-state";

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  resetMemoryStorage();
});

describe("a log-out on a shared browser", () => {
  it("forgets everything the page kept of the person: the next buyer here is nobody's", () => {
    localStorage.setItem("hasPaid", "true");
    sessionStorage.setItem("justConfirmed", JSON.stringify({ offer: "paywall-yearly" }));
    // What an older page kept for a signed-in person's payment links.
    sessionStorage.setItem("personClaim", "YXV0aDB8YW5hQkNERUZHSElKS0xNTk9QUVJT");
    forgetSubscription({ loggedOut: true });
    expect(subscriptionStore.get()).toEqual({ status: "signed-out" });
    expect(localStorage.getItem("hasPaid")).toBe("false");
    expect(sessionStorage.getItem("justConfirmed")).toBeNull();
    expect(checkoutAttribution(false).reference).toMatch(/^[A-Za-z0-9]{9}_x_g$/);
  });
});
