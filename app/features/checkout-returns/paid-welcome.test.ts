// @vitest-environment jsdom
// /glow's script draws a paid browser's welcome before the first paint, and nothing for anyone else.
import { afterEach, describe, expect, it } from "vitest";
import { resetMemoryStorage } from "~/shared/browser/storage";
import { noteJustConfirmed } from "./bought-query";
import { drawPaidWelcome } from "./paid-welcome";

const root = document.documentElement;

function runScriptAt(address: string) {
  window.history.replaceState(null, "", address);
  root.removeAttribute("data-glow-screen");
  drawPaidWelcome();
  return root.getAttribute("data-glow-screen");
}

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  resetMemoryStorage();
  for (const flag of ["data-glow-screen", "data-auth-pending"]) root.removeAttribute(flag);
});

describe("/glow's script", () => {
  it("draws what a paid browser bought, or thanks where the address does not say", () => {
    localStorage.setItem("hasPaid", "true");
    expect(runScriptAt("/glow?bought=research")).toBe("research");
    expect(runScriptAt("/de/glow?bought=plan")).toBe("plan");
    expect(runScriptAt("/glow?bought=everything")).toBe("thanks");
  });

  it("draws nothing for a browser that has not paid, whatever the address says, nor for a probable session", () => {
    localStorage.setItem("hasPaid", "false");
    expect(runScriptAt("/glow?bought=research")).toBeNull();
    localStorage.setItem("hasPaid", "true");
    root.setAttribute("data-auth-pending", "");
    expect(runScriptAt("/glow?bought=research")).toBeNull();
  });

  it("welcomes a probable session at once to what /success has just confirmed, once", () => {
    localStorage.setItem("hasPaid", "true");
    root.setAttribute("data-auth-pending", "");
    noteJustConfirmed("plan");
    expect(runScriptAt("/glow?bought=research")).toBeNull(); // not what was confirmed; the note is spent
    noteJustConfirmed("plan");
    expect(runScriptAt("/glow?bought=plan")).toBe("plan");
    expect(runScriptAt("/glow?bought=plan")).toBeNull(); // a reload waits for the app
  });
});
