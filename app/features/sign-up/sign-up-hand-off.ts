// The /signup and /account hand-off, where every sign-up, plan and account link leads
// (features/sign-up/sign-up-route.tsx). It runs from the page's own inline script, without waiting
// for the app: it waits for whatever decides where the visitor goes (a remembered session being
// restored, or a login callback they left /pricing before it completed), then sends them on: a
// signed-in visitor where signed-in-destination.ts says (a plan's checkout, a switch, their portal),
// anyone else to the hosted sign-up (or login, for their subscription), with their request carried through it.
import { config } from "~/config";
import { localeOfPath, type Locale } from "~/contracts/locales";
import { analyticsEvents, type AnalyticsEvent } from "~/shared/analytics/analytics-events";
import { sendBeforeLeaving } from "~/shared/analytics/gtag-queue";
import { pageFlags, setPageFlag } from "~/shared/page-flags";
import { showHandOffAccount } from "./hand-off-account";
import { CANCEL_CHOICE_ID, HAND_OFF_MESSAGE_ID } from "./hand-off-message";
import { accountHref, parseSignUpRequest } from "./sign-up-request";
import { AccountFailure, ChooseWhichToCancel, signedInDestination } from "./signed-in-destination";
import { currencyDigits } from "~/contracts/checkout-api";
import { localeInfo, type Currency } from "~/contracts/locales";
import type { SubscriptionSummary } from "~/contracts/subscription-api";
import { formatMoney } from "~/shared/content/money";
import type { AuthSession } from "~/shared/auth/auth-session";
import { authFailure } from "~/shared/auth/auth-failure";
import { createSiteAuthSession, identityProbeUrl } from "~/shared/auth/identity-client";
import { probeIdentityProvider } from "~/shared/auth/identity-probe";

export interface HandOffDeps {
  session: Pick<AuthSession, "start" | "prepare" | "signUp" | "accessToken">;
  /** Settles once the identity provider has answered (or could not be reached). */
  providerReachable: Promise<void>;
  /** Records an event before the browser leaves. */
  track(event: AnalyticsEvent): Promise<void>;
  /** Leaves the site, so that Back returns to the page pressed on. */
  leave(url: string): void;
  /** Whether the page leaving is left out of the history (/signup is; the page pressed on is not). */
  replace: boolean;
}

/** Sends the visitor on; rejects (with the reason to show) when they cannot be. */
export async function handOff(search: string, locale: Locale, deps: HandOffDeps): Promise<void> {
  const request = parseSignUpRequest(search);
  const { source, choice, account, recorded } = request;
  const start = await deps.session.start();
  const user = start.kind === "failed-login" ? undefined : start.user;
  if (user) {
    try {
      return deps.leave(await signedInDestination(request, locale, user, deps.session));
    } catch (error) {
      // The provider ended the session meanwhile: log in again, below.
      if (!(error instanceof AccountFailure && error.reason === "signed-out")) throw error;
    }
  }
  deps.session.prepare(); // meanwhile
  if (account) {
    await deps.providerReachable;
    return deps.session.signUp({ account }, { replace: deps.replace, login: true });
  }
  await Promise.all([deps.providerReachable, recorded || deps.track(analyticsEvents.clickedSignUp(source))]);
  await deps.session.signUp(choice ? { checkout: choice } : {}, { replace: deps.replace });
}

/** Lists the person's subscriptions to cancel, each a link to its cancellation (cancel-choice.tsx). */
function showChoice(choices: SubscriptionSummary[], locale: Locale): void {
  const list = document.getElementById(CANCEL_CHOICE_ID);
  if (!list) return;
  const { tag } = localeInfo[locale];
  list.replaceChildren(
    ...choices.map((choice) => {
      const kind = choice.offer.startsWith("paywall-") ? "research" : choice.offer.split("-")[0]!;
      const amount = formatMoney(
        choice.amount / 10 ** currencyDigits(choice.currency),
        choice.currency as Currency,
        tag,
      );
      const link = document.createElement("a");
      link.href = accountHref("cancel", locale, choice.id);
      link.className = "button-secondary w-full";
      link.textContent = `${list.dataset[kind] ?? choice.offer} · ${(list.dataset[choice.interval] ?? "{price}").replace("{price}", amount)}`;
      const item = document.createElement("li");
      item.append(link);
      return item;
    }),
  );
  setPageFlag(pageFlags.handOff, "choose");
  document.getElementById(list.getAttribute("aria-labelledby") ?? "")?.focus();
}

/** Tells the visitor why they are still here; the page shows a way on (sign-up-screen.tsx). */
function showFailure(error: unknown): void {
  const show = () => {
    if (error instanceof ChooseWhichToCancel) return showChoice(error.choices, localeOfPath(window.location.pathname));
    const message = document.getElementById(HAND_OFF_MESSAGE_ID);
    // The page carries its language's words for each reason (sign-up-screen.tsx), and for the
    // provider's code beside it; never the provider's own (English) words.
    if (error instanceof AccountFailure) {
      if (message) message.textContent = message.dataset[error.reason === "none" ? "none" : "unavailable"] ?? "";
    } else if (message) {
      const { reason, code } = authFailure(error);
      const quoted = code ? ` ${(message.dataset.code ?? "").replace("{code}", code)}` : "";
      message.textContent = (message.dataset[reason] ?? "") + quoted;
    }
    setPageFlag(pageFlags.handOff, "failed");
  };
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", show, { once: true });
  else show();
}

/** The /signup page's script: the hand-off with the real SDK, the provider and the page. */
export function startSignUpHandOff(): void {
  setPageFlag(pageFlags.handOff, "working");
  // First, as it is the slowest part: one round trip to the provider (the page preloads it).
  const providerReachable = probeIdentityProvider(identityProbeUrl());
  providerReachable.catch(() => undefined); // awaited later, or not at all for a signed-in visitor
  const session = createSiteAuthSession();
  // The header shows a signed-in person at once, while they are sent on or when they cannot be.
  void session.start().then((start) => {
    if (start.kind !== "failed-login" && start.user) showHandOffAccount(start.user, session);
  });
  handOff(window.location.search, localeOfPath(window.location.pathname), {
    session,
    providerReachable,
    track: (event) => sendBeforeLeaving(event, config.analytics.measurementId),
    leave: (url) => window.location.replace(url),
    replace: true,
  }).catch(showFailure);
}
