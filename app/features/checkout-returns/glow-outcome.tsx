import type { CheckoutCopy } from "~/shared/content/copy";
import { GlowPaid, GlowResearch, GlowThanks } from "./glow-paid";
import type { GlowScreen } from "./glow-screen";
import { GlowStanding, GlowUnpaid } from "./glow-setback";

type GlowCopy = CheckoutCopy["glow"];

/** /glow's screen (glow-screen.ts says which), in the page's words. */
export function GlowOutcome({ screen, glow }: { screen: Exclude<GlowScreen, { kind: "waiting" }>; glow: GlowCopy }) {
  switch (screen.kind) {
    case "welcome":
      return <GlowPaid glow={glow} {...screen} />;
    case "research":
      return <GlowResearch glow={glow} {...screen} />;
    case "standing":
      return <GlowStanding glow={glow} holding={screen.holding} />;
    case "thanks":
      return <GlowThanks glow={glow} />;
    case "unpaid":
      return <GlowUnpaid glow={glow} />;
  }
}
