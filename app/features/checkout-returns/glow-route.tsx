import { site } from "~/shared/site/site";
import { pageCopy, requestLocale } from "~/shared/i18n/page-copy";
import { pageMeta, rootDataOf } from "~/shared/seo/seo";
import { paths } from "~/contracts/paths";
import { GlowOutcome } from "~/features/checkout-returns/glow-outcome";
import { boughtIn } from "~/features/checkout-returns/bought-query";
import { glowScreen } from "~/features/checkout-returns/glow-screen";
import { useSubscriber } from "~/shared/subscriber/subscriber";
import { leftCheckout } from "~/features/checkout-returns/left-checkout";
import { useEffect } from "react";
import { useLocation } from "react-router";
import { clearPageFlag, pageFlags } from "~/shared/page/page-flags";
import { useAfterHydration } from "~/shared/page/use-after-hydration";
import { paidHere } from "~/shared/subscriber/paid-here";
import type { PageHandle } from "~/shared/site/page-handle";
import { screenArea } from "./glow-parts";
import { GlowWaiting } from "./glow-waiting";
import { useCheckoutHandOver } from "./use-checkout-hand-over";
import type { Route } from "./+types/glow-route";

// Runs at build time (the page is prerendered in each language).
export function loader({ request }: Route.LoaderArgs) {
  const { glow, noScript } = pageCopy(requestLocale(request), "checkout");
  return { glow, noScript };
}

/**
 * What a browser that has not paid, with nobody signed in, is shown needs no app
 * (docs/decisions/017-app-when-needed.md); a confirmed checkout comes here paid.
 */
export const handle: PageHandle = { hydrate: "when-needed" };

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const root = rootDataOf(matches);
  return pageMeta(root, {
    title: `${loaderData.glow.pageTitle} · ${site.name}`,
    description: root.common.description,
    path: paths.glow,
    noindex: true,
  });
};

export default function Glow({ loaderData }: Route.ComponentProps) {
  // What the browser knows is read once per address: a handed-on checkout changes it (below).
  return <GlowPage key={useLocation().key} {...loaderData} />;
}

function GlowPage({ glow, noScript }: Route.ComponentProps["loaderData"]) {
  // The flag and the person live in the browser: the prerendered page shows what its script drew
  // (glow-waiting.tsx) until the app knows them; what was bought, /success says in the address.
  const left = leftCheckout(useLocation().state);
  const handingOver = useCheckoutHandOver();
  const browser = useAfterHydration(() => ({ paid: paidHere(), bought: boughtIn(window.location.search) }));
  const subscriber = useSubscriber();
  const screen = browser && !handingOver ? glowScreen({ subscriber, left, ...browser }) : { kind: "waiting" as const };

  // The app's screen replaces the one the page's script drew, also on the app's later visits here.
  const drawn = screen.kind !== "waiting";
  useEffect(() => {
    if (drawn) clearPageFlag(pageFlags.glowScreen);
    return () => clearPageFlag(pageFlags.glowScreen);
  }, [drawn]);

  return (
    <div className={screenArea}>
      {screen.kind === "waiting" ? (
        <GlowWaiting glow={glow} noScript={noScript} />
      ) : (
        <GlowOutcome screen={screen} glow={glow} />
      )}
    </div>
  );
}
