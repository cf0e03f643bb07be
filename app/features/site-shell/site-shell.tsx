import type { ReactNode } from "react";
import { useCommonCopy } from "~/shared/i18n/locale";
import { AuthAlert } from "./auth-alert";
import { PageBanners } from "./page-banners";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/**
 * Header, main landmark and footer around every screen; the banners right after the skip link,
 * so their buttons come early in the Tab order (they show at the screen's foot: page-banners.tsx).
 * The build's empty fallback page (app/root.tsx, HydrateFallback) goes without them: it has no
 * headline for their headings to follow.
 */
export function SiteShell({ children, banners = true }: { children: ReactNode; banners?: boolean }) {
  const common = useCommonCopy();
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-70 focus:rounded-full focus:bg-white focus:px-4 focus:py-2 focus:font-semibold focus:text-brand focus:shadow-lg"
      >
        {common.skipToContent}
      </a>
      {banners && <PageBanners />}
      <SiteHeader />
      <AuthAlert />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <SiteFooter />
    </>
  );
}
