// The account menu of the hand-off pages, run by the page's script (page-account.ts), on the
// markup the page prerenders (page-account-menu.tsx: the same attributes).
import { afterEach, describe, expect, it, vi } from "vitest";
import { handOffAccount, showHandOffAccount } from "./page-account";

const ana = { sub: "auth0|1", name: "Ana Lima", email: "ana@example.com" };

function prerendered() {
  document.body.innerHTML = `
    <header><div ${handOffAccount.menu}>
      <button type="button" aria-expanded="false" aria-controls="panel">
        <span>Account: </span><span ${handOffAccount.name}>Your account</span>
      </button>
      <ul id="panel" hidden>
        <li><a href="/account?go=manage">Manage subscription</a></li>
        <li><button type="button" ${handOffAccount.logOut}>Log out</button></li>
      </ul>
    </div></header>
    <main><a href="/pricing">See the plans</a></main>`;
  const [button, logOut] = document.querySelectorAll("button");
  return {
    button: button!,
    logOut: logOut!,
    panel: document.getElementById("panel")!,
    name: () => button!.textContent,
  };
}

afterEach(() => {
  document.body.innerHTML = "";
  document.documentElement.removeAttribute("data-signed-in");
});

describe("the hand-off pages' account menu", () => {
  it("shows the person's name, or their email, once the session knows them", () => {
    const menu = prerendered();
    showHandOffAccount(ana, { logOut: vi.fn() });
    expect(document.documentElement.hasAttribute("data-signed-in")).toBe(true);
    expect(menu.name()).toContain("Account: Ana Lima");

    const other = prerendered();
    showHandOffAccount({ email: "bo@example.com" }, { logOut: vi.fn() });
    expect(other.name()).toContain("bo@example.com");

    const nameless = prerendered();
    showHandOffAccount({ sub: "auth0|2" }, { logOut: vi.fn() });
    expect(nameless.name()).toContain("Your account");
  });

  it("opens and closes on its button, closes on Escape (focus back on the button) and on a press elsewhere", () => {
    const { button, panel } = prerendered();
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

  it("logs out through the page's session", () => {
    const { button, logOut } = prerendered();
    const session = { logOut: vi.fn(async () => true) };
    showHandOffAccount(ana, session);
    button.click();
    logOut.click();
    expect(session.logOut).toHaveBeenCalledTimes(1);
    expect(button.getAttribute("aria-expanded")).toBe("true"); // a press inside keeps it open
  });
});
