import { localeInfo } from "~/contracts/locales";
import { useLocale, useRootData, useSamePageIn } from "~/shared/i18n/locale";
import { languageChoice } from "./boot";
import { offerOf } from "./language-choice";

/**
 * Offers this page in the language the visitor's browser prefers, once, in that language: every
 * other language's offer is in the page, and the boot script marks the one that applies
 * (language-choice.ts), before the first paint and without a redirect. It
 * floats over the top of the page, so it never moves the layout; either answer is remembered.
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
          // The boot script marks the one it shows (data-offered) before React hydrates.
          suppressHydrationWarning
          className="fixed inset-x-3 top-20 z-50 mx-auto hidden in-data-language-offer:data-offered:block max-w-md rounded-2xl border border-line bg-white p-4 shadow-2xl md:right-6 md:left-auto"
        >
          <p className="font-semibold">{offer}</p>
          <div className="mt-3 flex flex-wrap gap-3">
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
        </aside>
      ))}
    </>
  );
}
