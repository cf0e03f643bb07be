// A card refund that fails after it was made, as the provider's do when the card is closed or lost:
// the test control `POST /test-refund-failures` {"refund": "re_…", "reason"?} (test-controls.ts)
// marks it failed — its money stays with the seller and may be refunded again — and announces it
// (`refund.failed`, then `charge.refund.updated`); it answers the refund and the deliveries.
import { z } from "zod";
import { ControlRefusal, parseControlBody } from "./control-body";
import type { EventLog } from "./events";
import { refundJson } from "./json/payments";
import { REFUND_FAILURE_REASONS } from "./payment-records";
import type { PaymentStore } from "./store";

const failureRequest = z.strictObject({
  refund: z.string().min(1),
  reason: z.enum(REFUND_FAILURE_REASONS).default("expired_or_canceled_card"),
});

export const parseRefundFailure = (body: string) => parseControlBody(failureRequest, body, '{"refund": "re_…"}');

export async function failRefund(store: PaymentStore, events: EventLog, request: z.infer<typeof failureRequest>) {
  const refund = store.refunds.get(request.refund);
  if (!refund) throw new ControlRefusal(404, `No such refund: '${request.refund}'`);
  if (refund.status === "failed") throw new ControlRefusal(400, `Refund ${refund.id} has already failed.`);
  refund.status = "failed";
  refund.failureReason = request.reason;
  const created = store.now(store.charges.get(refund.chargeId)!.customerId);
  const object = refundJson(store, refund);
  const deliveries = await events.publish([
    { type: "refund.failed", object, created },
    { type: "charge.refund.updated", object, created },
  ]);
  return { refund: object, events: deliveries };
}
