import { ErrorScreen } from "~/components/error-screen";
import { site } from "~/content/site";
import { pageMeta } from "~/lib/seo";
import { paths } from "~/paths";
import type { Route } from "./+types/not-found";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: `Page not found · ${site.name}`,
    description: site.description,
    path: paths.notFound,
    noindex: true,
  });

export default function NotFound() {
  return <ErrorScreen kind="not-found" />;
}
