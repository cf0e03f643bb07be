// @vitest-environment jsdom
// Where a person goes once the hosted login has sent them back: decided by after-login.ts, with the
// site's API faked as for every signed-in press.
import { afterEach, describe, expect, it } from "vitest";
import type { LoginAppState } from "~/shared/auth/auth-session";
import { afterLoginDestination } from "./after-login";
import { ana, api, deps, forgetHandOff } from "../../../testing/app/hand-off-fakes";

afterEach(forgetHandOff);

const session = () => deps({ kind: "restored", user: ana }).session;

describe("after the login", () => {
  it("stays on the plans when the login carried no plan and no account intent, or no person", () => {
    expect(afterLoginDestination(undefined, "en", ana, session())).toBeNull();
    expect(afterLoginDestination({}, "en", ana, session())).toBeNull();
    expect(afterLoginDestination({ offer: "max-annual" }, "en", undefined, session())).toBeNull();
  });

  it("goes on to the checkout the site's API makes for the plan picked before signing up", async () => {
    const calls = api({ "/api/checkout": [200, { action: "checkout", url: "https://billing.example/c/1" }] });
    const appState = { offer: "max-annual" } as const;
    await expect(afterLoginDestination(appState, "de", ana, session())).resolves.toBe("https://billing.example/c/1");
    expect(calls[0]).toMatchObject({ path: "/api/checkout", body: { offer: "max-annual", locale: "de" } });
  });

  it("reads what came back through the provider's page as untrusted: an unknown offer is none", () => {
    const tampered = { offer: "max-forever" } as unknown as LoginAppState;
    expect(afterLoginDestination(tampered, "en", ana, session())).toBeNull();
  });

  it("goes on to the portal for an account intent", async () => {
    api({ "/api/portal": [200, { url: "https://billing.example/p/1" }] });
    await expect(afterLoginDestination({ account: "cancel" }, "fr", ana, session())).resolves.toBe(
      "https://billing.example/p/1",
    );
  });

  it("when the API cannot, goes to the hand-off page, which tries again and says why", async () => {
    api({ "/api/checkout": [503, { error: "not now" }], "/api/portal": [503, { error: "not now" }] });
    const appState = { offer: "pro-monthly" } as const;
    await expect(afterLoginDestination(appState, "de", ana, session())).resolves.toMatch(
      /^\/de\/signup\?.*plan=pro-monthly/,
    );
    await expect(afterLoginDestination({ account: "manage" }, "en", ana, session())).resolves.toMatch(
      /^\/account\?go=manage/,
    );
  });
});
