// @vitest-environment jsdom
// The hand-off of a signed-in person, with a fake session and site API: where signed-in-destination.ts sends them.
import { afterEach, describe, expect, it } from "vitest";
import { holdingOf } from "~/shared/subscriber/holding";
import { visitorPaymentLink } from "~/shared/payment-links/payment-link";
import { handOff } from "./hand-off";
import type { ChooseSubscription } from "./signed-in-destination";
import { ana, anonymous, api, deps, forgetHandOff } from "../../../testing/app/hand-off-fakes";

afterEach(() => {
  forgetHandOff();
  sessionStorage.clear();
});

describe("the hand-off of a signed-in person", () => {
  it("sends a signed-in visitor with a plan where the site's API says, with what the sale is counted under", async () => {
    const calls = api({ "/api/checkout": [200, { action: "switch", url: "https://billing.example/p/session/1" }] });
    localStorage.setItem("version", "C");
    // The campaign code the visit came with (app/shared/payment-links/arrival-code.ts).
    sessionStorage.setItem("arrivalCode", "LAUNCH20");
    const fake = deps({ kind: "restored", user: ana });
    await handOff("?from=pricing&plan=max-annual", "de", fake);
    expect(fake.leave).toHaveBeenCalledWith("https://billing.example/p/session/1");
    expect(calls).toEqual([
      {
        path: "/api/checkout",
        authorization: "Bearer access-token",
        body: {
          offer: "max-annual",
          locale: "de",
          variant: "C",
          clientId: localStorage.getItem("userId"),
          analyticsConsent: false,
          code: "LAUNCH20",
        },
      },
    ]);
    expect(fake.session.signUp).not.toHaveBeenCalled();
    expect(fake.track).not.toHaveBeenCalled();
  });

  it("never sends a signed-in person to a payment link, even when the site's API is out of reach", async () => {
    for (const plan of ["max-annual", "paywall-yearly"]) {
      api({});
      const fake = deps({ kind: "restored", user: ana });
      await expect(handOff(`?from=pricing&plan=${plan}`, "en", fake)).rejects.toMatchObject({
        name: "AccountFailure",
        reason: "unreachable",
      });
      expect(fake.leave).not.toHaveBeenCalled();
    }
  });

  it("never sells around an API that answers it cannot now: the person is told, no payment link", async () => {
    for (const [status, reason] of [
      [503, "unavailable"],
      [502, "unavailable"],
    ] as const) {
      api({ "/api/checkout": [status, { error: "not now" }] });
      const fake = deps({ kind: "restored", user: ana });
      await expect(handOff("?from=pricing&plan=max-annual", "en", fake)).rejects.toMatchObject({ reason });
      expect(fake.leave).not.toHaveBeenCalled();
    }
  });

  it("says why, in sign-in words, when the provider gives no access token for the portal or a plan", async () => {
    const calls = api({ "/api/portal": [200, { url: "https://billing.example/p/session/2" }] });
    const refused = (error: unknown) => {
      const fake = deps({ kind: "restored", user: ana });
      fake.session.accessToken.mockRejectedValue(error);
      return fake;
    };
    const providerError = Object.assign(new Error("Service not enabled within domain"), { error: "access_denied" });
    await expect(handOff("?go=manage", "en", refused(providerError))).rejects.toMatchObject({
      signIn: { reason: "failed", code: "access_denied" },
    });
    await expect(handOff("?go=cancel", "en", refused("boom"))).rejects.toMatchObject({
      signIn: { reason: "failed", code: "Get access token failed" },
    });
    await expect(handOff("?go=manage", "en", refused(new TypeError("Failed to fetch")))).rejects.toMatchObject({
      signIn: { reason: "unreachable" },
    });
    expect(calls).toEqual([]);

    const buyer = refused("boom");
    await expect(handOff("?from=pricing&plan=max-annual", "en", buyer)).rejects.toMatchObject({
      signIn: { reason: "failed", code: "Get access token failed" },
    });
    expect(buyer.leave).not.toHaveBeenCalled();
  });

  it("sends a visitor who has just signed in (a callback left on /pricing) on to the plan they pressed", async () => {
    api({ "/api/checkout": [200, { action: "checkout", url: "http://localhost:3001/checkout/sessions/cs_1" }] });
    const fake = deps({ kind: "login", user: ana, appState: {} });
    await handOff("?from=pricing&plan=pro-monthly", "en", fake);
    expect(fake.leave).toHaveBeenCalledWith("http://localhost:3001/checkout/sessions/cs_1");
  });

  it("opens a signed-in person's cancellation at the provider, and says when there is nothing to cancel", async () => {
    const calls = api({ "/api/portal": [200, { url: "https://billing.example/p/session/2" }] });
    const fake = deps({ kind: "restored", user: ana });
    await handOff("?go=cancel", "fr", fake);
    expect(fake.leave).toHaveBeenCalledWith("https://billing.example/p/session/2");
    expect(calls[0]!.body).toEqual({ intent: "cancel", locale: "fr" });

    api({ "/api/portal": [404, { error: "You have no subscription to cancel." }] });
    const stranger = deps({ kind: "restored", user: ana });
    await expect(handOff("?go=cancel", "en", stranger)).rejects.toMatchObject({ reason: "none" });
    api({ "/api/portal": [503, { error: "down" }] });
    await expect(handOff("?go=manage", "en", deps({ kind: "restored", user: ana }))).rejects.toMatchObject({
      reason: "unavailable",
    });
  });

  it.each(["cancel", "manage"] as const)(
    "asks a person with two subscriptions which to %s, then opens the one they chose",
    async (intent) => {
      const summary = { status: "active", trialEnd: null, currentPeriodEnd: "2027-01-04T00:00:00Z" };
      const choose = [
        { ...summary, id: "sub_plan", offer: "max-monthly", amount: 1200, currency: "EUR", interval: "month" },
        { ...summary, id: "sub_research", offer: "paywall-yearly", amount: 4900, currency: "EUR", interval: "year" },
      ].map((one) => ({ ...one, cancelAtPeriodEnd: false, endedAt: null, nextCharge: null, addedByEmail: false }));
      api({ "/api/portal": [200, { url: "https://billing.example/p/home", choose }] });
      const fake = deps({ kind: "restored", user: ana });
      const asking = await handOff(`?go=${intent}`, "de", fake).catch((error: unknown) => error);
      expect(asking).toMatchObject({ name: "ChooseSubscription", intent });
      // The page reads them in the model's terms (shared/subscriber/holding.ts), as every screen does.
      expect((asking as ChooseSubscription).choices.map(holdingOf)).toMatchObject([
        { id: "sub_plan", choice: { kind: "plan", plan: "max" }, price: { amount: 12, currency: "EUR" } },
        { id: "sub_research", choice: { kind: "paywall" }, price: { amount: 49, currency: "EUR" }, interval: "year" },
      ]);
      expect(fake.leave).not.toHaveBeenCalled();

      const picked = api({ "/api/portal": [200, { url: "https://billing.example/p/cancel-research" }] });
      const chosen = deps({ kind: "restored", user: ana });
      await handOff(`?go=${intent}&subscription=sub_research`, "de", chosen);
      expect(chosen.leave).toHaveBeenCalledWith("https://billing.example/p/cancel-research");
      expect(picked[0]!.body).toEqual({ intent, locale: "de", subscription: "sub_research" });

      // A tampered choice is no choice: the API is asked without one.
      const asked = api({ "/api/portal": [200, { url: "https://billing.example/p/cancel-only" }] });
      await handOff(`?go=${intent}&subscription=../../x`, "de", deps({ kind: "restored", user: ana }));
      expect(asked[0]!.body).toEqual({ intent, locale: "de" });
    },
  );

  it("buys a signed-in visitor's research through the site's API, on their own customer, in the page's language", async () => {
    const calls = api({ "/api/checkout": [200, { action: "checkout", url: "https://billing.example/c/cs_2" }] });
    const fake = deps({ kind: "restored", user: ana });
    await handOff("?from=paywall&plan=paywall-yearly", "pt-br", fake);
    expect(fake.leave).toHaveBeenCalledWith("https://billing.example/c/cs_2");
    expect(calls[0]).toMatchObject({ path: "/api/checkout", body: { offer: "paywall-yearly", locale: "pt-br" } });
  });

  it("sends a visitor who may still be signed in, or whose session ended, to log in for the research, never a payment link", async () => {
    // The identity provider did not answer in time: the session's hint is still there.
    localStorage.setItem("signedIn", "true");
    const slow = deps(anonymous);
    await handOff("?from=paywall&plan=paywall-monthly", "en", slow);
    expect(slow.leave).not.toHaveBeenCalled();
    expect(slow.session.signUp).toHaveBeenCalledWith({ offer: "paywall-monthly" }, expect.anything());
    localStorage.removeItem("signedIn");
    // Signed in, but the API says the session has ended.
    api({ "/api/checkout": [401, { error: "expired" }] });
    const ended = deps({ kind: "restored", user: ana });
    await handOff("?from=paywall&plan=paywall-monthly", "en", ended);
    expect(ended.leave).not.toHaveBeenCalled();
    expect(ended.session.signUp).toHaveBeenCalled();
  });

  it("sends a visitor whose session is gone to the research's payment link on /signup; the page pressed on declines", async () => {
    api({});
    // The page pressed on has no payment links of its own: the link to /signup takes the press.
    const here = deps(anonymous);
    await expect(handOff("?from=paywall&plan=paywall-monthly", "de", here)).rejects.toMatchObject({
      name: "PressDeclined",
    });
    expect([here.leave, here.session.signUp, here.track].map((fn) => fn.mock.calls.length)).toEqual([0, 0, 0]);
    const fake = { ...deps(anonymous), paymentLinkOf: visitorPaymentLink };
    await handOff("?from=paywall&plan=paywall-monthly", "de", fake);
    const url = new URL(fake.leave.mock.calls[0]![0] as string);
    expect(url.pathname).toBe("/checkout/paywall-monthly");
    expect(url.searchParams.get("locale")).toBe("de");
    expect(url.searchParams.has("prefilled_email")).toBe(false);
    expect(fake.session.signUp).not.toHaveBeenCalled();
  });

  it("sends a signed-in visitor without a plan to the plans, in the page's language", async () => {
    const fake = deps({ kind: "restored", user: ana });
    await handOff("?from=header", "en", fake);
    expect(fake.leave).toHaveBeenCalledWith("/pricing");
    const german = deps({ kind: "restored", user: ana });
    await handOff("?from=header", "de", german);
    expect(german.leave).toHaveBeenCalledWith("/de/pricing");
    expect(german.session.signUp).not.toHaveBeenCalled();
  });
});
