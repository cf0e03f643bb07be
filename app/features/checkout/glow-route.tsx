import { site } from "~/shared/site";
import { pageCopy, requestLocale } from "~/shared/i18n/page-copy";
import { pageMeta, rootDataOf } from "~/shared/seo/seo";
import { paths } from "~/contracts/paths";
import { GlowPaid, GlowUnpaid } from "~/features/checkout/glow-outcome";
import { useAfterHydration } from "~/shared/use-after-hydration";
import { readHasPaid } from "~/shared/visitor/visitor";
import type { Route } from "./+types/glow-route";

// Runs at build time (the page is prerendered in each language).
export function loader({ request }: Route.LoaderArgs) {
  return { glow: pageCopy(requestLocale(request), "checkout").glow };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const root = rootDataOf(matches);
  return pageMeta(root, {
    title: `${loaderData.glow.pageTitle} · ${site.name}`,
    description: root.common.description,
    path: paths.glow,
    noindex: true,
  });
};

export default function Glow({ loaderData: { glow } }: Route.ComponentProps) {
  // The flag lives in the browser, so the prerendered page waits for hydration to know it.
  const paid = useAfterHydration(readHasPaid);

  return (
    <div className="section grid min-h-[28rem] max-w-2xl place-items-center text-center" aria-busy={paid === null}>
      {/* Until then the wait is the page's heading: a document with headings has an h1. */}
      {paid === null ? (
        <h1 className="text-muted">{glow.loading}</h1>
      ) : paid ? (
        <GlowPaid glow={glow} />
      ) : (
        <GlowUnpaid glow={glow} />
      )}
    </div>
  );
}
