// A page of one of the provider's lists, as the SDK's auto-pagination reads it: newest first, `limit`
// items (1–100, 10 unless asked) after `starting_after` or before `ending_before`, and `has_more`.
import { integer, noSuch, text } from "./api-params";
import type { Params } from "./form";

/** The parameters every list takes. */
export const PAGE_PARAMS = ["limit", "starting_after", "ending_before"];

export function listPage<T extends { id: string }>(url: string, newestFirst: T[], params: Params, what: string) {
  const limit = integer(params, "limit", 1, 100) ?? 10;
  const cursor = (param: string) => {
    const id = text(params, param);
    if (id === undefined) return undefined;
    const index = newestFirst.findIndex((item) => item.id === id);
    if (index < 0) throw noSuch(what, id, param);
    return index;
  };
  const before = cursor("ending_before");
  const after = cursor("starting_after");
  if (before !== undefined) {
    const newer = newestFirst.slice(0, before);
    return { object: "list" as const, data: newer.slice(-limit), has_more: newer.length > limit, url };
  }
  const rest = after === undefined ? newestFirst : newestFirst.slice(after + 1);
  return { object: "list" as const, data: rest.slice(0, limit), has_more: rest.length > limit, url };
}
