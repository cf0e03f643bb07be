import { describe, expect, it } from "vitest";
import { checkoutState } from "./checkout-sessions";
import { sessionFixture } from "../testing/api/checkout-session-fixture";

describe("checkoutState", () => {
  it("confirms a trial started for one of the site's offers, valued at the offer's price", () => {
    expect(checkoutState(sessionFixture())).toEqual({
      state: "confirmed",
      checkout: {
        transactionId: "cs_test_a1b2c3",
        offer: "pro-monthly",
        value: 6,
        currency: "USD",
        reference: { userId: "Ab3dE6gH9", variant: "B", analyticsConsent: true },
        subscriptionId: null,
        customerId: null,
        email: null,
        locale: null,
        terms: null,
        charged: { total: 0, tax: 0 },
      },
    });
  });

  it("tells the terms accepted at a checkout that asked for them, and the words of its box", () => {
    const termsOf = (overrides: Parameters<typeof sessionFixture>[0]) => {
      const state = checkoutState(sessionFixture(overrides));
      return state.state === "confirmed" ? state.checkout.terms : undefined;
    };
    const asked = { consent_collection: { terms_of_service: "required" } } as never;
    expect(termsOf(asked)).toEqual({ accepted: false, words: null });
    expect(
      termsOf({
        ...(asked as object),
        consent: { terms_of_service: "accepted", promotions: null },
        custom_text: { terms_of_service_acceptance: { message: "I agree" } },
      } as never),
    ).toEqual({ accepted: true, words: "I agree" });
  });

  it("tells the checkout's language from the provider's tag, and none from its own choice", () => {
    const localeOf = (locale: string | null) => {
      const state = checkoutState(sessionFixture({ locale: locale as never }));
      return state.state === "confirmed" ? state.checkout.locale : undefined;
    };
    expect([localeOf("de"), localeOf("pt-BR"), localeOf("auto"), localeOf(null)]).toEqual(["de", "pt-br", null, null]);
  });

  it("values a paid checkout at what was charged, in the currency's major unit", () => {
    const paid = sessionFixture({ payment_status: "paid", currency: "jpy" });
    paid.line_items!.data[0]!.amount_subtotal = 900;
    const state = checkoutState(paid);
    expect(state.state === "confirmed" && [state.checkout.value, state.checkout.currency]).toEqual([900, "JPY"]);
  });

  it("takes a trial's value from the Price's option for the session's currency", () => {
    const euro = sessionFixture({ currency: "eur" });
    euro.line_items!.data[0]!.price!.currency_options = { eur: { unit_amount: 599 } } as never;
    const state = checkoutState(euro);
    expect(state.state === "confirmed" && state.checkout.value).toBe(5.99);
  });

  it("does not confirm what is open, expired, unpaid or not one of the site's offers", () => {
    expect(checkoutState(sessionFixture({ status: "open", payment_status: "unpaid" }))).toEqual({ state: "open" });
    expect(checkoutState(sessionFixture({ status: "expired" }))).toEqual({ state: "expired" });
    expect(checkoutState(sessionFixture({ payment_status: "unpaid" }))).toEqual({ state: "open" });
    const other = sessionFixture();
    other.line_items!.data[0]!.price!.lookup_key = "someone-elses-offer";
    expect(checkoutState(other)).toEqual({ state: "not-ours" });
    expect(checkoutState(sessionFixture({ line_items: undefined }))).toEqual({ state: "not-ours" });
  });

  it("keeps a sale whose reference is unreadable, without a visitor to report it for", () => {
    const state = checkoutState(sessionFixture({ client_reference_id: "<script>" }));
    expect(state.state === "confirmed" && state.checkout.reference).toBeNull();
  });
});
