import { site } from "~/shared/site";
import { ErrorScreen } from "~/shared/ui/error-screen";
import { pageMeta, rootDataOf } from "~/shared/seo/seo";
import { paths } from "~/contracts/paths";
import type { Route } from "./+types/not-found-route";

// No loader: any unknown address lands here, also in the browser, where only the prerendered
// pages have data. Its words are the ones every page shares (the root route's).
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
