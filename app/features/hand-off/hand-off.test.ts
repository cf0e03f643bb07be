// @vitest-environment jsdom
// The hand-off with a fake session and provider: where a signed-out visitor is sent, and when.
import { afterEach, describe, expect, it, vi } from "vitest";
import { handOff } from "./hand-off";
import { ana, anonymous, api, deps, forgetHandOff } from "../../../testing/app/hand-off-fakes";

afterEach(forgetHandOff);

describe("the hand-off", () => {
  it("sends an anonymous visitor to the hosted sign-up with the plan, tracked, once the provider answered", async () => {
    let answer = () => {};
    const fake = deps(anonymous, new Promise<void>((resolve) => (answer = resolve)));
    const handingOff = handOff("?from=pricing&plan=max-annual", "en", fake);
    await vi.waitFor(() => expect(fake.session.prepare).toHaveBeenCalled()); // the SDK gets ready meanwhile
    expect(fake.session.signUp).not.toHaveBeenCalled();
    answer();
    await handingOff;
    expect(fake.order).toEqual(["prepare", "tracked Clicked Sign Up (pricing)", "provider answered", "sign-up"]);
    expect(fake.session.signUp).toHaveBeenCalledWith({ offer: "max-annual" }, { replace: true });
    expect(fake.leave).not.toHaveBeenCalled();
  });

  it("has a person whose session ended at the provider log in again, with the plan", async () => {
    api({ "/api/checkout": [401, { error: "Sign in again." }] });
    const fake = deps({ kind: "restored", user: ana });
    await handOff("?from=pricing&plan=max-annual", "en", fake);
    expect(fake.leave).not.toHaveBeenCalled();
    expect(fake.session.signUp).toHaveBeenCalledWith({ offer: "max-annual" }, { replace: true });
  });

  it("has anyone else log in first, carrying what they came for, without counting a sign-up", async () => {
    const fake = deps(anonymous);
    await handOff("?go=cancel", "en", fake);
    expect(fake.session.signUp).toHaveBeenCalledWith({ account: "cancel" }, { replace: true, login: true });
    expect(fake.track).not.toHaveBeenCalled();
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
