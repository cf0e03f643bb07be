import glowScript from "virtual:glow-script";
import type { CheckoutCopy } from "~/shared/content/copy";
import { GlowPaid, GlowResearch, GlowThanks } from "./glow-paid";
import { GlowUnpaid } from "./glow-setback";
import { NoScriptReturn } from "./return-screen";

/**
 * /glow until the app knows what the browser and the person have: the prerendered page. Its
 * script draws a paid browser's welcome, shown by CSS at the first paint (paid-welcome.ts); where
 * the app does not run, this browser has not paid and nobody is signed in
 * (docs/decisions/017-app-when-needed.md); otherwise the wait is the page's heading (a document
 * with headings has an h1). Without JavaScript: what the page cannot know and what to do.
 */
export function GlowWaiting({ glow, noScript }: { glow: CheckoutCopy["glow"]; noScript: CheckoutCopy["noScript"] }) {
  return (
    <>
      {/* The prerendered page holds the script; the app's copy of this element is empty (scripts/vite/inline-scripts-plugin.ts). */}
      <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: glowScript }} />
      <h1 className="hidden text-muted app-runs:block glow-drawn:hidden" aria-busy="true">
        {glow.loading}
      </h1>
      <NoScriptReturn copy={noScript} action={glow.unpaid.action} help={glow.help} />
      <div className="hidden app-not-needed:block glow-drawn:hidden">
        <GlowUnpaid glow={glow} />
      </div>
      <div className="hidden glow-plan:block">
        <GlowPaid glow={glow} holding={null} started="by-page-flags" />
      </div>
      <div className="hidden glow-research:block">
        <GlowResearch glow={glow} holding={null} started="by-page-flags" />
      </div>
      <div className="hidden glow-thanks:block">
        <GlowThanks glow={glow} />
      </div>
    </>
  );
}
