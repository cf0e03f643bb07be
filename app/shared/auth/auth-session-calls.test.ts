// @vitest-environment jsdom
// The sign-in session with a fake identity SDK: access tokens for the site's API, and what signing
// up and out do.
import { afterEach, describe, expect, it } from "vitest";
import { callbackUrl, fakeSdk, sessionWith, forgetSessions } from "../../../testing/app/identity-sdk-fake";

afterEach(forgetSessions);

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
    await session.signUp({ offer: "max-annual" }, { replace: true });
    expect(sdk.loginWithRedirect).toHaveBeenCalledWith({
      appState: { offer: "max-annual" },
      authorizationParams: { screen_hint: "signup" },
      openUrl: expect.any(Function),
    });
  });

  it("logs out through the provider back to the landing page, forgetting the session and what the person had", async () => {
    localStorage.setItem("signedIn", "true");
    localStorage.setItem("hasPaid", "true");
    sessionStorage.setItem("justConfirmed", JSON.stringify({ offer: "paywall-yearly" }));
    const sdk = fakeSdk();
    const { session } = sessionWith(sdk);
    expect(await session.logOut()).toBe(true);
    expect(sdk.logout).toHaveBeenCalledWith({ logoutParams: { returnTo: "http://localhost:3000/" } });
    // Whichever page logs out (the app's menu, or the /signup and /account pages' own): the next
    // person at this browser is nobody's subscriber.
    expect(localStorage.getItem("signedIn")).toBeNull();
    expect(localStorage.getItem("hasPaid")).toBe("false");
    expect(sessionStorage.getItem("justConfirmed")).toBeNull();
  });

  it("says why a log-out failed, and stays", async () => {
    const sdk = fakeSdk();
    sdk.logout.mockRejectedValue(new TypeError("Failed to fetch"));
    const { session } = sessionWith(sdk);
    expect(await session.logOut()).toBe(false);
    expect(session.getSnapshot().error).toBeInstanceOf(TypeError);
  });
});
