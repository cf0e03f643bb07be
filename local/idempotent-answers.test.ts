// Answers by idempotency key: the first answer replayed, a request still being answered refused,
// another body refused where the service compares them, and an outage's answer never kept.
import { describe, expect, it } from "vitest";
import { idempotentAnswers, type Answer } from "./idempotent-answers";

const inFlight = { status: 409, body: "in flight" };
const mismatch = { status: 409, body: "another body" };
const ok =
  (body: unknown): (() => Promise<Answer>) =>
  async () => ({ status: 200, body });

describe("idempotent answers", () => {
  it("replay the first answer for a key and refuse one asked while it is being answered", async () => {
    const once = idempotentAnswers({ inFlight });
    let finish!: (answer: Answer) => void;
    const first = once("k", () => new Promise<Answer>((resolve) => (finish = resolve)));
    expect(await once("k", ok("second"))).toBe(inFlight);
    finish({ status: 200, body: "first" });
    expect((await first).body).toBe("first");
    expect((await once("k", ok("third"), "another body, not compared")).body).toBe("first");
    expect((await once("", ok("no key"))).body).toBe("no key");
  });

  it("refuse another body where the service compares them, and try an outage's request afresh", async () => {
    const once = idempotentAnswers({ inFlight, mismatch, keep: (answer) => answer.status === 200 });
    expect((await once("k", ok(1), "{a}")).body).toBe(1);
    expect(await once("k", ok(2), "{b}")).toBe(mismatch);
    expect((await once("down", async () => ({ status: 503, body: "outage" }), "{a}")).status).toBe(503);
    expect((await once("down", async () => ({ status: 422, body: "refused" }), "{a}")).status).toBe(422);
    expect((await once("down", ok("sent"), "{a}")).body).toBe("sent");
  });
});
