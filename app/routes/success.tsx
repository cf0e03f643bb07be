import { CheckoutReturn } from "~/components/checkout-return";
import { site } from "~/content/site";
import { pageMeta } from "~/lib/seo";
import { paths } from "~/paths";
import type { Route } from "./+types/success";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: `Payment received · ${site.name}`,
    description: site.description,
    path: paths.success,
    noindex: true,
  });

export default function Success() {
  return <CheckoutReturn outcome="paid" />;
}
