// The sign-in session with the identity SDK replaced by a fake handed in: how a page's session
// begins (a login callback, a remembered session, nothing), and what signing up and out do.
import { afterEach, describe, expect, it, vi } from "vitest";
import { resetMemoryStorage } from "~/shared/storage";
import { createAuthSession, type IdentityClient } from "./auth-session";

const ana = { sub: "auth0|1", name: "Ana Lima", email: "ana@example.com" };
const maxAnnual = { kind: "plan", plan: "max", period: "annual" } as const;
const callbackUrl = "/pricing?code=abc&state=xyz";

function fakeSdk(user: typeof ana | undefined = ana) {
  return {
    loginWithRedirect: vi.fn(async () => undefined),
    handleRedirectCallback: vi.fn(async () => ({ appState: { checkout: maxAnnual } })),
    checkSession: vi.fn(async () => undefined),
    getUser: vi.fn(async (): Promise<typeof ana | undefined> => user),
    getTokenSilently: vi.fn(async () => "api-access-token"),
    logout: vi.fn(async () => undefined),
  };
}

function sessionWith(sdk: ReturnType<typeof fakeSdk>) {
  const createClient = vi.fn(async () => sdk as unknown as IdentityClient);
  return {
    session: createAuthSession({ createClient, callbackPath: "/pricing", logOutTo: () => "http://localhost:3000/" }),
    createClient,
  };
}

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  resetMemoryStorage();
  window.history.replaceState(null, "", "/");
  document.documentElement.removeAttribute("data-auth-pending");
});

describe("a page's session", () => {
  it("is anonymous at once, without the SDK, for a visitor who never signed in", async () => {
    const { session, createClient } = sessionWith(fakeSdk());
    expect(session.getSnapshot().status).toBe("anonymous");
    expect(await session.start()).toEqual({ kind: "restored", user: undefined });
    expect(createClient).not.toHaveBeenCalled();
  });

  it("restores a remembered session, once however often it is asked", async () => {
    localStorage.setItem("signedIn", "true");
    document.documentElement.setAttribute("data-auth-pending", "");
    const sdk = fakeSdk();
    const { session } = sessionWith(sdk);
    expect(session.getSnapshot().status).toBe("loading");
    const [first, second] = await Promise.all([session.start(), session.start()]);
    expect(first).toEqual({ kind: "restored", user: ana });
    expect(second).toBe(first);
    expect(sdk.checkSession).toHaveBeenCalledOnce();
    expect(session.getSnapshot()).toMatchObject({ status: "authenticated", user: ana });
    expect(document.documentElement.hasAttribute("data-auth-pending")).toBe(false);
  });

  it("stays anonymous, quietly, when the provider cannot be reached; the hint stays for next time", async () => {
    localStorage.setItem("signedIn", "true");
    const sdk = fakeSdk();
    sdk.checkSession.mockRejectedValue(new TypeError("Failed to fetch"));
    const { session } = sessionWith(sdk);
    expect(await session.start()).toEqual({ kind: "restored", user: undefined });
    expect(session.getSnapshot()).toEqual({ status: "anonymous", user: undefined });
    expect(localStorage.getItem("signedIn")).toBe("true");
  });

  it("completes the login callback on /pricing, remembers the session and hands back the plan", async () => {
    window.history.replaceState(null, "", callbackUrl);
    sessionStorage.setItem("pendingLoginCallback", window.location.href);
    const sdk = fakeSdk();
    const { session } = sessionWith(sdk);
    expect(session.getSnapshot().status).toBe("loading");
    expect(await session.start()).toEqual({ kind: "login", user: ana, appState: { checkout: maxAnnual } });
    expect(sdk.handleRedirectCallback).toHaveBeenCalledWith(window.location.href);
    expect(localStorage.getItem("signedIn")).toBe("true");
    expect(sessionStorage.getItem("pendingLoginCallback")).toBeNull();
  });

  it("keeps a failed callback's error for the visitor to read", async () => {
    window.history.replaceState(null, "", callbackUrl);
    const sdk = fakeSdk();
    sdk.handleRedirectCallback.mockRejectedValue(new Error("Invalid state"));
    const { session } = sessionWith(sdk);
    expect(await session.start()).toEqual({ kind: "failed-login", appState: undefined });
    expect(session.getSnapshot()).toMatchObject({ status: "anonymous", error: new Error("Invalid state") });
    session.dismissError();
    expect(session.getSnapshot().error).toBeUndefined();
  });

  it("hands back the plan of a login the provider returned with an error (a cancelled sign-up)", async () => {
    window.history.replaceState(null, "", "/pricing?error=access_denied&state=xyz");
    const sdk = fakeSdk();
    // The SDK's AuthenticationError carries the login's app state.
    const cancelled = Object.assign(new Error("Sign-up was cancelled."), {
      error: "access_denied",
      appState: { checkout: maxAnnual },
    });
    sdk.handleRedirectCallback.mockRejectedValue(cancelled);
    const { session } = sessionWith(sdk);
    expect(await session.start()).toEqual({ kind: "failed-login", appState: { checkout: maxAnnual } });
    expect(session.getSnapshot()).toMatchObject({ status: "anonymous", error: cancelled });
  });

  it("completes a callback the visitor left /pricing with, on another page", async () => {
    window.history.replaceState(null, "", "/signup?from=pricing&plan=max-annual");
    sessionStorage.setItem("pendingLoginCallback", `http://localhost${callbackUrl}`);
    const sdk = fakeSdk();
    const { session } = sessionWith(sdk);
    expect(await session.start()).toMatchObject({ kind: "login", user: ana });
    expect(sdk.handleRedirectCallback).toHaveBeenCalledWith(`http://localhost${callbackUrl}`);
    expect(sessionStorage.getItem("pendingLoginCallback")).toBeNull();
  });

  it("falls back to the session when a left callback was taken already (it works once)", async () => {
    localStorage.setItem("signedIn", "true");
    sessionStorage.setItem("pendingLoginCallback", `http://localhost${callbackUrl}`);
    const sdk = fakeSdk();
    sdk.handleRedirectCallback.mockRejectedValue(
      Object.assign(new Error("Invalid state"), { error: "missing_transaction" }),
    );
    const { session } = sessionWith(sdk);
    expect(await session.start()).toEqual({ kind: "restored", user: ana });
    expect(session.getSnapshot().error).toBeUndefined();
  });
});

