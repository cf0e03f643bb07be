// @vitest-environment jsdom
// The account menu of the hand-off pages, run by the page's script (page-account.ts), on the
// markup the page prerenders (page-account-menu.tsx).
import { cleanup } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderUnderRoot } from "../../../../testing/app/under-root";
import { HandOffAccountMenu } from "./page-account-menu";
import { handOffAccount, showHandOffAccount } from "./page-account";

const ana = { sub: "auth0|1", name: "Ana Lima", email: "ana@example.com" };

/** The menu's markup as /account prerenders it, with a link outside it, and no React running it. */
async function prerendered() {
  const Page = () => (
    <>
      <header>
        <HandOffAccountMenu />
      </header>
      <main>
        <a href="/pricing">See the plans</a>
      </main>
    </>
  );
  const html = (await renderUnderRoot(<Page />, "/account")).container.innerHTML;
  cleanup();
  document.body.innerHTML = html;
  const menu = document.querySelector(`[${handOffAccount.menu}]`)!;
  const button = menu.querySelector("button")!;
  return {
    button,
    logOut: menu.querySelector<HTMLButtonElement>(`[${handOffAccount.logOut}]`)!,
    panel: document.getElementById(button.getAttribute("aria-controls")!)!,
    name: () => button.textContent,
  };
}

afterEach(() => {
  document.body.innerHTML = "";
  document.documentElement.removeAttribute("data-signed-in");
});

describe("the hand-off pages' account menu", () => {
  it("shows the person's name, or their email, once the session knows them", async () => {
    const menu = await prerendered();
    showHandOffAccount(ana, { logOut: vi.fn() });
    expect(document.documentElement.hasAttribute("data-signed-in")).toBe(true);
    expect(menu.name()).toContain("Account: Ana Lima");

    const other = await prerendered();
    showHandOffAccount({ email: "bo@example.com" }, { logOut: vi.fn() });
    expect(other.name()).toContain("bo@example.com");

    const nameless = await prerendered();
    showHandOffAccount({ sub: "auth0|2" }, { logOut: vi.fn() });
    expect(nameless.name()).toContain("Your account");
  });

  it("opens and closes on its button, closes on Escape (focus back on the button) and on a press elsewhere", async () => {
    const { button, panel } = await prerendered();
    showHandOffAccount(ana, { logOut: vi.fn() });
    button.click();
    expect(button.getAttribute("aria-expanded")).toBe("true");
    expect(panel.hidden).toBe(false);
    button.click();
    expect(panel.hidden).toBe(true);

    button.click();
    panel.querySelector("a")!.focus();
    document.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape" }));
    expect(panel.hidden).toBe(true);
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(button);

    button.click();
    document.querySelector("main a")!.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    expect(panel.hidden).toBe(true);
  });

  it("logs out through the page's session", async () => {
    const { button, logOut } = await prerendered();
    const session = { logOut: vi.fn(async () => true) };
    showHandOffAccount(ana, session);
    button.click();
    logOut.click();
    expect(session.logOut).toHaveBeenCalledTimes(1);
    expect(button.getAttribute("aria-expanded")).toBe("true"); // a press inside keeps it open
  });
});
