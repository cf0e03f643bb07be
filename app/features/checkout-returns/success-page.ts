// /success without the app (docs/decisions/018-success-without-the-app.md): every screen the page
// can show is in its HTML; this script, inline right after them, asks for the provider's answer
// at once and shows the screen it calls for, or goes on to /glow's welcome.
import { config } from "~/config";
import { returnQuery } from "~/contracts/checkout-api";
import { hasPageFlag, pageFlags } from "~/shared/page/page-flags";
import { startWithoutApp } from "~/shared/visitor/start-without-app";
import { writeHasPaid } from "~/shared/visitor/visitor";
import { boughtWith, noteJustConfirmed, welcomeQuery } from "./bought-query";
import { confirmCheckout, recordConfirmedPurchase, sessionIdFrom, type Confirmation } from "./conversion";
import { CONTINUE_TO_GLOW, RETRY_CONFIRMATION, SUCCESS_SCREEN } from "./return-markers";

export type SuccessScreen = "confirming" | Exclude<Confirmation["kind"], "confirmed">;

/** Where the page goes next: in its place, so that back never lands on it again. */
type Leave = (href: string) => void;

function show(screen: SuccessScreen): void {
  for (const element of document.querySelectorAll<HTMLElement>(`[${SUCCESS_SCREEN}]`))
    element.hidden = element.getAttribute(SUCCESS_SCREEN) !== screen;
}

/** A press that follows the link here (not one for a new tab or window). */
const plainPress = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

export function startSuccessPage(leave: Leave = (href) => window.location.replace(href)): void {
  // The boot script sends a visitor on to this page in their language (it then sets no `data-js`).
  if (!hasPageFlag(pageFlags.js)) return;
  // The tag at once, not when idle: a confirmed payment's event goes out as the page is left.
  startWithoutApp(config.analytics.measurementId, { tagAtOnce: true });
  const glow = document.querySelector(`a[${CONTINUE_TO_GLOW}]`);
  if (!(glow instanceof HTMLAnchorElement)) return;
  const sessionId = sessionIdFrom(window.location.search);
  const welcome = glow.href;
  // /glow with the checkout in its address finishes it (use-checkout-hand-over.ts): where Continue
  // is pressed before the answer, and where this browser cannot keep what this page records.
  if (sessionId) glow.search = returnQuery(sessionId);
  glow.addEventListener("click", (event) => {
    if (!plainPress(event)) return;
    event.preventDefault();
    leave(glow.href);
  });

  let attempt = 0;
  const ask = async () => {
    const current = ++attempt;
    show("confirming");
    const confirmation = await confirmCheckout(sessionId);
    if (confirmation.kind !== "confirmed") {
      if (current === attempt) show(confirmation.kind);
      return;
    }
    if (!writeHasPaid(true)) return leave(glow.href);
    await recordConfirmedPurchase(confirmation.purchase);
    const bought = boughtWith(confirmation.purchase.offer);
    if (bought) noteJustConfirmed(bought);
    leave(welcome + welcomeQuery(confirmation.purchase.offer));
  };
  document.querySelector(`[${RETRY_CONFIRMATION}]`)?.addEventListener("click", () => void ask());
  void ask();
}
