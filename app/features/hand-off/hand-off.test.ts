// The /signup hand-off with a fake session and provider: where each visitor is sent, and when.
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AnalyticsEvent } from "~/shared/analytics/analytics-events";
import type { AuthUser, SessionStart } from "~/shared/auth/auth-session";
import { resetMemoryStorage } from "~/shared/storage";
import { handOff, type HandOffDeps } from "./hand-off";

const ana: AuthUser = { sub: "auth0|1", name: "Ana Lima", email: "ana@example.com" };
const maxAnnual = { kind: "plan", plan: "max", period: "annual" } as const;

function deps(start: SessionStart, providerReachable: Promise<void> = Promise.resolve()) {
  const order: string[] = [];
  const fake = {
    session: {
      start: vi.fn(async () => start),
      prepare: vi.fn(() => void order.push("prepare")),
      signUp: vi.fn(async () => void order.push("sign-up")),
      accessToken: vi.fn(async () => (start.kind !== "failed-login" && start.user ? "access-token" : undefined)),
    },
    providerReachable: providerReachable.then(() => void order.push("provider answered")),
    track: vi.fn(async (event: AnalyticsEvent) => void order.push(`tracked ${event.action} (${event.label})`)),
    leave: vi.fn(),
    replace: true,
  } satisfies HandOffDeps;
  return { ...fake, order };
}

const anonymous: SessionStart = { kind: "restored", user: undefined };

/** The site's API as the hand-off meets it: each route answers `answers[path]` (status, body), or the network fails. */
function api(answers: Record<string, [number, unknown]>) {
  const calls: { path: string; body: unknown; authorization: string | null }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (path: string, init: RequestInit) => {
      calls.push({
        path,
        body: init.body ? JSON.parse(String(init.body)) : undefined,
        authorization: new Headers(init.headers).get("Authorization"),
      });
      const answer = answers[path];
      if (!answer) throw new TypeError("Failed to fetch");
      return Response.json(answer[1], { status: answer[0] });
    }),
  );
  return calls;
}

afterEach(() => {
  localStorage.clear();
  resetMemoryStorage();
  vi.unstubAllGlobals();
});

