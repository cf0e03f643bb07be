import { CheckoutReturn } from "~/components/checkout-return";
import { site } from "~/content/site";
import type { Route } from "./+types/failure";

export const meta: Route.MetaFunction = () => [
  { title: `Payment not completed · ${site.name}` },
  { name: "robots", content: "noindex" },
];

export default function Failure() {
  return <CheckoutReturn outcome="not-paid" />;
}
