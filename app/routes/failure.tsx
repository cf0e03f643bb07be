import { CheckoutFailure } from "~/sections/checkout-return/checkout-failure";
import { site } from "~/content/site";
import { pageMeta } from "~/lib/seo";
import { paths } from "~/paths";
import type { Route } from "./+types/failure";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: `Payment not completed · ${site.name}`,
    description: site.description,
    path: paths.failure,
    noindex: true,
  });

export default function Failure() {
  return <CheckoutFailure />;
}
