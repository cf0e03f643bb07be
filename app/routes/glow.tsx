import { site } from "~/content/site";
import { GlowPaid, GlowUnpaid } from "~/sections/glow/glow-outcome";
import { useAfterHydration } from "~/lib/use-after-hydration";
import { readHasPaid } from "~/lib/visitor";
import type { Route } from "./+types/glow";

export const meta: Route.MetaFunction = () => [
  { title: `Welcome · ${site.name}` },
  { name: "robots", content: "noindex" },
];

export default function Glow() {
  // The flag lives in the browser, so the prerendered page waits for hydration to know it.
  const paid = useAfterHydration(readHasPaid);

  return (
    <div className="section grid min-h-[28rem] max-w-2xl place-items-center text-center" aria-busy={paid === null}>
      {paid === null ? <p className="text-muted">Loading your account…</p> : paid ? <GlowPaid /> : <GlowUnpaid />}
    </div>
  );
}
