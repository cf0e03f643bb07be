// How an answer of the payment stand-in differs from the provider's published example of its kind
// (local/checkout/fixtures/), field by field, within the leeway provider-shape-leeways.ts allows.
// Lists are compared by their first item; a fixture's `{}` is a map (metadata) whose keys are the
// stand-in's own; where a fixture has null it shows no type, so any is taken.
import Stripe from "stripe";
import { fixtures } from "../../local/checkout/provider-shapes";
import { leeways } from "./provider-shape-leeways";

/** The SDK turns decimal strings (`unit_amount_decimal`) into Decimals, which have no class of their own to import. */
const Decimal = Stripe.Decimal.zero.constructor;

/** A value's JSON type, as the provider sent it. */
function jsonType(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  if (value instanceof Decimal) return "string";
  return typeof value;
}

/** Where `answer` differs from the provider's fixture of its kind (`object`), as `kind: path …`. */
export function differences(answer: Record<string, unknown>): string[] {
  const kind = String(answer.object);
  if (!(kind in fixtures)) return [`${kind}: no fixture`];
  const fixture = fixtures[kind as keyof typeof fixtures];
  const { nullable, added } = leeways[kind]!;
  const found: string[] = [];
  const walk = (expected: unknown, actual: unknown, path: string) => {
    const [want, got] = [jsonType(expected), jsonType(actual)];
    if (want === "null") return;
    if (got === "null") {
      if (!nullable.includes(path)) found.push(`${kind}: ${path} is null, the provider's is ${want}`);
      return;
    }
    if (got !== want) return found.push(`${kind}: ${path} is ${got}, the provider's is ${want}`);
    if (Array.isArray(expected) && Array.isArray(actual)) {
      if (expected.length > 0 && actual.length > 0) walk(expected[0], actual[0], path);
      return;
    }
    if (want !== "object") return;
    const [model, value] = [expected as Record<string, unknown>, actual as Record<string, unknown>];
    if (Object.keys(model).length === 0) return;
    // An object of another kind (an event's data.object) is compared with its own fixture.
    if (typeof value.object === "string" && value.object !== model.object && path !== "") {
      return found.push(...differences(value));
    }
    const at = (key: string) => (path ? `${path}.${key}` : key);
    for (const key of Object.keys(model)) {
      if (key in value) walk(model[key], value[key], at(key));
      else found.push(`${kind}: ${at(key)} is missing`);
    }
    for (const key of Object.keys(value)) {
      if (!(key in model) && !added.includes(at(key))) found.push(`${kind}: ${at(key)} is not the provider's`);
    }
  };
  walk(fixture, answer, "");
  return found;
}
