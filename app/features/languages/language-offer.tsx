import { localeInfo } from "~/contracts/locales";
import { bannerProps } from "~/shared/page/banner-focus";
import { useLocale, useRootData, useSamePageIn } from "~/shared/i18n/locale";
import { languageChoice } from "./boot";
import { offerOf } from "./language-choice";

/**
 * Offers this page in the language the visitor's browser prefers, once, in that language: every
 * other language's offer is in the page, and the boot script marks the one that applies
 * (language-choice.ts), before the first paint and without a redirect. It sits with the consent
 * banner at the foot of the screen (features/site-shell/page-banners.tsx); either answer is remembered.
 */
export function LanguageOffer() {
  const offers = useRootData()?.offers ?? [];
  const current = useLocale();
  const samePageIn = useSamePageIn();
  return (
    <>
      {offers.map(({ locale, offer, accept, dismiss }) => (
        <aside
          key={locale}
          lang={localeInfo[locale].tag}
          aria-label={offer}
          {...offerOf(locale)}
          // Focused when the consent banner beside it is answered first (shared/page/banner-focus.ts).
          {...bannerProps}
          // The boot script marks the one it shows (data-offered) before React hydrates.
          suppressHydrationWarning
          className="banner in-data-language-offer:data-offered:block"
        >
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
            <p className="flex-1 basis-56 text-sm font-semibold">{offer}</p>
            <div className="flex flex-wrap gap-2">
              <a
                href={samePageIn(locale)}
                hrefLang={localeInfo[locale].tag}
                className="button-primary button-small"
                {...languageChoice(locale)}
              >
                {accept}
              </a>
              <button type="button" className="button-secondary button-small" {...languageChoice(current)}>
                {dismiss}
              </button>
            </div>
          </div>
        </aside>
      ))}
    </>
  );
}
