import type { ComponentProps } from "react";
import { config } from "~/config";
import { CheckList } from "~/shared/ui/check-list";
import { fill } from "~/shared/content/fill";
import { useHoldingWords } from "~/shared/subscriber/holding-words";
import { researchAccess, usePaidHere, useSubscriber, type Holding } from "~/shared/subscriber/subscriber";
import { TrialBox } from "./trial-box";

/**
 * The trial box, or the research unlocked in its place, as the model says (`researchAccess`).
 * While the model does not know yet, the trial box waits unseen (in-data-subscriber-pending). The
 * prerendered page (and a page without JavaScript) shows the trial box.
 */
type ResearchAccessProps = ComponentProps<typeof TrialBox> & {
  /** The link's words to the research, shown where the build has its address (VITE_RESEARCH_URL). */
  openResearch: string;
};

export function ResearchAccess({ openResearch, ...props }: ResearchAccessProps) {
  const access = researchAccess(useSubscriber(), usePaidHere());
  if (!access) return <TrialBox {...props} />;
  return <ResearchUnlocked {...props} holding={access === "browser" ? null : access} openResearch={openResearch} />;
}

function ResearchUnlocked({ ticker, copy, holding, openResearch }: ResearchAccessProps & { holding: Holding | null }) {
  const words = useHoldingWords();
  return (
    <section
      aria-labelledby="unlocked-title"
      className="rounded-3xl border-2 border-brand bg-white p-7 shadow-xl shadow-brand/10"
      data-testid="research-unlocked"
    >
      <h2 id="unlocked-title" className="text-2xl font-extrabold">
        {fill(copy.unlocked.title, { symbol: ticker.symbol })}
      </h2>
      {holding && (
        <p className="mt-2 text-sm font-semibold text-brand" data-testid="research-standing">
          {words(holding).name} · {words(holding).standing}
        </p>
      )}
      <p className="mt-1 text-muted">{copy.unlocked.text}</p>
      <CheckList items={copy.benefits} className="mt-6" />
      {/* The way in where the build knows it; no promise of one where not. */}
      {config.researchUrl && (
        <a href={config.researchUrl} className="button-primary mt-8 w-full">
          {openResearch}
        </a>
      )}
    </section>
  );
}
