// A part of a page rendered as the page renders it: under the root route, with the root's data (the
// page's language and the words every page shares, shared/i18n/locale.ts), at the page's address.
import type { ReactNode } from "react";
import { render, waitFor, type RenderResult } from "@testing-library/react";
import { createRoutesStub, Outlet } from "react-router";
import { rootData } from "~/shared/i18n/page-copy";

/** Renders `element` at `path` under the root's data; resolves once it is on the page. */
export async function renderUnderRoot(element: ReactNode, path = "/"): Promise<RenderResult> {
  let shown = false;
  const Page = () => {
    shown = true;
    return element;
  };
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => rootData(new Request(new URL(path, "https://example.com"))),
      HydrateFallback: () => null,
      Component: Outlet,
      children: [path === "/" ? { index: true, Component: Page } : { path: path.slice(1), Component: Page }],
    },
  ]);
  const result = render(<Stub initialEntries={[path]} />);
  await waitFor(() => {
    if (!shown) throw new Error("Not on the page yet.");
  });
  return result;
}
