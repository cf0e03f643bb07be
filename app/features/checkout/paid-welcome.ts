// A browser that has paid, with nobody signed in, sees /glow's welcome at the first paint, drawn
// from the page's HTML (docs/decisions/018-success-without-the-app.md); the app's screen, with what
// the provider says, replaces it. A probable session waits for the app: what a person has may
// differ from what this browser paid for.
import { hasPageFlag, pageFlags, setPageFlag } from "~/shared/page-flags";
import { readHasPaid } from "~/shared/visitor/visitor";
import { boughtIn } from "./bought-query";

export function drawPaidWelcome(): void {
  if (readHasPaid() && !hasPageFlag(pageFlags.authPending)) {
    setPageFlag(pageFlags.glowScreen, boughtIn(window.location.search) ?? "thanks");
  }
}
