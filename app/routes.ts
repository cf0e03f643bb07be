import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

export default [
  layout("routes/site-layout.tsx", [
    index("routes/landing.tsx", { id: "landing" }),
    route("home", "routes/landing.tsx", { id: "home" }),
    route("pricing", "routes/pricing.tsx"),
    route("play/:id", "routes/paywall.tsx"),
    route("signup", "routes/sign-up.tsx"),
    route("glow", "routes/glow.tsx"),
    route("*", "routes/not-found.tsx"),
  ]),
  route("robots.txt", "routes/robots-txt.ts"),
  route("sitemap.xml", "routes/sitemap-xml.ts"),
  route("success", "routes/success.tsx"),
  route("failure", "routes/failure.tsx"),
] satisfies RouteConfig;
