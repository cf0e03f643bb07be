import type { ReactNode } from "react";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  UNSAFE_useScrollRestoration as useScrollRestoration,
  useLocation,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
// In the page itself: one request fewer on a first visit (docs/decisions/019-route-data-on-demand.md).
import favicon from "../public/favicon.svg?inline";
import { ErrorScreen } from "./shared/ui/error-screen";
import { SiteShell } from "./features/site-shell";
import { localeInfo, localeOfPath } from "./contracts/locales";
import { rootData } from "./shared/i18n/page-copy";
import { useCommonCopy } from "./shared/i18n/locale";
import { site } from "./shared/site/site";
import { useVisitor } from "./shared/visitor/use-visitor";
import { useAppHandOff } from "./features/hand-off";
import { useAuthSession } from "./features/session";
import { useHydratedMark } from "./shared/page/use-hydrated-mark";
import { usePageHydration } from "./shared/site/page-handle";
import { pageFlags } from "./shared/page/page-flags";
import bootScript from "virtual:boot-script";
import documentEndScript from "virtual:document-end-script";
import { DEFERRED_MODULES_ID } from "./boot/module-downloads";
import { useBootPartsInApp } from "./boot/use-boot-parts-in-app";
import { SCROLL_POSITIONS_KEY } from "./shared/page/scroll-positions";

// Runs at build time for each prerendered page: the page's language and the words all pages share.
export function loader({ request }: Route.LoaderArgs) {
  return rootData(request);
}

/** The shared words change with the language only: fetched again when a link crosses to another. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return localeOfPath(currentUrl.pathname) !== localeOfPath(nextUrl.pathname) || defaultShouldRevalidate;
}

/**
 * The icon, written into the prerendered page; the app reads it back from there rather than carry
 * the picture in the code every page loads (docs/architecture.md, "The chunks").
 */
const iconHref = () =>
  import.meta.env.SSR ? favicon : (document.querySelector('link[rel="icon"]')?.getAttribute("href") ?? "/favicon.svg");

export const links: Route.LinksFunction = () => [{ rel: "icon", href: iconHref(), type: "image/svg+xml" }];

export function Layout({ children }: { children: ReactNode }) {
  // Here rather than in App, so the error screen is marked hydrated too.
  useHydratedMark();
  const hydration = usePageHydration();
  const hydrates = hydration !== false;
  const whenNeeded = hydration === "when-needed" && { [pageFlags.appWhenNeeded]: "" };
  const lang = localeInfo[localeOfPath(useLocation().pathname)].tag;
  return (
    // The boot script sets data-* flags on <html> before React hydrates (app/shared/page/page-flags.ts).
    <html lang={lang} suppressHydrationWarning {...whenNeeded}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#6d28d9" />
        {/* The app's modules, filled in by the build (scripts/postbuild/defer-hydration.ts) for the boot script. */}
        {hydrates && (
          <script type="application/json" id={DEFERRED_MODULES_ID} dangerouslySetInnerHTML={{ __html: "[]" }} />
        )}
        {/* Prerendered pages only: the browser's build has an empty string (scripts/vite/inline-scripts-plugin.ts). */}
        <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: bootScript }} />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-dvh flex-col">
        {children}
        {hydrates && (
          <>
            <ScrollPositions />
            <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: documentEndScript }} />
            <Scripts />
          </>
        )}
      </body>
    </html>
  );
}

/**
 * React Router's scroll restoration without its inline script, which throws where site data is
 * blocked: the document-end script restores a document's position instead (app/boot/document-end.ts).
 */
function ScrollPositions() {
  useScrollRestoration({ storageKey: SCROLL_POSITIONS_KEY });
  return null;
}

export default function App() {
  useVisitor();
  useAuthSession();
  useAppHandOff();
  useBootPartsInApp();
  return <Outlet />;
}

/** Shown while a page that was not prerendered loads its code (every page is; React Router asks for one). */
export function HydrateFallback() {
  return <SiteShell banners={false}>{null}</SiteShell>;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (typeof console !== "undefined") console.error(error);
  const common = useCommonCopy();
  return (
    <SiteShell>
      <title>{`${common.error.pageTitle} · ${site.name}`}</title>
      <ErrorScreen kind="error" />
    </SiteShell>
  );
}
