// A browser that has paid, with nobody signed in, sees /glow's welcome at the first paint, drawn
// from the page's HTML (docs/decisions/018-success-without-the-app.md); the app's screen, with what
// the provider says, replaces it. A probable session waits for the app (what a person has may
// differ from what this browser once paid for), unless /success has just confirmed what the
// address names: that purchase is theirs.
import { hasPageFlag, pageFlags, setPageFlag } from "~/shared/page-flags";
import { readHasPaid } from "~/shared/visitor/visitor";
import { boughtIn, takeJustConfirmed } from "./bought-query";

export function drawPaidWelcome(): void {
  const bought = boughtIn(window.location.search);
  const justConfirmed = takeJustConfirmed(bought);
  if (readHasPaid() && (justConfirmed || !hasPageFlag(pageFlags.authPending))) {
    setPageFlag(pageFlags.glowScreen, bought ?? "thanks");
  }
}
