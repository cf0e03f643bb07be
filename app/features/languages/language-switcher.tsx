import { localeInfo, locales } from "~/contracts/locales";
import { useCommonCopy, useLocale, useSamePageIn } from "~/shared/i18n/locale";
import { languageChoice } from "./boot";

/**
 * This page in every language: plain links, so they work before and without JavaScript; pressing
 * one remembers the choice and takes the page's query along (language-choice.ts, through the boot
 * script). Each name is written in its own language.
 */
export function LanguageSwitcher() {
  const common = useCommonCopy();
  const current = useLocale();
  const samePageIn = useSamePageIn();
  return (
    <nav aria-label={common.languages.label}>
      <ul className="flex flex-wrap gap-x-4 gap-y-2">
        {locales.map((locale) => {
          const { tag, name } = localeInfo[locale];
          return (
            <li key={locale}>
              <a
                href={samePageIn(locale)}
                hrefLang={tag}
                lang={tag}
                aria-current={locale === current ? "page" : undefined}
                className="hover:text-ink aria-[current=page]:font-semibold aria-[current=page]:text-ink"
                {...languageChoice(locale)}
              >
                {name}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
