// Where a sign-up or plan press leads, decided here only: the sign-up links' target,
// /signup?from=<source>&plan=<offer>, built here and read back from an untrusted query string
// (anything odd falls back to a plain sign-up from the header); and, for a visitor known to be
// signed in, the plan's checkout or else the plans.
import { choiceForOffer, isOfferId, offerId, type CheckoutChoice } from "~/shared/content/offers";
import { localizedPath, type Locale } from "~/contracts/locales";
import { paths } from "~/contracts/paths";
import { useAuth } from "~/shared/auth/use-auth";
import { useLocale } from "~/shared/i18n/locale";
import { checkoutUrl } from "~/shared/payment-links/payment-link";
import { isSignUpSource, type SignUpSource } from "~/shared/analytics/analytics-events";

export interface SignUpRequest {
  source: SignUpSource;
  /** A plan chosen before signing up; its checkout follows the sign-up. */
  choice?: CheckoutChoice;
}

export function signUpHref({ source, choice }: SignUpRequest, locale: Locale): string {
  const query = new URLSearchParams({ from: source });
  if (choice) query.set("plan", offerId(choice));
  return `${localizedPath(paths.signUp, locale)}?${query}`;
}

export function parseSignUpRequest(search: string): SignUpRequest {
  const query = new URLSearchParams(search);
  const from = query.get("from");
  const plan = query.get("plan");
  return {
    source: isSignUpSource(from) ? from : "header",
    ...(isOfferId(plan) && { choice: choiceForOffer(plan) }),
  };
}

/** Where a press leads a signed-in visitor: the chosen plan's checkout with their email, or the plans. */
export function signedInDestination(choice: CheckoutChoice | undefined, locale: Locale, email?: string): string {
  return choice ? checkoutUrl(choice, locale, email) : localizedPath(paths.pricing, locale);
}

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
