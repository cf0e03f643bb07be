// /glow's script draws a paid browser's welcome before the first paint, and nothing for anyone else.
import { afterEach, describe, expect, it, vi } from "vitest";
import { resetMemoryStorage } from "~/shared/storage";

const root = document.documentElement;

async function runScriptAt(address: string) {
  window.history.replaceState(null, "", address);
  vi.resetModules();
  await import("./glow-script");
  return root.getAttribute("data-glow-screen");
}

afterEach(() => {
  localStorage.clear();
  resetMemoryStorage();
  for (const flag of ["data-glow-screen", "data-auth-pending"]) root.removeAttribute(flag);
});

describe("/glow's script", () => {
  it("draws what a paid browser bought, or thanks where the address does not say", async () => {
    localStorage.setItem("hasPaid", "true");
    expect(await runScriptAt("/glow?bought=research")).toBe("research");
    expect(await runScriptAt("/de/glow?bought=plan")).toBe("plan");
    expect(await runScriptAt("/glow?bought=everything")).toBe("thanks");
  });

  it("draws nothing for a browser that has not paid, whatever the address says, nor for a probable session", async () => {
    localStorage.setItem("hasPaid", "false");
    expect(await runScriptAt("/glow?bought=research")).toBeNull();
    localStorage.setItem("hasPaid", "true");
    root.setAttribute("data-auth-pending", "");
    expect(await runScriptAt("/glow?bought=research")).toBeNull();
  });
});
