import { site } from "~/content/site";
import { pageMeta } from "~/lib/seo";
import { paths } from "~/paths";
import { GlowPaid, GlowUnpaid } from "~/sections/glow/glow-outcome";
import { useAfterHydration } from "~/lib/use-after-hydration";
import { readHasPaid } from "~/lib/visitor";
import type { Route } from "./+types/glow";

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: `Welcome · ${site.name}`, description: site.description, path: paths.glow, noindex: true });

export default function Glow() {
  // The flag lives in the browser, so the prerendered page waits for hydration to know it.
  const paid = useAfterHydration(readHasPaid);

  return (
    <div className="section grid min-h-[28rem] max-w-2xl place-items-center text-center" aria-busy={paid === null}>
      {/* Until then the wait is the page's heading: a document with headings has an h1. */}
      {paid === null ? <h1 className="text-muted">Loading your account…</h1> : paid ? <GlowPaid /> : <GlowUnpaid />}
    </div>
  );
}
