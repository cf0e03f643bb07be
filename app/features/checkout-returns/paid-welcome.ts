// A browser that has paid, with nobody signed in, sees /glow's welcome at the first paint, drawn
// from the page's HTML (docs/decisions/018-success-without-the-app.md); the app's screen, with what
// the provider says, replaces it. Which welcome is glow-screen.ts's to say, as for the app. A
// probable session waits for the app (what a person has may differ from what this browser once
// paid for), unless /success has just confirmed what the address names: that purchase is theirs.
import { hasPageFlag, pageFlags, setPageFlag } from "~/shared/page/page-flags";
import { paidHere } from "~/shared/subscriber/paid-here";
import { boughtIn, takeJustConfirmed } from "./bought-query";
import { glowScreen, type GlowScreen } from "./glow-screen";

/** The screens the page's HTML holds for the script to show (glow-waiting.tsx), by `data-glow-screen`. */
const DRAWN: Partial<Record<GlowScreen["kind"], string>> = { welcome: "plan", research: "research", thanks: "thanks" };

export function drawPaidWelcome(): void {
  const bought = boughtIn(window.location.search);
  const justConfirmed = takeJustConfirmed(bought);
  if (hasPageFlag(pageFlags.authPending) && !justConfirmed) return;
  const screen = glowScreen({ subscriber: { status: "signed-out" }, left: false, paid: paidHere(), bought });
  const drawn = DRAWN[screen.kind];
  if (drawn) setPageFlag(pageFlags.glowScreen, drawn);
}
