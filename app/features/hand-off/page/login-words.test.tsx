// @vitest-environment jsdom
// /account for a Log in press: the page, prerendered in a subscription's words, speaks of logging in
// once its script has run, in every language.
import { afterEach, describe, expect, it } from "vitest";
import { locales } from "~/contracts/locales";
import { pageCopy } from "~/shared/i18n/page-copy";
import { prerenderedAccount } from "../../../../testing/app/hand-off-page";
import { showLoginWords } from "./login-words";

afterEach(() => {
  document.body.innerHTML = "";
});

describe("/account after a Log in press", () => {
  it.each(locales)("speaks of logging in, not of a subscription (%s)", async (locale) => {
    const { account } = pageCopy(locale, "signUp");
    await prerenderedAccount(locale);
    document.title = `${account.title} · Photo Song`;
    const headings = () => [...document.querySelectorAll("h1")].map((h1) => h1.textContent);
    expect(headings()).toContain(account.title);

    showLoginWords();

    expect(headings()).toEqual(expect.arrayContaining([account.login.title, account.login.failedTitle]));
    expect(headings()).not.toContain(account.title);
    expect(headings()).not.toContain(account.failedTitle);
    expect(document.body.textContent).toContain(account.login.text);
    expect(document.body.textContent).not.toContain(account.text);
    expect(document.title).toBe(`${account.login.title} · Photo Song`);
  });
});
