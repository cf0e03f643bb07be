// The cancellation pages' calls to the site's API with JavaScript (contracts/cancel-api.ts), each
// answer turned into what the page says. Never throws. Part of the pages' scripts: no React here.
import {
  cancelPaths,
  CANCEL_LINK_MINUTES,
  type CancelConfirmOutcome,
  type CancelLinkAnswer,
  type CancelLinkRequest,
  type CancelLinkRequested,
  type CancelRequestOutcome,
  type WithdrawalOffer,
  type WITHDRAW_FIELD,
} from "~/contracts/cancel-api";
import type { Locale } from "~/contracts/locales";

export type Fetch = typeof fetch;

/** `/cancel`'s ask: the link is on its way (for this long), or why not. */
export type RequestAnswer = { outcome: "sent"; minutes: number } | { outcome: Exclude<CancelRequestOutcome, "sent"> };

/** A link's peek or its use: what it cancels (or cancelled, or withdrew from), or why not. */
export type LinkAnswer =
  { outcome: "found"; answer: FoundLink } | { outcome: Exclude<CancelConfirmOutcome, "done" | "withdrawn"> };

type Money = WithdrawalOffer["refund"];

/** A link's answer as the page reads it: a missing offer is none; a withdrawal's refund may be unknown (null). */
export type FoundLink = Omit<CancelLinkAnswer, "withdrawn"> & { withdrawn?: { refund: Money | null } };

/** A link's `POST` that withdraws from the contract instead of cancelling it at the period's end. */
export type WithdrawRequest = Record<typeof WITHDRAW_FIELD, true> & { locale: Locale };

const ANSWER_TIMEOUT_MS = 15_000;

/** The API's status and JSON body; null when no answer of the API's came (offline, a host without it, too slow). */
async function ask(fetcher: Fetch, path: string, method: "GET" | "POST", body?: unknown) {
  try {
    const response = await fetcher(path, {
      method,
      headers: { Accept: "application/json", ...(body !== undefined && { "Content-Type": "application/json" }) },
      body: body === undefined ? undefined : JSON.stringify(body),
      // An old browser without it waits as long as the network does.
      signal: AbortSignal.timeout?.(ANSWER_TIMEOUT_MS),
      // A link is the person's own: nothing of it is kept by a cache on the way.
      cache: "no-store",
    });
    const json = response.headers.get("Content-Type")?.startsWith("application/json");
    // A limit may be the platform's own, in its own words; any other refusal counts only in the API's.
    if (response.status === 429) return { status: 429, body: null };
    if (!json) return null;
    return { status: response.status, body: (await response.json()) as unknown };
  } catch {
    return null;
  }
}

export async function requestCancelLink(fetcher: Fetch, request: CancelLinkRequest): Promise<RequestAnswer> {
  const answer = await ask(fetcher, cancelPaths.request, "POST", request);
  if (answer?.status === 202) {
    const minutes = (answer.body as Partial<CancelLinkRequested> | null)?.expiresInMinutes;
    return { outcome: "sent", minutes: Number.isInteger(minutes) && minutes! > 0 ? minutes! : CANCEL_LINK_MINUTES };
  }
  if (answer?.status === 400) return { outcome: "invalid" };
  if (answer?.status === 429) return { outcome: "busy" };
  return { outcome: "unavailable" };
}

const isLinkAnswer = (body: unknown): body is CancelLinkAnswer =>
  typeof body === "object" && body !== null && typeof (body as CancelLinkAnswer).subscription?.offer === "string";

const isMoney = (money: unknown): money is Money =>
  typeof (money as Money | undefined)?.amount === "number" && typeof (money as Money).currency === "string";

/** The answer's offer when it is whole (an API without it yet answers none), so the page never shows half of one. */
function offerOf(body: CancelLinkAnswer): WithdrawalOffer | null {
  const offer = body.withdrawal as Partial<WithdrawalOffer> | null | undefined;
  const until = typeof offer?.until === "string" ? offer.until : "";
  return !Number.isNaN(Date.parse(until)) && isMoney(offer?.refund) ? { until, refund: offer.refund } : null;
}

/** `GET` peeks at what the link cancels (it stays unused); `POST` cancels it, or withdraws with `withdraw`'s body. */
export async function askCancelLink(
  fetcher: Fetch,
  token: string,
  method: "GET" | "POST",
  withdraw?: WithdrawRequest,
): Promise<LinkAnswer> {
  const answer = await ask(fetcher, cancelPaths.link(token), method, withdraw);
  if (answer?.status === 200 && isLinkAnswer(answer.body)) {
    // A peek at a link used already is answered 410; should it come as a 200, it says the same.
    if (method === "GET" && answer.body.used) return { outcome: "used" };
    const { withdrawn, ...rest } = answer.body;
    const refund: unknown = withdrawn?.refund;
    const found: FoundLink = {
      ...rest,
      withdrawal: offerOf(answer.body),
      ...(withdrawn && { withdrawn: { refund: isMoney(refund) ? refund : null } }),
    };
    return { outcome: "found", answer: found };
  }
  if (answer?.status === 410) return { outcome: "used" };
  if (answer?.status === 404) return { outcome: "expired" };
  return { outcome: "unavailable" };
}
