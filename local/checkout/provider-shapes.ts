// The provider's published examples of the objects the stand-in answers with (fixtures/README.md),
// and the stand-in's JSON laid out on them, so it has every field the provider sends.
import portalSession from "./fixtures/billing_portal.session.json";
import charge from "./fixtures/charge.json";
import checkoutSession from "./fixtures/checkout.session.json";
import customer from "./fixtures/customer.json";
import dispute from "./fixtures/dispute.json";
import event from "./fixtures/event.json";
import invoice from "./fixtures/invoice.json";
import item from "./fixtures/item.json";
import refund from "./fixtures/refund.json";
import subscription from "./fixtures/subscription.json";

/** Each example by its `object`. */
export const fixtures = {
  "billing_portal.session": portalSession,
  charge,
  "checkout.session": checkoutSession,
  customer,
  dispute,
  event,
  invoice,
  item,
  refund,
  subscription,
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The object of that kind as its example lays it out, with the stand-in's `values`: at every level,
 * a field the stand-in has nothing to say about is null (an empty list where the example has a
 * list), a list's items follow the example's first, and fields the example lacks are kept.
 */
export function shaped<T extends object>(kind: keyof typeof fixtures, values: T): T {
  const fill = (model: unknown, value: unknown): unknown => {
    if (value === undefined) return Array.isArray(model) ? [] : null;
    if (Array.isArray(model) && Array.isArray(value)) return value.map((entry) => fill(model[0], entry));
    if (!isRecord(model) || !isRecord(value)) return value;
    // The example's `{}` is a map (metadata), whose keys are the stand-in's own; an object of
    // another kind (an event's `data.object`) is laid out on its own example.
    if (Object.keys(model).length === 0 || model.object !== value.object) return value;
    const keys = new Set([...Object.keys(model), ...Object.keys(value)]);
    return Object.fromEntries([...keys].map((key) => [key, fill(model[key], value[key])]));
  };
  return fill(fixtures[kind], values) as T;
}