describe("an access token for the site's API", () => {
  it("comes from the SDK once the remembered session is restored", async () => {
    localStorage.setItem("signedIn", "true");
    const sdk = fakeSdk();
    const { session } = sessionWith(sdk);
    expect(await session.accessToken()).toBe("api-access-token");
    expect(sdk.checkSession).toHaveBeenCalledOnce();
    expect(sdk.checkSession.mock.invocationCallOrder[0]).toBeLessThan(
      sdk.getTokenSilently.mock.invocationCallOrder[0]!,
    );
  });

  it("waits for this page's login callback before asking for it", async () => {
    window.history.replaceState(null, "", callbackUrl);
    const sdk = fakeSdk();
    const { session } = sessionWith(sdk);
    expect(await session.accessToken()).toBe("api-access-token");
    expect(sdk.handleRedirectCallback.mock.invocationCallOrder[0]).toBeLessThan(
      sdk.getTokenSilently.mock.invocationCallOrder[0]!,
    );
  });

  it("is none, without the SDK, for a visitor who never signed in", async () => {
    const { session, createClient } = sessionWith(fakeSdk());
    expect(await session.accessToken()).toBeUndefined();
    expect(createClient).not.toHaveBeenCalled();
  });

  it("is none when the provider says nobody is signed in", async () => {
    localStorage.setItem("signedIn", "true");
    const sdk = fakeSdk();
    sdk.getUser.mockResolvedValue(undefined);
    const { session } = sessionWith(sdk);
    expect(await session.accessToken()).toBeUndefined();
    expect(sdk.getTokenSilently).not.toHaveBeenCalled();
  });

  it("rejects with the SDK's error", async () => {
    localStorage.setItem("signedIn", "true");
    const sdk = fakeSdk();
    const expired = Object.assign(new Error("Unknown or invalid refresh token."), { error: "invalid_grant" });
    sdk.getTokenSilently.mockRejectedValue(expired);
    const { session } = sessionWith(sdk);
    await expect(session.accessToken()).rejects.toBe(expired);
  });
});

describe("signing up and out", () => {
  it("leaves for the hosted sign-up with the plan carried through, out of the history when asked", async () => {
    const sdk = fakeSdk();
    const { session } = sessionWith(sdk);
    await session.signUp({ checkout: maxAnnual }, { replace: true });
    expect(sdk.loginWithRedirect).toHaveBeenCalledWith({
      appState: { checkout: maxAnnual },
      authorizationParams: { screen_hint: "signup" },
      openUrl: expect.any(Function),
    });
  });

  it("logs out through the provider back to the landing page, forgetting the session", async () => {
    localStorage.setItem("signedIn", "true");
    const sdk = fakeSdk();
    const { session } = sessionWith(sdk);
    expect(await session.logOut()).toBe(true);
    expect(sdk.logout).toHaveBeenCalledWith({ logoutParams: { returnTo: "http://localhost:3000/" } });
    expect(localStorage.getItem("signedIn")).toBeNull();
  });

  it("says why a log-out failed, and stays", async () => {
    const sdk = fakeSdk();
    sdk.logout.mockRejectedValue(new TypeError("Failed to fetch"));
    const { session } = sessionWith(sdk);
    expect(await session.logOut()).toBe(false);
    expect(session.getSnapshot().error).toBeInstanceOf(TypeError);
  });
});
