// Sign-up through the hosted identity provider (spec §7). Every sign-up button calls signUp().
import { paths } from "~/paths";
import { trackEvent } from "./analytics";
import { analyticsEvents, type SignUpSource } from "./analytics-events";

/** Starts a sign-up from the given button. */
export function signUp(source: SignUpSource): void {
  trackEvent(analyticsEvents.clickedSignUp(source));
  // Until the hosted login is connected, sign-up continues on the pricing page, which is where
  // the hosted login returns visitors.
  window.location.assign(paths.pricing);
}
