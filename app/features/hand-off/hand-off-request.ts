// Where a sign-up, plan or account link leads, decided here only: the links' targets —
// /signup?from=<source>&plan=<offer> and /account?go=<login|manage|cancel>[&subscription=<id>] — built here and read
// back from an untrusted query string (anything odd falls back to a plain sign-up from the header).
// Once the visitor is signed in, signed-in-destination.ts says where they go.
import { localizedPath, type Locale } from "~/contracts/locales";
import { isOfferId, type OfferId } from "~/contracts/offer-ids";
import { paths } from "~/contracts/paths";
import type { AccountIntent } from "~/shared/auth/auth-session";
import { isSignUpSource, type SignUpSource } from "~/shared/analytics/analytics-events";
import { PRESS_RECORDED } from "./boot";

export interface SignUpRequest {
  source: SignUpSource;
  /** The offer chosen before signing up (a plan and its period, or the research); its checkout follows. */
  offer?: OfferId;
  /** Not a sign-up: a visitor's way to their subscription, after logging in if needed. */
  account?: AccountIntent;
  /** The subscription to manage or cancel, once the person has chosen one of theirs (signed-in-destination.ts). */
  subscription?: string;
  /** The page pressed on recorded the press already (its hand-off failed, and /signup tries again: boot.ts). */
  recorded?: true;
}

const ACCOUNT_INTENTS: readonly AccountIntent[] = ["login", "manage", "cancel"];

export const isAccountIntent = (value: unknown): value is AccountIntent =>
  ACCOUNT_INTENTS.includes(value as AccountIntent);

export function signUpHref({ source, offer }: Pick<SignUpRequest, "source" | "offer">, locale: Locale): string {
  const query = new URLSearchParams({ from: source });
  if (offer) query.set("plan", offer);
  return `${localizedPath(paths.signUp, locale)}?${query}`;
}

const SUBSCRIPTION_ID = /^sub_\w{1,250}$/;

export const accountHref = (intent: AccountIntent, locale: Locale, subscription?: string) =>
  `${localizedPath(paths.account, locale)}?${new URLSearchParams({ go: intent, ...(subscription && { subscription }) })}`;

export function parseSignUpRequest(search: string): SignUpRequest {
  const query = new URLSearchParams(search);
  const from = query.get("from");
  const plan = query.get("plan");
  const go = query.get("go");
  const subscription = query.get("subscription");
  return {
    source: isSignUpSource(from) ? from : "header",
    ...(isOfferId(plan) && { offer: plan }),
    ...(isAccountIntent(go) && { account: go }),
    ...((go === "cancel" || go === "manage") && subscription && SUBSCRIPTION_ID.test(subscription) && { subscription }),
    ...(query.has(PRESS_RECORDED) && { recorded: true as const }),
  };
}
