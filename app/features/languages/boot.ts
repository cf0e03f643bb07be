// The languages' part of the boot script: back from the checkout in the tab's language, the offer
// of the browser's language flagged before the first paint, and a choice remembered when pressed,
// the page's query taken along (also to a new tab).
import { answerBanner } from "~/shared/page/banner-focus";
import type { PageControl } from "~/shared/page/page-controls";
import { answerLanguageOffer, carryPageQuery, flagLanguageOffer, noteTabLanguage } from "./language-choice";

export { returnInChosenLanguage } from "./language-choice";

const LANGUAGE_CHOICE = "data-language-choice";

/** Props of a link to a page in another language, or of the offer's 'no, thanks': remembered when pressed. */
export const languageChoice = (locale: string) => ({ [LANGUAGE_CHOICE]: locale });

export function startLanguages(): void {
  flagLanguageOffer();
  noteTabLanguage(window.location.pathname);
}

export const languageChoiceControl: PageControl = {
  attribute: LANGUAGE_CHOICE,
  point: carryPageQuery,
  press: (element) => {
    carryPageQuery(element);
    answerBanner(element, () => answerLanguageOffer(element.getAttribute(LANGUAGE_CHOICE) ?? ""));
  },
};
