// A PATCH body checked and merged as Auth0's Management API does: only the fields it lets change,
// each of its type, objects merged field by field; anything else is a 400 `invalid_body` in the
// words of Auth0's validator, and nothing changes.
import { invalidBody } from "./errors";

/** What a field must be: a type, one of some values, or an object of fields. */
export type Rule = "string" | "boolean" | "integer" | "strings" | "urls" | "scopes" | readonly string[] | Rules;
export interface Rules {
  readonly [field: string]: Rule;
}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function typeName(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  return Number.isInteger(value) ? "integer" : typeof value;
}

const wrongType = (expected: string, value: unknown, at: string) =>
  invalidBody(`'Expected type ${expected} but found type ${typeName(value)}' on property ${at}.`);

/** `record` with `body` applied, or a throw that says what Auth0 would say. */
export function patched<T extends object>(record: T, body: unknown, rules: Rules, path = ""): T {
  if (!isObject(body)) throw path ? wrongType("object", body, path.slice(0, -1)) : wrongType("object", body, "body");
  const unknown = Object.keys(body).filter((field) => !Object.hasOwn(rules, field));
  if (unknown.length) throw invalidBody(`'Additional properties not allowed: ${unknown.join(",")}'.`);
  const next: Json = { ...(record as Json) };
  for (const [field, value] of Object.entries(body)) {
    const rule = rules[field]!;
    const at = path + field;
    next[field] = isRules(rule)
      ? patched((next[field] ?? {}) as Json, value, rule, `${at}.`)
      : checked(value, rule, at);
  }
  return next as T;
}

const isRules = (rule: Rule): rule is Rules => typeof rule === "object" && !Array.isArray(rule);

function checked(value: unknown, rule: Exclude<Rule, Rules>, at: string): unknown {
  if (Array.isArray(rule)) {
    if (!rule.includes(value as string))
      throw invalidBody(`'No enum match for: ${JSON.stringify(value)}' on property ${at}.`);
    return value;
  }
  switch (rule) {
    case "string":
    case "boolean":
      if (typeof value !== rule) throw wrongType(rule, value, at);
      return value;
    case "integer":
      if (!Number.isInteger(value)) throw wrongType("integer", value, at);
      return value;
    case "strings":
    case "urls": {
      if (!Array.isArray(value)) throw wrongType("array", value, at);
      value.forEach((item: unknown, index) => {
        if (typeof item !== "string") throw wrongType("string", item, `${at}[${index}]`);
        if (rule === "urls" && !URL.canParse(item))
          throw invalidBody(
            `'Object didn't pass validation for format absolute-uri: ${item}' on property ${at}[${index}].`,
          );
      });
      return value;
    }
    case "scopes": {
      // An API's permissions: `[{value, description?}]`.
      if (!Array.isArray(value)) throw wrongType("array", value, at);
      return value.map((scope: unknown, index) => {
        const checkedScope = patched({}, scope, SCOPE_RULES, `${at}[${index}].`);
        if (!("value" in checkedScope))
          throw invalidBody(`'Missing required property: value' on property ${at}[${index}].`);
        return checkedScope;
      });
    }
  }
}

const SCOPE_RULES: Rules = { value: "string", description: "string" };
