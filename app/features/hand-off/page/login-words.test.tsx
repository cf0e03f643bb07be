// /account for a Log in press: the page, prerendered in a subscription's words, speaks of logging in
// once its script has run, in every language.
import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub, Outlet, useLoaderData } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { localizedPath, locales, type Locale } from "~/contracts/locales";
import { paths } from "~/contracts/paths";
import { pageCopy, rootData } from "~/shared/i18n/page-copy";
import { loader } from "./hand-off-route";
import { SignUpHandOff } from "./hand-off-screen";
import { showLoginWords } from "./login-words";

/** /account as it is prerendered in `locale`, put in the document without React, as the browser has it. */
async function prerenderedAccount(locale: Locale) {
  const path = localizedPath(paths.account, locale);
  const request = () => new Request(new URL(path, "https://example.com"));
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => rootData(request()),
      HydrateFallback: () => null,
      Component: Outlet,
      children: [
        {
          path: path.slice(1),
          loader: () => loader({ request: request(), params: {}, context: {} } as Parameters<typeof loader>[0]),
          Component: () => {
            const { copy, choice } = useLoaderData<typeof loader>();
            return <SignUpHandOff copy={copy} choice={choice} />;
          },
        },
      ],
    },
  ]);
  render(<Stub initialEntries={[path]} />);
  await screen.findAllByRole("heading", { level: 1 });
  const html = document.body.innerHTML;
  cleanup();
  document.body.innerHTML = html;
}

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