describe("the /signup hand-off", () => {
  it("sends an anonymous visitor to the hosted sign-up with the plan, tracked, once the provider answered", async () => {
    let answer = () => {};
    const fake = deps(anonymous, new Promise<void>((resolve) => (answer = resolve)));
    const handingOff = handOff("?from=pricing&plan=max-annual", "en", fake);
    await vi.waitFor(() => expect(fake.session.prepare).toHaveBeenCalled()); // the SDK gets ready meanwhile
    expect(fake.session.signUp).not.toHaveBeenCalled();
    answer();
    await handingOff;
    expect(fake.order).toEqual(["prepare", "tracked Clicked Sign Up (pricing)", "provider answered", "sign-up"]);
    expect(fake.session.signUp).toHaveBeenCalledWith({ checkout: maxAnnual }, { replace: true });
    expect(fake.leave).not.toHaveBeenCalled();
  });

  it("sends a signed-in visitor with a plan where the site's API says, with what the sale is counted under", async () => {
    const calls = api({ "/api/checkout": [200, { action: "switch", url: "https://billing.example/p/session/1" }] });
    localStorage.setItem("version", "C");
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
        },
      },
    ]);
    expect(fake.session.signUp).not.toHaveBeenCalled();
    expect(fake.track).not.toHaveBeenCalled();
  });

  it("falls back to the plan's payment link, with their email, when the site's API is out of reach", async () => {
    api({});
    const fake = deps({ kind: "restored", user: ana });
    await handOff("?from=pricing&plan=max-annual", "en", fake);
    const url = new URL(fake.leave.mock.calls[0]![0] as string);
    expect(url.pathname).toBe("/checkout/max-annual");
    expect(url.searchParams.has("locale")).toBe(false);
    expect(url.searchParams.get("prefilled_email")).toBe("ana@example.com");
    expect(url.searchParams.get("client_reference_id")).toMatch(new RegExp(`^${localStorage.getItem("userId")}_`));
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

  it("has a person whose session ended at the provider log in again, with the plan", async () => {
    api({ "/api/checkout": [401, { error: "Sign in again." }] });
    const fake = deps({ kind: "restored", user: ana });
    await handOff("?from=pricing&plan=max-annual", "en", fake);
    expect(fake.leave).not.toHaveBeenCalled();
    expect(fake.session.signUp).toHaveBeenCalledWith({ checkout: maxAnnual }, { replace: true });
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

  it("asks a person with two subscriptions which to cancel, then cancels the one they chose, and no other", async () => {
    const choose = [
      { id: "sub_plan", offer: "max-monthly" },
      { id: "sub_research", offer: "paywall-yearly" },
    ];
    api({ "/api/portal": [200, { url: "https://billing.example/p/home", choose }] });
    const fake = deps({ kind: "restored", user: ana });
    await expect(handOff("?go=cancel", "de", fake)).rejects.toMatchObject({
      name: "ChooseWhichToCancel",
      choices: choose,
    });
    expect(fake.leave).not.toHaveBeenCalled();

    const picked = api({ "/api/portal": [200, { url: "https://billing.example/p/cancel-research" }] });
    const chosen = deps({ kind: "restored", user: ana });
    await handOff("?go=cancel&subscription=sub_research", "de", chosen);
    expect(chosen.leave).toHaveBeenCalledWith("https://billing.example/p/cancel-research");
    expect(picked[0]!.body).toEqual({ intent: "cancel", locale: "de", subscription: "sub_research" });

    // A tampered choice is no choice: the API is asked without one.
    const asked = api({ "/api/portal": [200, { url: "https://billing.example/p/cancel-only" }] });
    await handOff("?go=cancel&subscription=../../x", "de", deps({ kind: "restored", user: ana }));
    expect(asked[0]!.body).toEqual({ intent: "cancel", locale: "de" });
  });

  it("has anyone else log in first, carrying what they came for, without counting a sign-up", async () => {
    const fake = deps(anonymous);
    await handOff("?go=cancel", "en", fake);
    expect(fake.session.signUp).toHaveBeenCalledWith({ account: "cancel" }, { replace: true, login: true });
    expect(fake.track).not.toHaveBeenCalled();
  });

  it("sends a signed-in visitor on a page in another language to the checkout in it", async () => {
    const fake = deps({ kind: "restored", user: ana });
    await handOff("?from=glow&plan=paywall-yearly", "pt-br", fake);
    const url = new URL(fake.leave.mock.calls[0]![0] as string);
    expect(url.pathname).toBe("/checkout/paywall-yearly");
    expect(url.searchParams.get("locale")).toBe("pt-BR");
    expect(url.searchParams.get("prefilled_email")).toBe("ana@example.com");
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

  it("keeps the page pressed on in the history when the hand-off runs there (features/hand-off/boot.ts)", async () => {
    const fake = { ...deps(anonymous), replace: false };
    await handOff("?from=hero", "en", fake);
    expect(fake.session.signUp).toHaveBeenCalledWith({}, { replace: false });
    await handOff("?go=login", "en", fake);
    expect(fake.session.signUp).toHaveBeenLastCalledWith({ account: "login" }, { replace: false, login: true });
  });

  it("does not count a press the page pressed on recorded before its hand-off failed", async () => {
    const fake = deps(anonymous);
    await handOff("?from=hero&recorded=1", "en", fake);
    expect(fake.track).not.toHaveBeenCalled();
    expect(fake.session.signUp).toHaveBeenCalledWith({}, { replace: true });
  });

  it("treats tampered parameters as a plain sign-up from the header", async () => {
    const fake = deps(anonymous);
    await handOff("?from=%3Cscript%3E&plan=free-forever", "en", fake);
    expect(fake.order).toContain("tracked Clicked Sign Up (header)");
    expect(fake.session.signUp).toHaveBeenCalledWith({}, { replace: true });
  });

  it("stays, with the reason, when the provider cannot be reached", async () => {
    const fake = deps(anonymous, Promise.reject(new TypeError("Failed to fetch")));
    await expect(handOff("?from=hero", "fr", fake)).rejects.toThrow("Failed to fetch");
    expect(fake.session.signUp).not.toHaveBeenCalled();
  });
});
