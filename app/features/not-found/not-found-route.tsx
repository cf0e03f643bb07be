import { site } from "~/shared/site/site";
import type { PageHandle } from "~/shared/site/page-handle";
import { ErrorScreen } from "~/shared/ui/error-screen";
import { pageMeta, rootDataOf } from "~/shared/seo/seo";
import { paths } from "~/contracts/paths";
import type { Route } from "./+types/not-found-route";

// No loader: any unknown address lands here, also in the browser, where only the prerendered
// pages have data. Its words are the ones every page shares (the root route's).
/** Every control here works from the HTML and the boot script (docs/decisions/017-app-when-needed.md). */
export const handle: PageHandle = { hydrate: "when-needed" };

export const meta: Route.MetaFunction = ({ matches }) => {
  const root = rootDataOf(matches);
  return pageMeta(root, {
    title: `${root.common.notFound.pageTitle} · ${site.name}`,
    description: root.common.description,
    path: paths.notFound,
    noindex: true,
  });
};

export default function NotFound() {
  return <ErrorScreen kind="not-found" />;
}
