// Checkout sessions in the provider's shape, and as the API reads them, for the API's tests.
import type Stripe from "stripe";
import type { CheckoutState } from "../../api/checkout-sessions.ts";

/** A paid checkout of Pro monthly as `PaymentProvider.checkout` answers it. */
export const confirmedCheckout: CheckoutState = {
  state: "confirmed",
  checkout: {
    transactionId: "cs_test_paid",
    offer: "pro-monthly",
    value: 6,
    currency: "USD",
    reference: null,
    subscriptionId: "sub_1",
    customerId: "cus_1",
    email: "buyer@example.com",
    locale: null,
    terms: null,
    charged: { total: 0, tax: 0 },
  },
};

export function sessionFixture(overrides: Partial<Stripe.Checkout.Session> = {}): Stripe.Checkout.Session {
  return {
    id: "cs_test_a1b2c3",
    object: "checkout.session",
    status: "complete",
    payment_status: "no_payment_required",
    mode: "subscription",
    currency: "usd",
    amount_subtotal: 0,
    amount_total: 0,
    client_reference_id: "Ab3dE6gH9_B_g",
    line_items: {
      object: "list",
      has_more: false,
      url: "/v1/checkout/sessions/cs_test_a1b2c3/line_items",
      data: [
        {
          id: "li_1",
          object: "item",
          amount_subtotal: 0,
          amount_total: 0,
          currency: "usd",
          quantity: 1,
          price: { id: "price_1", object: "price", currency: "usd", unit_amount: 600, lookup_key: "pro-monthly" },
        },
      ],
    },
    ...overrides,
  } as unknown as Stripe.Checkout.Session;
}
