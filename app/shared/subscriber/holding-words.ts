// A subscription in the page's words (holding-sentences.ts), for the account menu, /pricing, /glow
// and the paywall: the page's language and common copy, its dates in the reader's time zone.
import { localeInfo } from "~/contracts/locales";
import { useCommonCopy, useLocale, useLongDay } from "~/shared/i18n/locale";
import { holdingWords } from "./holding-sentences.ts";

/** A holding's words; `.amount` writes one sum of money in the page's language ('$6', '6 $'). */
export function useHoldingWords(): ReturnType<typeof holdingWords> {
  return holdingWords(useCommonCopy().holdings, localeInfo[useLocale()].tag, useLongDay());
}
