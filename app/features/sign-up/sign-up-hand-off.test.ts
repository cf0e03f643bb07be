// The /signup hand-off with a fake session and provider: where each visitor is sent, and when.
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AnalyticsEvent } from "~/shared/analytics/analytics-events";
import type { AuthUser, SessionStart } from "~/shared/auth/auth-session";
import { handOff, type HandOffDeps } from "./sign-up-hand-off";

const ana: AuthUser = { sub: "auth0|1", name: "Ana Lima", email: "ana@example.com" };
const maxAnnual = { kind: "plan", plan: "max", period: "annual" } as const;

function deps(start: SessionStart, providerReachable: Promise<void> = Promise.resolve()) {
  const order: string[] = [];
  const fake = {
    session: {
      start: vi.fn(async () => start),
      prepare: vi.fn(() => void order.push("prepare")),
      signUp: vi.fn(async () => void order.push("sign-up")),
    },
    providerReachable: providerReachable.then(() => void order.push("provider answered")),
    track: vi.fn(async (event: AnalyticsEvent) => void order.push(`tracked ${event.action} (${event.label})`)),
    leave: vi.fn(),
  } satisfies HandOffDeps;
  return { ...fake, order };
}

const anonymous: SessionStart = { kind: "restored", user: undefined };

afterEach(() => localStorage.clear());

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

  it("sends a signed-in visitor with a plan to its checkout with their email, not round the login", async () => {
    const fake = deps({ kind: "restored", user: ana });
    await handOff("?from=pricing&plan=max-annual", "en", fake);
    const url = new URL(fake.leave.mock.calls[0]![0] as string);
    expect(url.pathname).toBe("/checkout/max-annual");
    expect(url.searchParams.has("locale")).toBe(false);
    expect(url.searchParams.get("prefilled_email")).toBe("ana@example.com");
    expect(url.searchParams.get("client_reference_id")).toMatch(new RegExp(`^${localStorage.getItem("userId")}_`));
    expect(fake.session.signUp).not.toHaveBeenCalled();
    expect(fake.track).not.toHaveBeenCalled();
  });

  it("sends a visitor who has just signed in (a callback left on /pricing) on to the plan they pressed", async () => {
    const fake = deps({ kind: "login", user: ana, appState: {} });
    await handOff("?from=pricing&plan=pro-monthly", "en", fake);
    expect(new URL(fake.leave.mock.calls[0]![0] as string).pathname).toBe("/checkout/pro-monthly");
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
