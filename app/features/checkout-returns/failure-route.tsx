import failureScript from "virtual:failure-script";
import { useEffect } from "react";
import { leftCheckoutState } from "~/features/checkout-returns/left-checkout";
import { useNavigate } from "react-router";
import { paths } from "~/contracts/paths";
import type { CheckoutCopy } from "~/shared/content/copy";
import { site } from "~/shared/site/site";
import { useLocalizedPath } from "~/shared/i18n/locale";
import { pageCopy, requestLocale } from "~/shared/i18n/page-copy";
import { pageMeta, rootDataOf } from "~/shared/seo/seo";
import { screenArea } from "./glow-parts";
import { GlowUnpaid } from "./glow-setback";
import { ContinueToGlow, NoScriptReturn, ReturnTitle } from "./return-screen";
import type { PageHandle } from "~/shared/site/page-handle";
import type { Route } from "./+types/failure-route";

// The hosted checkout returns to one address for every language; before this page is painted, the
// boot script sends a visitor whose tab showed another language on to it in that language
// (features/languages/boot.ts, returnInChosenLanguage).

// Runs at build time (the page is prerendered in each language).
export function loader({ request }: Route.LoaderArgs) {
  return { copy: pageCopy(requestLocale(request), "checkout") };
}

/** For a visitor the app has no work for, the page's script makes it /glow (docs/decisions/017-app-when-needed.md). */
export const handle: PageHandle = { hydrate: "when-needed" };

// /glow's title: the page becomes /glow at once.
export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const root = rootDataOf(matches);
  return pageMeta(root, {
    title: `${loaderData.copy.glow.pageTitle} · ${site.name}`,
    description: root.common.description,
    path: paths.failure,
    noindex: true,
  });
};

export default function Failure({ loaderData }: Route.ComponentProps) {
  return <CheckoutFailure copy={loaderData.copy} />;
}

/**
 * Body of /failure: its script records that the visitor has not paid (failure-script.ts); the app
 * then replaces the page with /glow, so the back button never lands here again. The destination is
 * fixed, never taken from the URL. Where the app does not run, the script makes the page /glow and
 * it shows /glow's unpaid screen.
 */
export function CheckoutFailure({ copy }: { copy: CheckoutCopy }) {
  const navigate = useNavigate();
  const glow = useLocalizedPath()(paths.glow);
  useEffect(() => {
    void navigate(glow, { replace: true, state: leftCheckoutState });
  }, [navigate, glow]);

  return (
    <div className={screenArea}>
      {/* The prerendered page holds the script; the app's copy of this element is empty (scripts/vite/inline-scripts-plugin.ts). */}
      <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: failureScript }} />
      <div aria-live="polite" className="hidden app-runs:block">
        <ReturnTitle>{copy.leaving}</ReturnTitle>
        <ContinueToGlow label={copy.continue} />
      </div>
      <NoScriptReturn copy={copy.noScript} action={copy.glow.unpaid.action} help={copy.glow.help} />
      <div className="hidden app-not-needed:block">
        <GlowUnpaid glow={copy.glow} />
      </div>
    </div>
  );
}
