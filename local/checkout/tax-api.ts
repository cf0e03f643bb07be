// The provider's Tax API in the payment stand-in: the account's settings (`GET /v1/tax/settings`)
// and registrations (`GET /v1/tax/registrations?status=…`, `POST /v1/tax/registrations/:id` with
// `expires_at` to end one), as tax.ts keeps them.
import type Stripe from "stripe";
import { ApiError, at, invalid, noSuch, text } from "./api-params";
import type { Params } from "./form";
import type { TaxSetup } from "./tax";
import type { Route } from "./api-route";
import { list } from "./json/list";
import type { PaymentStore } from "./store";

/** Stripe's refusal of `automatic_tax[enabled]` (a checkout's, a payment link's) before Stripe Tax is set up. */
export function requireTaxActive(tax: TaxSetup, params: Params): void {
  if (at(params, "automatic_tax[enabled]") !== "true" || tax.settings.status === "active") return;
  throw invalid(
    "automatic_tax[enabled]",
    "Stripe Tax has not been activated on your account. Please visit https://stripe.com/docs/tax/set-up to get started.",
  );
}

/** `expires_at`: `now`, or a time to come; from then on the account collects nothing under it. */
function expire(registration: Stripe.Tax.Registration, expiresAt: unknown): Stripe.Tax.Registration {
  const now = Math.floor(Date.now() / 1000);
  const at = expiresAt === "now" ? now : Number(expiresAt);
  if (!Number.isInteger(at) || at < now) {
    throw new ApiError(
      400,
      "expires_at must be `now` or a time in the future.",
      "parameter_invalid_integer",
      "expires_at",
    );
  }
  registration.expires_at = at;
  if (at <= now) registration.status = "expired";
  return registration;
}

export function taxRoutes(store: PaymentStore): Route[] {
  return [
    ["GET", /^\/v1\/tax\/settings$/, () => store.tax.settings],
    [
      "GET",
      /^\/v1\/tax\/registrations$/,
      (params) => {
        const status = text(params, "status") ?? "all";
        const matching = store.tax.registrations.filter((entry) => status === "all" || entry.status === status);
        return list("/v1/tax/registrations", matching);
      },
    ],
    [
      "POST",
      /^\/v1\/tax\/registrations\/([\w-]+)$/,
      (params, id) => {
        const registration = store.tax.registrations.find((entry) => entry.id === id);
        if (!registration) throw noSuch("tax registration", id!);
        return expire(registration, params.expires_at);
      },
    ],
  ];
}
