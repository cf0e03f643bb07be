// @vitest-environment jsdom
// The short way's module (hand-off-here.ts) with the identity SDK and the analytics faked: a
// signed-out visitor's press goes to the hosted sign-up from the page pressed on; what is not its
// press (a research press, a session noted meanwhile) it declines, untouched, for the link.
import { afterEach, describe, expect, it, vi } from "vitest";
import { resetMemoryStorage } from "~/shared/browser/storage";
import { PressDeclined } from "./boot";

const session = { prepare: vi.fn(), signUp: vi.fn(async () => {}) };
const sent = vi.fn<(event: unknown) => Promise<void>>(async () => {});
vi.mock("~/shared/auth/identity-client", () => ({ createSiteAuthSession: () => session }));
vi.mock("~/shared/analytics/gtag-queue", () => ({ sendBeforeLeaving: (event: unknown) => sent(event) }));
const { handOffHere } = await import("./hand-off-here");

afterEach(() => {
  vi.clearAllMocks();
  localStorage.clear();
  resetMemoryStorage();
});

describe("the short way", () => {
  it("signs a visitor up from the page pressed on, the plan carried through and the press recorded", async () => {
    await handOffHere("/de/signup?from=pricing&plan=pro-annual", Promise.resolve());
    expect(sent).toHaveBeenCalledWith(expect.objectContaining({ action: "Clicked Sign Up", label: "pricing" }));
    expect(session.signUp).toHaveBeenCalledWith({ offer: "pro-annual" }, { replace: false });
  });

  it("takes Log in to the provider's login, recording no sign-up", async () => {
    await handOffHere("/account?go=login", Promise.resolve());
    expect(session.signUp).toHaveBeenCalledWith({ account: "login" }, { replace: false, login: true });
    expect(sent).not.toHaveBeenCalled();
  });

  it("declines a research press and a press once a session is noted, recording nothing", async () => {
    const declined = (href: string) => handOffHere(href, Promise.resolve()).catch((error) => PressDeclined.is(error));
    await expect(declined("/signup?from=paywall&plan=paywall-yearly")).resolves.toBe(true);
    localStorage.setItem("signedIn", "true");
    await expect(declined("/signup?from=hero")).resolves.toBe(true);
    expect(sent).not.toHaveBeenCalled();
    expect(session.signUp).not.toHaveBeenCalled();
  });

  it("fails, for the link to take over, when the provider cannot be reached", async () => {
    const down = Promise.reject(new TypeError("Failed to fetch"));
    await expect(handOffHere("/signup?from=hero", down)).rejects.toThrow("Failed to fetch");
    expect(session.signUp).not.toHaveBeenCalled();
  });
});
