// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub, Outlet } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { rootData } from "~/shared/i18n/page-copy";
import { renderUnderRoot } from "../../../testing/app/under-root";
import { ErrorScreen } from "./error-screen";

afterEach(cleanup);

describe("designed error screens", () => {
  it("not found: says so, with ways home and to pricing", async () => {
    await renderUnderRoot(<ErrorScreen kind="not-found" />);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toMatch(/wrong note/);
    expect(screen.getByRole("link", { name: "Go to the home page" }).getAttribute("href")).toBe("/");
    expect(screen.getByRole("link", { name: "See pricing" }).getAttribute("href")).toBe("/pricing");
  });

  it("a route error shows the designed page, never the router's default", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const Stub = createRoutesStub([
      {
        id: "root",
        path: "/",
        loader: () => rootData(new Request("https://example.com/")),
        HydrateFallback: () => null,
        Component: Outlet,
        children: [
          {
            index: true,
            Component: () => {
              throw new Error("boom");
            },
            ErrorBoundary: () => <ErrorScreen kind="error" />,
          },
        ],
      },
    ]);
    render(<Stub initialEntries={["/"]} />);
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe("Something went wrong");
    expect(screen.queryByText("Unexpected Application Error!")).toBeNull();
  });
});
