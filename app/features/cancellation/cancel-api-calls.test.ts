import { describe, expect, it, vi } from "vitest";
import { cancelPaths, CANCEL_LINK_MINUTES, type CancelLinkAnswer } from "~/contracts/cancel-api";
import { askCancelLink, requestCancelLink, type Fetch } from "./cancel-api-calls";

const json = (status: number, body: unknown = {}) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
const html = (status: number) =>
  new Response("<h1>Not found</h1>", { status, headers: { "Content-Type": "text/html" } });
const answering = (response: () => Response) => vi.fn<Fetch>(async () => response());

const request = { email: "ada@example.com", contract: "research", locale: "de" } as const;
const link: CancelLinkAnswer = {
  subscription: {
    id: "sub_1",
    offer: "pro-monthly",
    status: "trialing",
    amount: 600,
    currency: "USD",
    interval: "month",
    trialEnd: "2027-03-04T10:00:00Z",
    currentPeriodEnd: "2027-03-04T10:00:00Z",
    cancelAtPeriodEnd: false,
    endedAt: null,
    nextCharge: { amount: 600, currency: "USD", on: "2027-03-04T10:00:00Z", tax: null, discount: null },
    addedByEmail: false,
  },
  locale: "en",
  used: false,
  withdrawal: null,
};

describe("asking for a cancel link", () => {
  it("posts the form's fields as JSON, and says for how long the link works", async () => {
    const fetcher = answering(() => json(202, { expiresInMinutes: 30 }));
    expect(await requestCancelLink(fetcher, request)).toEqual({ outcome: "sent", minutes: 30 });
    const [path, init] = fetcher.mock.calls[0]!;
    expect(path).toBe(cancelPaths.request);
    expect(init).toMatchObject({ method: "POST", headers: { "Content-Type": "application/json" } });
    expect(JSON.parse(String(init?.body))).toEqual(request);
  });

  it("says the contract's lifetime when the answer leaves it out", async () => {
    expect(
      await requestCancelLink(
        answering(() => json(202)),
        request,
      ),
    ).toEqual({
      outcome: "sent",
      minutes: CANCEL_LINK_MINUTES,
    });
  });

  it.each([
    ["a malformed email", () => json(400, { error: "email" }), "invalid"],
    ["asked too often, in the API's words", () => json(429), "busy"],
    ["asked too often, in the platform's", () => html(429), "busy"],
    ["the API down", () => json(503), "unavailable"],
    ["a host without the API", () => html(404), "unavailable"],
  ])("tells %s", async (_, response, outcome) => {
    expect(await requestCancelLink(answering(response), request)).toEqual({ outcome });
  });

  it("tells no answer at all", async () => {
    const offline = vi.fn<Fetch>(async () => Promise.reject(new TypeError("Failed to fetch")));
    expect(await requestCancelLink(offline, request)).toEqual({ outcome: "unavailable" });
  });
});

describe("a cancel link", () => {
  it("is peeked at with GET and used with POST, at its own address", async () => {
    const fetcher = answering(() => json(200, link));
    expect(await askCancelLink(fetcher, "tok/en", "GET")).toEqual({ outcome: "found", answer: link });
    expect(await askCancelLink(fetcher, "tok/en", "POST")).toEqual({ outcome: "found", answer: link });
    expect(fetcher.mock.calls.map(([path, init]) => [path, init?.method])).toEqual([
      [cancelPaths.link("tok/en"), "GET"],
      [cancelPaths.link("tok/en"), "POST"],
    ]);
  });

  it("withdraws with a JSON body that says so, and keeps the refund the answer names", async () => {
    const refund = { amount: 600, currency: "USD" };
    const fetcher = answering(() => json(200, { ...link, used: true, withdrawal: null, withdrawn: { refund } }));
    expect(await askCancelLink(fetcher, "t", "POST", { withdraw: true, locale: "de" })).toEqual({
      outcome: "found",
      answer: { ...link, used: true, withdrawn: { refund } },
    });
    const [, init] = fetcher.mock.calls[0]!;
    expect(new Headers(init?.headers).get("Content-Type")).toBe("application/json");
    expect(JSON.parse(String(init?.body))).toEqual({ withdraw: true, locale: "de" });
  });

  it("reads an answer without an offer, or with half of one, as no offer", async () => {
    const offer = { until: "2027-03-18T12:00:00Z", refund: { amount: 0, currency: "EUR" } };
    const found = async (withdrawal: unknown) => {
      const answer = await askCancelLink(
        answering(() => json(200, { ...link, withdrawal })),
        "t",
        "GET",
      );
      return answer.outcome === "found" ? answer.answer.withdrawal : "not found";
    };
    expect(await found(offer)).toEqual(offer);
    expect(await found(undefined)).toBeNull();
    expect(await found({ until: "soon", refund: offer.refund })).toBeNull();
    expect(await found({ until: offer.until, refund: { amount: "6" } })).toBeNull();
  });

  it("was used already: 410, or a peek that says so", async () => {
    expect(
      await askCancelLink(
        answering(() => json(410)),
        "t",
        "POST",
      ),
    ).toEqual({ outcome: "used" });
    expect(
      await askCancelLink(
        answering(() => json(200, { ...link, used: true })),
        "t",
        "GET",
      ),
    ).toEqual({
      outcome: "used",
    });
  });

  it("has expired only when the API says so; anything else is for another try", async () => {
    expect(
      await askCancelLink(
        answering(() => json(404)),
        "t",
        "GET",
      ),
    ).toEqual({ outcome: "expired" });
    expect(
      await askCancelLink(
        answering(() => html(404)),
        "t",
        "GET",
      ),
    ).toEqual({ outcome: "unavailable" });
    expect(
      await askCancelLink(
        answering(() => json(500)),
        "t",
        "POST",
      ),
    ).toEqual({ outcome: "unavailable" });
    expect(
      await askCancelLink(
        answering(() => json(200, { nothing: true })),
        "t",
        "POST",
      ),
    ).toEqual({
      outcome: "unavailable",
    });
  });
});
