import type { ComponentProps } from "react";
import { CheckList } from "~/shared/ui/check-list";
import { fill } from "~/shared/content/fill";
import { useAfterHydration } from "~/shared/use-after-hydration";
import { readHasPaid } from "~/shared/visitor/visitor";
import { TrialBox } from "./trial-box";

/**
 * The trial box, or, for a visitor who has paid (`hasPaid` 'true': access rests on that flag
 * alone, docs/product.md), the research unlocked in its place. The flag lives in the browser, so
 * the prerendered page (and a page without JavaScript) shows the trial box.
 */
export function ResearchAccess(props: ComponentProps<typeof TrialBox>) {
  const paid = useAfterHydration(readHasPaid);
  if (!paid) return <TrialBox {...props} />;
  const { ticker, copy } = props;
  return (
    <section
      aria-labelledby="unlocked-title"
      className="rounded-3xl border-2 border-brand bg-white p-7 shadow-xl shadow-brand/10"
      data-testid="research-unlocked"
    >
      <h2 id="unlocked-title" className="text-2xl font-extrabold">
        {fill(copy.unlocked.title, { symbol: ticker.symbol })}
      </h2>
      <p className="mt-1 text-muted">{copy.unlocked.text}</p>
      <CheckList items={copy.benefits} className="mt-6" />
    </section>
  );
}
