// @vitest-environment jsdom
// What /account says when it cannot send the person on, in the words its markup carries: the API's
// answer, or why the identity provider gave no access token for the API (the spec's 'Get access
// token failed' when it gives no code).
import { afterEach, describe, expect, it } from "vitest";
import { pageCopy } from "~/shared/i18n/page-copy";
import { prerenderedAccount } from "../../../../testing/app/hand-off-page";
import { AccountFailure } from "../signed-in-destination";
import { failureText } from "./failure-message";
import { HAND_OFF_MESSAGE_ID } from "./hand-off-message";

afterEach(() => {
  document.body.innerHTML = "";
});

describe("/account's failure message", () => {
  it.each([
    ["nothing to open", new AccountFailure("none"), "none", null],
    ["the API cannot now", new AccountFailure("unavailable"), "unavailable", null],
    ["the API out of reach", new AccountFailure("unreachable"), "unavailable", null],
    [
      "a token refused without a code",
      new AccountFailure("unreachable", { reason: "failed", code: "Get access token failed" }),
      "failed",
      "Get access token failed",
    ],
    [
      "the API refused to the person",
      new AccountFailure("unreachable", { reason: "failed", code: "access_denied" }),
      "failed",
      "access_denied",
    ],
    [
      "the provider in trouble",
      new AccountFailure("unreachable", { reason: "failed", code: "temporarily_unavailable" }),
      "busy",
      "temporarily_unavailable",
    ],
    ["the provider out of reach", new AccountFailure("unreachable", { reason: "unreachable" }), "unreachable", null],
    ["a sign-in that failed", Object.assign(new Error("?"), { error: "server_error" }), "busy", "server_error"],
  ] as const)("says why: %s", async (_case, error, words, code) => {
    const { authAlert } = pageCopy("de", "common");
    const { account } = pageCopy("de", "signUp");
    const expected = { ...authAlert, none: account.none, unavailable: account.unavailable }[words];
    await prerenderedAccount("de");
    const message = document.getElementById(HAND_OFF_MESSAGE_ID)!;
    expect(failureText(error, message)).toBe(code ? `${expected} ${authAlert.code.replace("{code}", code)}` : expected);
  });
});
