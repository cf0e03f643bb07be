import { site } from "~/content/site";
import { PaymentConfirmation } from "~/sections/checkout-return/payment-confirmation";
import { pageCopy, requestLocale } from "~/lib/page-copy";
import { pageMeta, rootDataOf } from "~/lib/seo";
import { paths } from "~/paths";
import type { Route } from "./+types/success";

// Runs at build time (the page is prerendered in each language).
export function loader({ request }: Route.LoaderArgs) {
  return { copy: pageCopy(requestLocale(request), "checkout") };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const root = rootDataOf(matches);
  return pageMeta(root, {
    title: `${loaderData.copy.successPageTitle} · ${site.name}`,
    description: root.common.description,
    path: paths.success,
    noindex: true,
  });
};

export default function Success({ loaderData }: Route.ComponentProps) {
  return <PaymentConfirmation copy={loaderData.copy} />;
}
