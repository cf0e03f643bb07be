/** One page of the provider's lists holding every item: `{ object: "list", data, has_more, url }`. */
export function list<T>(url: string, data: T[]) {
  return { object: "list" as const, data, has_more: false, url };
}
