// @vitest-environment jsdom
// The sign-in session with the identity SDK replaced by a fake handed in: how a page's session
// begins (a login callback, a remembered session, nothing).
import { afterEach, describe, expect, it } from "vitest";
import { ana, callbackUrl, fakeSdk, sessionWith, forgetSessions } from "../../../testing/app/identity-sdk-fake";

afterEach(forgetSessions);

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
    expect(await session.start()).toEqual({ kind: "login", user: ana, appState: { offer: "max-annual" } });
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
      appState: { offer: "max-annual" },
    });
    sdk.handleRedirectCallback.mockRejectedValue(cancelled);
    const { session } = sessionWith(sdk);
    expect(await session.start()).toEqual({ kind: "failed-login", appState: { offer: "max-annual" } });
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
