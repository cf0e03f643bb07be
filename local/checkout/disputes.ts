// Disputes in the payment stand-in, as the provider has them. A test opens one on a charge and has
// it decided at once (test-controls.ts, `POST /test-disputes`); its events go out in the
// provider's order, one after another:
//   charge.dispute.created          status needs_response, no balance transactions yet
//   charge.dispute.funds_withdrawn  the disputed amount taken off the balance
//   charge.dispute.closed           status lost or won
//   charge.dispute.funds_reinstated (won only) the amount put back
// The API reads them as the `stripe` SDK calls it:
//   GET /v1/disputes/:id, GET /v1/disputes?charge=…|payment_intent=…
// A disputed charge says `disputed: true` and can no longer be refunded (refunds.ts).
import { z } from "zod";
import { noSuch, onlyParams, text } from "./api-params";
import type { Route } from "./api-route";
import { ControlRefusal, parseControlBody } from "./control-body";
import { unrefunded } from "./charges";
import type { EventLog, EventSpec } from "./events";
import { disputeJson } from "./json/dispute";
import { listPage, PAGE_PARAMS } from "./list-page";
import { DISPUTE_REASONS, type Charge, type Dispute, type DisputeReason } from "./payment-records";
import { money } from "./refunds";
import { newId, type PaymentStore } from "./store";

const reasons = Object.keys(DISPUTE_REASONS) as [DisputeReason, ...DisputeReason[]];

/** The control's body: the charge (or its PaymentIntent), how the dispute ends, and what is disputed. */
const disputeRequest = z
  .strictObject({
    charge: z.string().min(1).optional(),
    payment_intent: z.string().min(1).optional(),
    outcome: z.enum(["lost", "won"]),
    amount: z.number().int().positive().optional(),
    reason: z.enum(reasons).default("fraudulent"),
    metadata: z.record(z.string(), z.string()).default({}),
  })
  .refine((body) => body.charge || body.payment_intent, "Name the `charge` or its `payment_intent`.");

export type DisputeRequest = z.infer<typeof disputeRequest>;

/** The request a body asks for; a refusal for a body that is not one. */
export const parseDisputeRequest = (body: string): DisputeRequest =>
  parseControlBody(disputeRequest, body, '{"charge": "ch_…", "outcome": "lost" | "won"}');

function disputedCharge(store: PaymentStore, request: DisputeRequest): Charge {
  const { charge: chargeId, payment_intent: intent } = request;
  const charge = chargeId
    ? store.charges.get(chargeId)
    : [...store.charges.values()].find((c) => c.paymentIntentId === intent);
  if (!charge) {
    throw new ControlRefusal(404, chargeId ? `No such charge: '${chargeId}'` : `No such payment_intent: '${intent}'`);
  }
  if (intent && charge.paymentIntentId !== intent) {
    throw new ControlRefusal(400, `The charge ${charge.id} does not belong to the PaymentIntent ${intent}.`);
  }
  if (charge.disputeId) {
    throw new ControlRefusal(400, `Charge ${charge.id} has already been disputed (${charge.disputeId}).`);
  }
  return charge;
}

/** Opens the dispute and decides it, announcing each step; answers the dispute and the deliveries. */
export async function fileDispute(store: PaymentStore, events: EventLog, request: DisputeRequest) {
  const charge = disputedCharge(store, request);
  const amount = request.amount ?? unrefunded(store, charge);
  if (amount === 0) {
    throw new ControlRefusal(400, `Charge ${charge.id} has been refunded in full: name the amount disputed.`);
  }
  if (amount > charge.amount) {
    const [asked, charged] = [amount, charge.amount].map((value) => money(value, charge.currency));
    throw new ControlRefusal(400, `The disputed amount (${asked}) is greater than the charge's amount (${charged}).`);
  }
  const created = store.now(charge.customerId);
  const dispute: Dispute = {
    id: newId("du"),
    chargeId: charge.id,
    amount,
    reason: request.reason,
    status: "needs_response",
    created,
    metadata: request.metadata,
    moves: [],
  };
  store.disputes.set(dispute.id, dispute);
  charge.disputeId = dispute.id;

  const specs: EventSpec[] = [];
  const announce = (type: string) => specs.push({ type, object: disputeJson(store, dispute), created });
  announce("charge.dispute.created");
  dispute.moves.push({ id: newId("txn"), kind: "withdrawal", created });
  announce("charge.dispute.funds_withdrawn");
  dispute.status = request.outcome;
  if (request.outcome === "won") dispute.moves.push({ id: newId("txn"), kind: "reinstatement", created });
  announce("charge.dispute.closed");
  if (request.outcome === "won") announce("charge.dispute.funds_reinstated");

  return { dispute: disputeJson(store, dispute), events: await events.publish(specs) };
}

export function disputeRoutes(store: PaymentStore): Route[] {
  return [
    [
      "GET",
      /^\/v1\/disputes$/,
      (params) => {
        onlyParams(params, ["charge", "payment_intent", ...PAGE_PARAMS]);
        const [charge, intent] = [text(params, "charge"), text(params, "payment_intent")];
        const matching = [...store.disputes.values()].reverse().filter((dispute) => {
          const of = store.charges.get(dispute.chargeId)!;
          return (!charge || of.id === charge) && (!intent || of.paymentIntentId === intent);
        });
        return listPage(
          "/v1/disputes",
          matching.map((dispute) => disputeJson(store, dispute)),
          params,
          "dispute",
        );
      },
    ],
    [
      "GET",
      /^\/v1\/disputes\/([\w-]+)$/,
      (_, id) => {
        const dispute = store.disputes.get(id!);
        if (!dispute) throw noSuch("dispute", id!);
        return disputeJson(store, dispute);
      },
    ],
  ];
}
