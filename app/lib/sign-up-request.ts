// The sign-up links' target, /signup?from=<source>&plan=<offer>: built here, and read back from an
// untrusted query string (anything odd falls back to a plain sign-up from the header).
import { choiceForOffer, isOfferId, offerId, type CheckoutChoice } from "~/content/offers";
import { localizedPath, type Locale } from "~/config/locales";
import { paths } from "~/paths";
import { isSignUpSource, type SignUpSource } from "./analytics-events";

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
