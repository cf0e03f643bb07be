// @vitest-environment jsdom
import type { ReactNode } from "react";
import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ErrorScreen } from "./error-screen";

afterEach(cleanup);

function renderAt(element: ReactNode) {
  const Stub = createRoutesStub([{ path: "/", Component: () => element }]);
  render(<Stub initialEntries={["/"]} />);
}

describe("designed error screens", () => {
  it("not found: says so, with ways home and to pricing", () => {
    renderAt(<ErrorScreen kind="not-found" />);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toMatch(/wrong note/);
    expect(screen.getByRole("link", { name: "Go to the home page" }).getAttribute("href")).toBe("/");
    expect(screen.getByRole("link", { name: "See pricing" }).getAttribute("href")).toBe("/pricing");
  });

  it("a route error shows the designed page, never the router's default", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const Stub = createRoutesStub([
      {
        path: "/",
        Component: () => {
          throw new Error("boom");
        },
        ErrorBoundary: () => <ErrorScreen kind="error" />,
      },
    ]);
    render(<Stub initialEntries={["/"]} />);
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe("Something went wrong");
    expect(screen.queryByText("Unexpected Application Error!")).toBeNull();
  });
});
