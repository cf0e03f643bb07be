import { useAuth } from "~/shared/auth/use-auth";
import { useLocale } from "~/shared/i18n/locale";
import { signedInDestination, signUpHref, type SignUpRequest } from "./sign-up-request";

/**
 * Where a sign-up or plan link leads: the /signup hand-off, which waits for whatever decides it;
 * once the app knows the visitor is signed in, straight where the hand-off would send them.
 */
export function useSignUpHref(request: SignUpRequest): string {
  const { status, user } = useAuth();
  const locale = useLocale();
  return status === "authenticated"
    ? signedInDestination(request.choice, locale, user?.email)
    : signUpHref(request, locale);
}
