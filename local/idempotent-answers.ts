// Answers by idempotency key, as the hosted services keep them (the payment stand-in's API and the
// mail stand-in's): a POST sent again with the same key (an SDK's retry, or two presses at once)
// gets the first one's answer and does nothing twice; one sent while the first is still being
// answered gets the service's 409 (`inFlight`); one with the same key but another body gets the
// service's refusal (`mismatch`), when the service compares bodies. An outage's answer (5xx) is not
// kept: the retry is tried afresh, as the services do (the mail service keeps only a success).

export interface Answer {
  status: number;
  body: unknown;
}

export interface IdempotencyRefusals {
  inFlight: Answer;
  /** Answered to the same key with another request body; without it, bodies are not compared. */
  mismatch?: Answer;
  /** Which answers are kept for the key (the others are tried afresh): all but an outage's by default. */
  keep?: (answer: Answer) => boolean;
}

const REMEMBERED_KEYS = 10_000;

interface Kept {
  request: string;
  answer: Answer | "in flight";
}

export function idempotentAnswers({ inFlight, mismatch, keep = (answer) => answer.status < 500 }: IdempotencyRefusals) {
  const answered = new Map<string, Kept>();
  /**
   * `key`: the request's path and Idempotency-Key, or "" for a request without one; `request`: its
   * body, compared with the first one's when the service refuses another body.
   */
  return async function once(key: string, answer: () => Promise<Answer>, request = ""): Promise<Answer> {
    if (!key) return answer();
    const known = answered.get(key);
    if (known?.answer === "in flight") return inFlight;
    if (known && mismatch && known.request !== request) return mismatch;
    if (known) return known.answer;
    answered.set(key, { request, answer: "in flight" });
    let result: Answer;
    try {
      result = await answer();
    } catch (error) {
      answered.delete(key);
      throw error;
    }
    if (!keep(result)) answered.delete(key);
    else answered.set(key, { request, answer: result });
    if (answered.size > REMEMBERED_KEYS) answered.delete(answered.keys().next().value!);
    return result;
  };
}
