// The cancellation pages as the browser has them before their scripts run, and fakes of the API's
// answers, for the pages' tests (app/features/cancellation/*.test.tsx).
import { cleanup, render, screen } from "@testing-library/react";
import type { ComponentType } from "react";
import { createRoutesStub, Outlet, useLoaderData } from "react-router";
import type { CancelLinkAnswer } from "~/contracts/cancel-api";
import { localizedPath, type Locale } from "~/contracts/locales";
import { rootData } from "~/shared/i18n/page-copy";

interface PageRoute {
  loader: (args: never) => { copy: unknown };
  Page: ComponentType<{ copy: never }>;
}

/** The page at `page` as prerendered in `locale`, in the document without React, at that address with `query`. */
export async function prerendered(page: string, locale: Locale, { loader, Page }: PageRoute, query = "") {
  const path = localizedPath(page, locale);
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
          loader: () => loader({ request: request(), params: {}, context: {} } as never),
          Component: () => <Page copy={(useLoaderData() as { copy: never }).copy} />,
        },
      ],
    },
  ]);
  render(<Stub initialEntries={[path]} />);
  await screen.findAllByRole("heading", { level: 1 });
  const html = document.body.innerHTML;
  cleanup();
  document.body.innerHTML = html;
  window.history.replaceState(null, "", `${path}${query}`);
}

/** What the page's script says (the outcome notes of a post without it are roles of their own). */
export const message = (name: "status" | "alert" | "withdraw-status" | "withdraw-alert" | "done" | "withdrawn") =>
  document.querySelector(`[data-message="${name}"]`)!.textContent;

export const json = (status: number, body: unknown = {}) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

/** The Pro plan in its trial, as a link's answer: untouched, or cancelled at the trial's end; `more` for a withdrawal. */
export const link = (
  standing: { cancelAtPeriodEnd: boolean },
  more: Partial<CancelLinkAnswer> = {},
): CancelLinkAnswer => ({
  subscription: {
    id: "sub_1",
    offer: "pro-monthly",
    status: "trialing",
    amount: 600,
    currency: "USD",
    interval: "month",
    trialEnd: "2027-03-04T10:00:00Z",
    currentPeriodEnd: "2027-03-04T10:00:00Z",
    endedAt: null,
    nextCharge: standing.cancelAtPeriodEnd
      ? null
      : { amount: 600, currency: "USD", on: "2027-03-04T10:00:00Z", tax: null, discount: null },
    addedByEmail: false,
    ...standing,
  },
  locale: "en",
  used: standing.cancelAtPeriodEnd,
  withdrawal: null,
  ...more,
});
