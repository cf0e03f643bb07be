// @vitest-environment jsdom
import { act, cleanup, render } from "@testing-library/react";
import { createMemoryRouter, Outlet, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { resetAnalytics } from "~/shared/analytics/analytics";
import { resetMemoryStorage } from "~/shared/browser/storage";
import { useVisitor } from "./use-visitor";

afterEach(() => {
  cleanup();
  delete window.dataLayer;
  localStorage.clear();
  sessionStorage.clear();
  resetMemoryStorage();
  resetAnalytics();
});

function Layout() {
  useVisitor();
  return <Outlet />;
}

/** The site's layout with the hook, at `url`; returns the router to navigate with. */
function visit(url: string) {
  const router = createMemoryRouter(
    [{ path: "/", Component: Layout, children: [{ index: true }, { path: "pricing" }, { path: "glow" }] }],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

/** The page_path of every page view sent to gtag's queue, in order. */
function pageViews(): string[] {
  return (window.dataLayer ?? [])
    .map((call) => Array.from(call as ArrayLike<unknown>))
    .filter(([command, name]) => command === "event" && name === "page_view")
    .map(([, , params]) => (params as { page_path: string }).page_path);
}

describe("useVisitor", () => {
  it("sets up a first visitor: a 9-character userId and hasPaid 'false'", () => {
    visit("/");
    expect(localStorage.getItem("userId")).toMatch(/^[A-Za-z0-9]{9}$/);
    expect(localStorage.getItem("hasPaid")).toBe("false");
  });

  it("leaves a returning visitor's id and payment flag alone", () => {
    localStorage.setItem("userId", "Abc123xyz");
    localStorage.setItem("hasPaid", "true");
    visit("/pricing");
    expect(localStorage.getItem("userId")).toBe("Abc123xyz");
    expect(localStorage.getItem("hasPaid")).toBe("true");
  });

  it("takes the page view the boot script sent for the document as its own, and reports the next ones", async () => {
    document.documentElement.setAttribute("data-page-view-sent", "");
    const router = visit("/");
    expect(pageViews()).toEqual([]);
    expect(document.documentElement.hasAttribute("data-page-view-sent")).toBe(false);
    await act(() => router.navigate("/pricing"));
    expect(pageViews()).toEqual(["/pricing"]);
  });

  it("reports one page view per navigation", async () => {
    const router = visit("/");
    expect(pageViews()).toEqual(["/"]);
    await act(() => router.navigate("/pricing"));
    await act(() => router.navigate("/glow"));
    await act(() => router.navigate("/pricing"));
    expect(pageViews()).toEqual(["/", "/pricing", "/glow", "/pricing"]);
  });

  it("does not count replacing the URL of the same page (dropping login callback parameters)", async () => {
    const router = visit("/pricing?code=abc&state=xyz");
    await act(() => router.navigate("/pricing", { replace: true }));
    expect(pageViews()).toEqual(["/pricing"]);
    await act(() => router.navigate("/glow", { replace: true }));
    expect(pageViews()).toEqual(["/pricing", "/glow"]);
  });

  it("loads no analytics script when no measurement id is configured", () => {
    visit("/");
    expect(document.querySelector('script[src*="googletagmanager"]')).toBeNull();
  });
});
