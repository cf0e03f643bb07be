// The checkout stand-in's sessions, kept as the payment provider keeps them and written out in its
// JSON shape (a Checkout Session, API version of the `stripe` SDK), so the site's API reads them
// with the official SDK exactly as it reads the real ones. Every offer starts with a free trial:
// a completed session has payment_status 'no_payment_required' and a total of 0 today. Each offer
// has one Price in US dollars with an option for every other currency of the price list, and a
// session is in the visitor's currency, as the provider picks it (docs/operations.md, "Setting up payments").
import { randomBytes } from "node:crypto";
import { currencyDigits } from "../../app/contracts/checkout-api";
import type { Currency } from "../../app/contracts/locales";
import { offerCharge, type OfferId } from "../../app/shared/content/offers";
import { currencies } from "../../app/shared/content/prices";

type SessionStatus = "open" | "complete" | "expired";

export interface StoredSession {
  id: string;
  offer: OfferId;
  status: SessionStatus;
  clientReferenceId: string | null;
  email: string | null;
  created: number;
  currency: Currency;
}

/** An amount in the currency's minor units, as the provider writes it (cents; yen have none). */
const minorUnits = (amount: number, currency: Currency) => Math.round(amount * 10 ** currencyDigits(currency));
const newId = (prefix: string) => `${prefix}_local_${randomBytes(12).toString("hex")}`;

export function createSessionStore() {
  const sessions = new Map<string, StoredSession>();
  return {
    /** A session opens when the visitor opens the payment link. */
    open(offer: OfferId, clientReferenceId: string | null, email: string | null, currency: Currency): StoredSession {
      const session: StoredSession = {
        id: newId("cs"),
        offer,
        currency,
        status: "open",
        clientReferenceId,
        email,
        created: Math.floor(Date.now() / 1000),
      };
      sessions.set(session.id, session);
      return session;
    },
    get: (id: string) => sessions.get(id),
    /** Open → complete or expired; a settled session stays as it is. */
    settle(id: string, status: "complete" | "expired"): StoredSession | undefined {
      const session = sessions.get(id);
      if (session?.status === "open") session.status = status;
      return session;
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;

/** The provider's JSON for a session; line items only when asked for (`expand`), as the real API does. */
export function sessionJson(session: StoredSession, withLineItems: boolean) {
  const complete = session.status === "complete";
  const currency = session.currency.toLowerCase();
  const amountIn = (other: Currency) => minorUnits(offerCharge(session.offer, other), other);
  return {
    id: session.id,
    object: "checkout.session",
    mode: "subscription",
    status: session.status,
    payment_status: complete ? "no_payment_required" : "unpaid",
    currency,
    amount_subtotal: 0,
    amount_total: 0,
    client_reference_id: session.clientReferenceId,
    customer_details: complete && session.email ? { email: session.email } : null,
    created: session.created,
    livemode: false,
    payment_link: `plink_local_${session.offer.replace(/-/g, "_")}`,
    ...(withLineItems && {
      line_items: {
        object: "list",
        has_more: false,
        url: `/v1/checkout/sessions/${session.id}/line_items`,
        data: [
          {
            id: `li_local_${session.id.slice(-12)}`,
            object: "item",
            amount_subtotal: 0,
            amount_total: 0,
            currency,
            quantity: 1,
            description: session.offer,
            price: {
              id: `price_local_${session.offer.replace(/-/g, "_")}`,
              object: "price",
              currency: "usd",
              unit_amount: amountIn("USD"),
              currency_options: Object.fromEntries(
                currencies.map((other) => [other.toLowerCase(), { unit_amount: amountIn(other) }]),
              ),
              lookup_key: session.offer,
              type: "recurring",
            },
          },
        ],
      },
    }),
  };
}

/** A `checkout.session.completed` event, as the provider sends it (the same id on every delivery). */
export function completedEvent(session: StoredSession) {
  return {
    id: `evt_local_${session.id.slice(-24)}`,
    object: "event",
    type: "checkout.session.completed",
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object: sessionJson(session, false) },
  };
}
