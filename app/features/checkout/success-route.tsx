import { site } from "~/shared/content/site";
import { PaymentConfirmation } from "~/features/checkout/payment-confirmation";
import { pageCopy, requestLocale } from "~/shared/i18n/page-copy";
import { pageMeta, rootDataOf } from "~/shared/seo/seo";
import { paths } from "~/contracts/paths";
import type { Route } from "./+types/success-route";

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
