// Where a sign-up or plan press leads, decided here only: the sign-up links' target,
// /signup?from=<source>&plan=<offer>, built here and read back from an untrusted query string
// (anything odd falls back to a plain sign-up from the header); and, for a visitor known to be
// signed in, the plan's checkout or else the plans.
import { choiceForOffer, isOfferId, offerId, type CheckoutChoice } from "~/shared/content/offers";
import { localizedPath, type Locale } from "~/contracts/locales";
import { paths } from "~/contracts/paths";
import { useAuth } from "~/shared/auth/use-auth";
import { useLocale } from "~/shared/i18n/locale";
import { checkoutLink, withVisitorAttribution } from "~/shared/payment-links/payment-link";
import { paymentLink } from "~/shared/payment-links/payment-link-control";
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

/** Where a press leads a signed-in visitor: the chosen plan's payment link, or else the plans. */
function signedInTarget(choice: CheckoutChoice | undefined, locale: Locale) {
  return choice
    ? { href: checkoutLink(choice, locale), isPaymentLink: true }
    : { href: localizedPath(paths.pricing, locale), isPaymentLink: false };
}

/** That place as an address to leave for now: a payment link with the visitor's attribution and email. */
export function signedInDestination(choice: CheckoutChoice | undefined, locale: Locale, email?: string): string {
  const { href, isPaymentLink } = signedInTarget(choice, locale);
  return isPaymentLink ? withVisitorAttribution(href, email) : href;
}

/**
 * A sign-up or plan link's props: to the /signup hand-off, which waits for whatever decides where
 * the visitor goes; once the app knows they are signed in, straight there — a plan's payment link,
 * which the boot script attributes with their email (payment-link-control.ts), or the plans.
 */
export function useSignUpLink(request: SignUpRequest): { href: string; [attribute: string]: string } {
  const { status, user } = useAuth();
  const locale = useLocale();
  if (status !== "authenticated") return { href: signUpHref(request, locale) };
  const { href, isPaymentLink } = signedInTarget(request.choice, locale);
  return isPaymentLink ? { href, ...paymentLink(undefined, user?.email) } : { href };
}
