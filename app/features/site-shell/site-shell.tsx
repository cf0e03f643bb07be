import type { ReactNode } from "react";
import { skipLinkProps } from "~/shared/page/banner-focus";
import { useCommonCopy } from "~/shared/i18n/locale";
import { AuthAlert } from "./auth-alert";
import { PageBanners } from "./page-banners";
import { PaymentAlert } from "./payment-alert";
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
      {/* Shown when reached by keyboard; a banner answered by mouse hands it an unseen focus. */}
      <a
        href="#main"
        {...skipLinkProps}
        className="sr-only focus-visible:not-sr-only focus-visible:fixed focus-visible:top-3 focus-visible:left-3 focus-visible:z-70 focus-visible:rounded-full focus-visible:bg-white focus-visible:px-4 focus-visible:py-2 focus-visible:font-semibold focus-visible:text-brand focus-visible:shadow-lg"
      >
        {common.skipToContent}
      </a>
      {banners && <PageBanners />}
      <SiteHeader />
      <PaymentAlert />
      <AuthAlert />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <SiteFooter />
    </>
  );
}
