// /account as the browser has it before its script runs: the page's markup, rendered by its route
// module with the route's own loader, put in the document without React.
import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub, Outlet, useLoaderData } from "react-router";
import { localizedPath, type Locale } from "~/contracts/locales";
import { paths } from "~/contracts/paths";
import { loader } from "~/features/hand-off/page/hand-off-route";
import { SignUpHandOff } from "~/features/hand-off/page/hand-off-screen";
import { rootData } from "~/shared/i18n/page-copy";

/** /account as it is prerendered in `locale`, put in the document without React, as the browser has it. */
export async function prerenderedAccount(locale: Locale) {
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
