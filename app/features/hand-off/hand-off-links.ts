// The links' props for components: a sign-up, plan or account link in the page's language, marked
// for the press control (boot.ts).
import type { AccountIntent } from "~/shared/auth/auth-session";
import { useLocale } from "~/shared/i18n/locale";
import { handOffLink } from "./boot";
import { accountHref, signUpHref, type SignUpRequest } from "./hand-off-request";

/**
 * A sign-up or plan link's props: the /signup hand-off, which waits for whatever decides where the
 * visitor goes; the page itself may take the press on (boot.ts).
 */
export function useSignUpLink(request: SignUpRequest): { href: string } & typeof handOffLink {
  return { href: signUpHref(request, useLocale()), ...handOffLink };
}

/**
 * A link to the /account hand-off for what the visitor wants of their subscription (the one named,
 * if the page knows which), in the page's language; like a sign-up link, the page itself may take
 * the press on (boot.ts).
 */
export function useAccountLink(intent: AccountIntent, subscription?: string): { href: string } & typeof handOffLink {
  return { href: accountHref(intent, useLocale(), subscription), ...handOffLink };
}
