import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";
import { paths } from "./paths";

// Paths come from paths.ts (every link is built there too); React Router wants them without the
// leading slash.
const at = (path: string) => path.replace(/^\//, "");

export default [
  layout("routes/site-layout.tsx", [
    index("routes/landing.tsx", { id: "landing" }),
    route(at(paths.home), "routes/landing.tsx", { id: "home" }),
    route(at(paths.pricing), "routes/pricing.tsx"),
    route(at(paths.paywallPattern), "routes/paywall.tsx"),
    route(at(paths.signUp), "routes/sign-up.tsx"),
    route(at(paths.glow), "routes/glow.tsx"),
    route("*", "routes/not-found.tsx"),
  ]),
  route(at(paths.robots), "routes/robots-txt.ts"),
  route(at(paths.sitemap), "routes/sitemap-xml.ts"),
  route(at(paths.success), "routes/success.tsx"),
  route(at(paths.failure), "routes/failure.tsx"),
] satisfies RouteConfig;
