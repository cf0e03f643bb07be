// The /signup and /account pages' script: the hand-off (features/hand-off) with the real SDK, run
// without the app, and what the page shows when the visitor cannot be sent on.
import { localeInfo, localeOfPath, type Locale } from "~/contracts/locales";
import { createSiteAuthSession, identityProbeUrl } from "~/shared/auth/identity-client";
import { probeIdentityProvider } from "~/shared/auth/identity-probe";
import { whenParsed } from "~/shared/page/first-paint";
import { pageFlags, setPageFlag } from "~/shared/page/page-flags";
import { visitorPaymentLink } from "~/shared/payment-links/payment-link";
import { holdingOf } from "~/shared/subscriber/holding";
import { holdingNames } from "~/shared/subscriber/holding-sentences";
import { handOff } from "../hand-off";
import { accountHref, parseSignUpRequest } from "../hand-off-request";
import { ChooseSubscription } from "../signed-in-destination";
import { failureText } from "./failure-message";
import { HAND_OFF_MESSAGE_ID, SUBSCRIPTION_CHOICE_ID } from "./hand-off-message";
import { showHandOffAccount } from "./page-account";
import { showLoginWords } from "./login-words";
import { trackBeforeLeaving } from "../sign-up";

/** Lists the subscriptions the person chooses from, each a link to its portal or cancellation (subscription-choice.tsx). */
function showChoice({ intent, choices }: ChooseSubscription, locale: Locale): void {
  const list = document.getElementById(SUBSCRIPTION_CHOICE_ID);
  if (!list) return;
  // The list carries the words (subscription-choice.tsx); the model says which and what it costs.
  const { plan = "{plan}", research = "", month = "{price}", year = "{price}" } = list.dataset;
  const { named } = holdingNames({ plan, research, price: { month, year } }, localeInfo[locale].tag);
  list.replaceChildren(
    ...choices.map(holdingOf).map((choice) => {
      const { name, price } = named(choice);
      const link = document.createElement("a");
      link.href = accountHref(intent, locale, choice.id);
      link.className = "button-secondary w-full";
      link.textContent = `${name} · ${price}`;
      const item = document.createElement("li");
      item.append(link);
      return item;
    }),
  );
  const title = document.getElementById(list.getAttribute("aria-labelledby") ?? "");
  if (title && intent === "manage") title.textContent = title.dataset.manage ?? title.textContent;
  setPageFlag(pageFlags.handOff, "choose");
  title?.focus();
}

/** Tells the visitor why they are still here; the page shows a way on (hand-off-screen.tsx). */
function showFailure(error: unknown): void {
  const show = () => {
    if (error instanceof ChooseSubscription) return showChoice(error, localeOfPath(window.location.pathname));
    const message = document.getElementById(HAND_OFF_MESSAGE_ID);
    if (message) message.textContent = failureText(error, message);
    setPageFlag(pageFlags.handOff, "failed");
  };
  whenParsed(show);
}

/** The /signup page's script: the hand-off with the real SDK, the provider and the page. */
export function startSignUpHandOff(): void {
  setPageFlag(pageFlags.handOff, "working");
  if (parseSignUpRequest(window.location.search).account === "login") whenParsed(showLoginWords);
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
    track: trackBeforeLeaving,
    leave: (url) => window.location.replace(url),
    replace: true,
    // The research for someone nobody is signed in as: bought as anyone buys it.
    paymentLinkOf: visitorPaymentLink,
  }).catch(showFailure);
}
