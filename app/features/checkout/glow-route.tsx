import { site } from "~/shared/site";
import { pageCopy, requestLocale } from "~/shared/i18n/page-copy";
import { pageMeta, rootDataOf } from "~/shared/seo/seo";
import { paths } from "~/contracts/paths";
import { GlowPaid, GlowResearch, GlowUnpaid } from "~/features/checkout/glow-outcome";
import { boughtResearch } from "~/features/checkout/research-welcome";
import { leftCheckout } from "~/features/checkout/left-checkout";
import { useLocation } from "react-router";
import { useAfterHydration } from "~/shared/use-after-hydration";
import { readHasPaid } from "~/shared/visitor/visitor";
import { NoScriptReturn } from "./return-screen";
import type { Route } from "./+types/glow-route";

// Runs at build time (the page is prerendered in each language).
export function loader({ request }: Route.LoaderArgs) {
  const { glow, noScript } = pageCopy(requestLocale(request), "checkout");
  return { glow, noScript };
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

export default function Glow({ loaderData: { glow, noScript } }: Route.ComponentProps) {
  // The flag lives in the browser, so the prerendered page waits for hydration to know it; what
  // was bought, the research or a plan, /success says in the address.
  // Come from /failure, what was not paid, whatever the flag says by now.
  const left = leftCheckout(useLocation().state);
  const shown = useAfterHydration(() => ({
    paid: !left && readHasPaid(),
    research: boughtResearch(window.location.search),
  }));

  return (
    <div className="section grid min-h-[28rem] max-w-2xl place-items-center text-center" aria-busy={shown === null}>
      {/* Until then the wait is the page's heading (a document with headings has an h1); without
          JavaScript, what the page cannot know and what to do. */}
      {shown === null ? (
        <>
          <h1 className="hidden text-muted in-data-js:block">{glow.loading}</h1>
          <NoScriptReturn copy={noScript} action={glow.unpaid.action} help={glow.help} />
        </>
      ) : !shown.paid ? (
        <GlowUnpaid glow={glow} />
      ) : shown.research ? (
        <GlowResearch glow={glow} />
      ) : (
        <GlowPaid glow={glow} />
      )}
    </div>
  );
}
