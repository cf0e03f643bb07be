// The languages feature's public entry.
export { LanguageOffer } from "./language-offer";
export { LanguageSwitcher } from "./language-switcher";
