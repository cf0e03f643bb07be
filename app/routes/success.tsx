import { CheckoutReturn } from "~/components/checkout-return";
import { site } from "~/content/site";
import type { Route } from "./+types/success";

export const meta: Route.MetaFunction = () => [
  { title: `Payment received · ${site.name}` },
  { name: "robots", content: "noindex" },
];

export default function Success() {
  return <CheckoutReturn outcome="paid" />;
}
