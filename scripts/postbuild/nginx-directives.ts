// Small helpers for writing nginx directives, shared by the parts of the site's configuration
// (nginx-config.ts, nginx-api-proxy.ts, nginx-locations.ts).

export const quote = (value: string) => `"${value.replace(/["\\]/g, "\\$&")}"`;

/**
 * add_header lines. nginx drops the server's add_header in any location with its own, so every
 * location repeats them all; `always` puts them on errors and 304s too.
 */
export function headers(values: Record<string, string>, indent: string): string {
  return Object.entries(values)
    .map(([name, value]) => `${indent}add_header ${name} ${quote(value)} always;`)
    .join("\n");
}
