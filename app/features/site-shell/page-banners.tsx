import { ConsentBanner } from "~/features/consent";
import { LanguageOffer } from "~/features/languages";

/**
 * The language offer and the consent banner, right after the skip link in the page
 * (site-shell.tsx) so their buttons come early in the Tab order, but shown at the foot of the screen (`order-last` in the body's
 * column), sticky there while shown, never over the headline. Being in the flow at the page's end,
 * they leave the footer room above them; app/app.css keeps a focused element clear of them
 * (scroll-padding-bottom while a banner is shown). Hidden and empty when neither is due.
 */
export function PageBanners() {
  return (
    <div
      data-banners
      className="pointer-events-none sticky bottom-0 z-50 order-last flex flex-col items-center gap-2 px-2 pb-2 md:items-end md:px-6 md:pb-6"
    >
      <LanguageOffer />
      <ConsentBanner />
    </div>
  );
}
