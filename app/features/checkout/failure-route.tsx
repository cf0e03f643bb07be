import { site } from "~/shared/content/site";
import { CheckoutFailure } from "~/features/checkout/checkout-failure";
import { pageCopy, requestLocale } from "~/shared/i18n/page-copy";
import { pageMeta, rootDataOf } from "~/shared/seo/seo";
import { paths } from "~/contracts/paths";
import type { Route } from "./+types/failure-route";

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
