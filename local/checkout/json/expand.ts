/**
 * Replaces the ids at `paths` (`customer`, `data.latest_invoice`, `subscription.latest_invoice`)
 * with the objects `byId` finds, as the provider's `expand` does; an id it does not know stays.
 */
export function expandIds<T>(json: T, paths: string[], byId: (id: string) => object | undefined): T {
  const walk = (node: unknown, names: string[]): unknown => {
    if (typeof node === "string") {
      const object = byId(node);
      return object ? walk(object, names) : node;
    }
    if (names.length === 0 || !node || typeof node !== "object") return node;
    if (Array.isArray(node)) return node.map((item) => walk(item, names));
    const [name, ...rest] = names;
    const record = node as Record<string, unknown>;
    if (!(name! in record)) return node;
    const value = record[name!];
    // A list of ids (an invoice's `discounts`) is expanded item by item.
    const leaf = rest.length === 0 && typeof value !== "string" && !Array.isArray(value);
    return { ...record, [name!]: leaf ? value : walk(value, rest) };
  };
  return paths.reduce((node, path) => walk(node, path.split(".")) as T, json);
}
