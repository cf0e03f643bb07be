// The provider's request encoding: form fields and query strings in bracket notation, as the `stripe`
// SDK writes them (`line_items[0][price]=…`, `expand[0]=…`, `expand[]=…`), read into nested
// objects and arrays.
import type { IncomingMessage } from "node:http";
import { readText } from "../read-body";

export type Params = { [name: string]: ParamValue };
type ParamValue = string | Params | ParamValue[];

/** A request's form body is a few fields: far below this. */
const MAX_FORM_BYTES = 64 * 1024;

export function parseParams(encoded: string): Params {
  const root: Params = {};
  for (const [key, value] of new URLSearchParams(encoded)) {
    const [, head = key, tail = ""] = /^([^[]+)((?:\[[^\]]*\])*)$/.exec(key) ?? [];
    const names = [head!, ...[...tail.matchAll(/\[([^\]]*)\]/g)].map((match) => match[1]!)];
    let node: Params | ParamValue[] = root;
    names.forEach((name, index) => {
      const last = index === names.length - 1;
      const slot = name === "" && Array.isArray(node) ? node.length : name;
      const container = node as Record<string | number, ParamValue>;
      if (last) container[slot] = value;
      else container[slot] ??= /^\d*$/.test(names[index + 1]!) ? [] : {};
      if (!last) node = container[slot] as Params | ParamValue[];
    });
  }
  return root;
}

export async function readParams(req: IncomingMessage): Promise<Params> {
  return parseParams(await readText(req, MAX_FORM_BYTES));
}

/** The SDK's parameters as the stand-in reads them once form-encoded: scalars as strings, nulls left out. */
export function asParams(value: object): Params {
  const convert = (item: unknown): ParamValue | undefined => {
    if (item === null || item === undefined) return undefined;
    if (Array.isArray(item)) return item.map(convert).filter((entry) => entry !== undefined);
    if (typeof item === "object") return asParams(item);
    return String(item);
  };
  return Object.fromEntries(
    Object.entries(value)
      .map(([key, item]) => [key, convert(item)] as const)
      .filter((entry): entry is [string, ParamValue] => entry[1] !== undefined),
  );
}

/** `expand[0]=a&expand[]=b` → ['a', 'b']. */
export function expandParam(params: Params): string[] {
  const value = params.expand;
  const list = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return list.filter((item): item is string => typeof item === "string");
}
