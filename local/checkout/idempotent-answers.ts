// Answers by idempotency key, as the provider keeps them: a POST sent again with the same key (the
// SDK's retry, or two presses at once) gets the first one's answer and does nothing twice; one sent
// while the first is still being answered gets the provider's 409 (the SDK tries again). An
// outage's answer is not kept: the retry is tried afresh, as the provider does for a 5xx.
import { ApiError } from "./api-params";

export interface Answer {
  status: number;
  body: unknown;
}

const REMEMBERED_KEYS = 10_000;

const inFlight = new ApiError(
  409,
  "There is currently another in-progress request using this Idempotent Key. Please try again later.",
  undefined,
  undefined,
  "idempotency_error",
);

export function idempotentAnswers() {
  const answered = new Map<string, Answer | "in flight">();
  /** `key`: the request's path and Idempotency-Key, or "" for a request without one. */
  return async function once(key: string, answer: () => Promise<Answer>): Promise<Answer> {
    if (!key) return answer();
    const known = answered.get(key);
    if (known === "in flight") return { status: inFlight.status, body: inFlight.body };
    if (known) return known;
    answered.set(key, "in flight");
    let result: Answer;
    try {
      result = await answer();
    } catch (error) {
      answered.delete(key);
      throw error;
    }
    if (result.status >= 500) answered.delete(key);
    else answered.set(key, result);
    if (answered.size > REMEMBERED_KEYS) answered.delete(answered.keys().next().value!);
    return result;
  };
}
