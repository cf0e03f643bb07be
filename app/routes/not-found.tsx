import { ErrorScreen } from "~/components/error-screen";
import { site } from "~/content/site";
import type { Route } from "./+types/not-found";

export const meta: Route.MetaFunction = () => [
  { title: `Page not found · ${site.name}` },
  { name: "robots", content: "noindex" },
];

export default function NotFound() {
  return <ErrorScreen kind="not-found" />;
}
