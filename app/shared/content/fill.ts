// Puts values into a text's `{name}` placeholders: 'Start free trial with {plan}' → '… with Max'.
// A placeholder without a value stays as it is, so a missing one shows rather than vanishes
// (shared/content/copy.test.ts checks that every language uses English's placeholders).

export type Values = Readonly<Record<string, string | number>>;

export function fill(text: string, values: Values): string {
  return text.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in values ? String(values[name]) : placeholder,
  );
}

/** The placeholder names in a text, in order. */
export function placeholders(text: string): string[] {
  return [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
}

/** Every text in a copy object with the values put in; the values it has no place for are ignored. */
export function fillAll<T>(copy: T, values: Values): T {
  if (typeof copy === "string") return fill(copy, values) as T;
  if (Array.isArray(copy)) return copy.map((item: unknown) => fillAll(item, values)) as T;
  if (copy && typeof copy === "object") {
    return Object.fromEntries(Object.entries(copy).map(([key, value]) => [key, fillAll(value, values)])) as T;
  }
  return copy;
}

/** The text before and after a placeholder, for a page that shows the value itself ('{price}/mo' → ['', '/mo']). */
export function around(text: string, name: string): [before: string, after: string] {
  const [before = "", ...rest] = text.split(`{${name}}`);
  return [before, rest.join(`{${name}}`)];
}
