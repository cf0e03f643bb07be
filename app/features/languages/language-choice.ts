// The visitor's language: the one they chose, remembered (a link of the language switcher, or an
// answer to the offer) and offered again on a page in another language, and the one their browser
// prefers, offered once to a first-time visitor on a page in another language — never a redirect, so crawlers and shared links get the page they
// asked for. Back from the hosted checkout, whose return address is one for all languages, the
// visitor is taken to the same page in the language this tab was showing, or else the one they chose
// (docs/architecture.md, Languages).
import {
  isLocale,
  localeOfPath,
  localizedPath,
  pageOfPath,
  preferredLocale,
  unlocalizedPath,
  type Locale,
} from "~/contracts/locales";
import { withoutAuthParams } from "~/shared/auth/auth-hints";
import { whenParsed } from "~/shared/page/first-paint";
import { clearPageFlag, pageFlags, setPageFlag } from "~/shared/page/page-flags";
import { readItem, writeItem, storageKeys } from "~/shared/browser/storage";

export function rememberedLocale(): Locale | undefined {
  const stored = readItem(storageKeys.language);
  return isLocale(stored) ? stored : undefined;
}

const OFFER = "data-offer";
const OFFERED = "data-offered";

/** Props of each language's offer: the boot script marks the one it shows (`data-offered`). */
export const offerOf = (locale: string) => ({ [OFFER]: locale });

/**
 * A language link pressed: it takes along what this page keeps in its address (the billing period
 * on /pricing, a checkout handed on to /glow), never the login callback's parameters, which work
 * once; nothing where it leads to another page (/failure's, to /glow: shared/i18n/locale.ts). At
 * each press, and as the link is pointed at for a new tab or a copy (page-controls.ts), so the
 * prerendered links stay plain and the query is the address's of now.
 */
export function carryPageQuery(link: Element, location: Pick<Location, "pathname" | "search"> = window.location): void {
  if (!(link instanceof HTMLAnchorElement)) return;
  const samePage = pageOfPath(link.pathname) === pageOfPath(location.pathname);
  link.setAttribute("href", link.pathname + (samePage ? withoutAuthParams(location.search) : ""));
}

/** A language link pressed, or the offer answered: remembered, and the offer put away. */
export function answerLanguageOffer(locale: string): void {
  if (isLocale(locale)) writeItem(storageKeys.language, locale);
  clearPageFlag(pageFlags.languageOffer);
}

/**
 * The language to offer on this page: the one the visitor chose, when this page is in another (a
 * German reader who opens `/` is offered German again, not sent there); to a visitor who never
 * chose, the browser's preferred one.
 */
export function languageToOffer(
  pathname: string,
  languages: readonly string[],
  chosen = rememberedLocale(),
): Locale | undefined {
  const offer = chosen ?? preferredLocale(languages);
  return offer && offer !== localeOfPath(pathname) ? offer : undefined;
}

/**
 * Runs `apply` as the parser inserts the page's elements, so what it does to them is done by the
 * first paint (a mutation observer's callbacks run before the browser renders), and once more
 * when the page is parsed.
 */
function whileParsing(apply: () => void): void {
  const observer = new MutationObserver(apply);
  observer.observe(document.documentElement, { childList: true, subtree: true });
  const done = () => {
    observer.disconnect();
    apply();
  };
  whenParsed(done);
}

/**
 * The boot script's part, before the first paint: the offer's flag, and the offer in that
 * language marked as the parser inserts it (every language's offer is in the page).
 */
export function flagLanguageOffer(): void {
  const offer = languageToOffer(window.location.pathname, navigator.languages ?? [navigator.language]);
  if (!offer) return;
  setPageFlag(pageFlags.languageOffer, offer);
  whileParsing(() => document.querySelector(`[${OFFER}="${offer}"]`)?.setAttribute(OFFERED, ""));
}

/** The boot script's part on every page: this tab now shows the page's language. */
export function noteTabLanguage(pathname: string): void {
  writeItem(storageKeys.tabLanguage, localeOfPath(pathname), "sessionStorage");
}

/**
 * Where a page the hosted checkout returns to (one address for all languages) should be: the same
 * page in the language this tab was showing, or else the visitor's choice; undefined to stay.
 */
export function returnInChosenLanguage(
  location: Pick<Location, "pathname" | "search">,
  returnPaths: readonly string[],
) {
  if (!returnPaths.includes(unlocalizedPath(location.pathname))) return undefined; // before any storage is read
  const tab = readItem(storageKeys.tabLanguage, "sessionStorage");
  const chosen = isLocale(tab) ? tab : rememberedLocale();
  if (!chosen || chosen === localeOfPath(location.pathname)) return undefined;
  return localizedPath(unlocalizedPath(location.pathname), chosen) + location.search;
}
