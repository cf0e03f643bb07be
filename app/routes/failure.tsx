import { site } from "~/content/site";
import { CheckoutFailure } from "~/sections/checkout-return/checkout-failure";
import { pageCopy, requestLocale } from "~/lib/page-copy";
import { pageMeta, rootDataOf } from "~/lib/seo";
import { paths } from "~/paths";
import type { Route } from "./+types/failure";

// Runs at build time (the page is prerendered in each language).
export function loader({ request }: Route.LoaderArgs) {
  return { copy: pageCopy(requestLocale(request), "checkout") };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const root = rootDataOf(matches);
  return pageMeta(root, {
    title: `${loaderData.copy.failurePageTitle} · ${site.name}`,
    description: root.common.description,
    path: paths.failure,
    noindex: true,
  });
};

export default function Failure({ loaderData }: Route.ComponentProps) {
  return <CheckoutFailure copy={loaderData.copy} />;
}
