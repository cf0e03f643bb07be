import { PaymentConfirmation } from "~/sections/checkout-return/payment-confirmation";
import { site } from "~/content/site";
import { pageMeta } from "~/lib/seo";
import { paths } from "~/paths";
import type { Route } from "./+types/success";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: `Your payment · ${site.name}`,
    description: site.description,
    path: paths.success,
    noindex: true,
  });

export default function Success() {
  return <PaymentConfirmation />;
}
