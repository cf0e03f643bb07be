// The links' props for components: a sign-up, plan or account link in the page's language, marked
// for the press control (boot.ts).
import type { Locale } from "~/contracts/locales";
import { offerId, type CheckoutChoice } from "~/catalogue/offers";
import type { SignUpSource } from "~/shared/analytics/analytics-events";
import type { AccountIntent } from "~/shared/auth/auth-session";
import { useLocale } from "~/shared/i18n/locale";
import { handOffLink } from "./boot";
import { accountHref, signUpHref } from "./hand-off-request";

/** What a sign-up or plan link asks for: where it was pressed, and the plan or research chosen. */
interface SignUpLink {
  source: SignUpSource;
  choice?: CheckoutChoice;
}

/** The /signup address of a sign-up or plan link, in a language. */
export const signUpLinkHref = ({ source, choice }: SignUpLink, locale: Locale) =>
  signUpHref({ source, ...(choice && { offer: offerId(choice) }) }, locale);

/**
 * A sign-up or plan link's props: the /signup hand-off, which waits for whatever decides where the
 * visitor goes; the page itself may take the press on (boot.ts).
 */
export function useSignUpLink(link: SignUpLink): { href: string } & typeof handOffLink {
  return { href: signUpLinkHref(link, useLocale()), ...handOffLink };
}

/**
 * A link to the /account hand-off for what the visitor wants of their subscription (the one named,
 * if the page knows which), in the page's language; like a sign-up link, the page itself may take
 * the press on (boot.ts).
 */
export function useAccountLink(intent: AccountIntent, subscription?: string): { href: string } & typeof handOffLink {
  return { href: accountHref(intent, useLocale(), subscription), ...handOffLink };
}
