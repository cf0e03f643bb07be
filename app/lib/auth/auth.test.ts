// The auth module's behaviour with the SDK replaced by a fake: what a visitor's presses do in each
// sign-in state, and which errors they see.
import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const sdk = {
  loginWithRedirect: vi.fn<(options?: unknown) => Promise<void>>().mockResolvedValue(undefined),
  handleRedirectCallback: vi
    .fn<(url?: string) => Promise<{ appState: unknown }>>()
    .mockResolvedValue({ appState: undefined }),
  checkSession: vi.fn(async () => undefined),
  getUser: vi.fn(async (): Promise<object | undefined> => undefined),
  logout: vi.fn<(options?: unknown) => Promise<void>>().mockResolvedValue(undefined),
};
vi.mock("@auth0/auth0-spa-js", () => ({
  Auth0Client: vi.fn(function Auth0Client() {
    return sdk;
  }),
}));
const goToCheckout = vi.fn();
vi.mock("../checkout", () => ({ goToCheckout: (...args: unknown[]) => goToCheckout(...args) }));

const { continueAsVisitor, dismissError, logOut, setAuthNavigator } = await import("./auth-actions");
const { resetAuthClient, startSession } = await import("./auth-client");
const { authStore, resetAuthStore } = await import("./auth-store");
const { useAuth } = await import("./auth-state");
const { resetMemoryStorage } = await import("../storage");

const ana = { sub: "auth0|1", name: "Ana Lima", email: "ana@example.com" };
const maxAnnual = { kind: "plan", plan: "max", period: "annual" } as const;
const navigate = vi.fn();
const status = () => authStore.getSnapshot().status;

beforeEach(() => {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(null)),
  );
  setAuthNavigator(navigate);
});

afterEach(() => {
  vi.clearAllMocks();
  localStorage.clear();
  resetMemoryStorage();
  window.history.replaceState(null, "", "/");
  resetAuthClient();
  resetAuthStore();
  delete window.dataLayer;
});

describe("signing up", () => {
  it("an anonymous press starts the hosted sign-up with the plan carried through, tracked once", async () => {
    await continueAsVisitor("pricing", maxAnnual);
    expect(sdk.loginWithRedirect).toHaveBeenCalledWith(
      expect.objectContaining({ appState: { checkout: maxAnnual }, authorizationParams: { screen_hint: "signup" } }),
    );
    const events = (window.dataLayer ?? []).map((call) => Array.from(call as ArrayLike<unknown>));
    expect(events.filter((call) => call[1] === "Clicked Sign Up")).toHaveLength(1);
  });

  it("the /signup hand-off replaces itself in the history", async () => {
    await continueAsVisitor("hero", undefined, { replace: true });
    const options = sdk.loginWithRedirect.mock.calls[0]![0] as { openUrl?: unknown };
    expect(options.openUrl).toBeTypeOf("function");
  });

  it("an unreachable provider shows a clear message instead of leaving", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))),
    );
    await continueAsVisitor("header");
    expect(sdk.loginWithRedirect).not.toHaveBeenCalled();
    const { result } = renderHook(() => useAuth());
    expect(result.current.error?.message).toMatch(/couldn't reach the sign-in service/);
    act(() => dismissError());
    expect(result.current.error).toBeUndefined();
  });
});

describe("a remembered session", () => {
  beforeEach(() => {
    localStorage.setItem("signedIn", "true");
    resetAuthStore();
  });

  it("starts out loading, so a plan pressed early waits and goes to checkout with the email", async () => {
    expect(status()).toBe("loading");
    let answer!: () => void;
    sdk.checkSession.mockImplementationOnce(
      () => new Promise<undefined>((resolve) => (answer = () => resolve(undefined))),
    );
    sdk.getUser.mockResolvedValue(ana);
    const pressed = continueAsVisitor("pricing", maxAnnual);
    const restoring = startSession(vi.fn(), vi.fn());
    await vi.waitFor(() => expect(answer).toBeTypeOf("function"));
    expect(goToCheckout).not.toHaveBeenCalled();
    answer();
    await Promise.all([pressed, restoring]);
    expect(goToCheckout).toHaveBeenCalledWith(maxAnnual, ana.email, undefined);
    expect(sdk.loginWithRedirect).not.toHaveBeenCalled();
    expect(status()).toBe("authenticated");
  });

  it("that has expired leaves the visitor anonymous and forgets the hint", async () => {
    sdk.getUser.mockResolvedValue(undefined);
    await startSession(vi.fn(), vi.fn());
    expect(status()).toBe("anonymous");
    expect(localStorage.getItem("signedIn")).toBeNull();
    expect(authStore.getSnapshot().error).toBeUndefined();
  });

  it("a signed-in press without a plan goes to the plans; logging out forgets the session", async () => {
    sdk.getUser.mockResolvedValue(ana);
    await startSession(vi.fn(), vi.fn());
    await continueAsVisitor("hero");
    expect(navigate).toHaveBeenCalledWith("/pricing", { replace: undefined });
    await logOut();
    expect(sdk.logout).toHaveBeenCalledWith({ logoutParams: { returnTo: `${window.location.origin}/` } });
    expect(localStorage.getItem("signedIn")).toBeNull();
  });
});

describe("the login callback on /pricing", () => {
  it("signs the visitor in and hands back the carried plan", async () => {
    window.history.replaceState(null, "", "/pricing?code=abc&state=xyz");
    sdk.handleRedirectCallback.mockResolvedValue({ appState: { checkout: maxAnnual } });
    sdk.getUser.mockResolvedValue(ana);
    const onReturn = vi.fn();
    await startSession(onReturn, vi.fn());
    expect(onReturn).toHaveBeenCalledWith({ checkout: maxAnnual }, ana);
    expect(status()).toBe("authenticated");
    expect(localStorage.getItem("signedIn")).toBe("true");
  });

  it("shows a refused callback's message and drops its parameters", async () => {
    window.history.replaceState(null, "", "/pricing?code=abc&state=forged");
    sdk.handleRedirectCallback.mockRejectedValue(
      Object.assign(new Error("Invalid state"), { error: "state_mismatch" }),
    );
    const onFailedReturn = vi.fn();
    await startSession(vi.fn(), onFailedReturn);
    const { result } = renderHook(() => useAuth());
    expect(result.current.error?.message).toBe("Invalid state");
    expect(onFailedReturn).toHaveBeenCalledOnce();
  });

  it("is ignored on any other page, whose code and state are not the login's", async () => {
    window.history.replaceState(null, "", "/play/tsla?code=abc&state=xyz");
    await startSession(vi.fn(), vi.fn());
    expect(sdk.handleRedirectCallback).not.toHaveBeenCalled();
    expect(status()).toBe("anonymous");
  });
});
