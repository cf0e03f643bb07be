import { lazy, Suspense } from "react";
import { Link } from "react-router";
import type { Headline } from "~/contracts/experiment-api";
import type { OwnerCopy } from "~/shared/content/copy";
import { paths } from "~/contracts/paths";
import { useCommonCopy, useLocalizedPath } from "~/shared/i18n/locale";
import { useAccountLink } from "~/features/hand-off";
// The figures' view (its table, charts and sales by code) loads with the figures: an owner waits for
// those anyway, and no other visitor of the page needs its code.
const ReadoutView = lazy(() => import("./readout-view").then((module) => ({ default: module.ReadoutView })));
import { useExperimentReadout } from "./use-experiment-readout";

export interface OwnerPageProps {
  copy: OwnerCopy;
  /** Each headline's words in the page's language. */
  headlines: Record<Headline, string>;
}

/**
 * /owner/experiment: the prerendered shell names the page; in the browser, once the session is
 * known, the owner's figures, or, to anyone else, that the page is the owner's: without the app,
 * to a visitor with no session, from the prerendered page.
 */
export function ExperimentPage({ copy, headlines }: OwnerPageProps) {
  const { state, retry, lifts } = useExperimentReadout();
  return (
    <div className="section max-w-5xl">
      <h1 className="section-title">{copy.pageTitle}</h1>
      <p className="mt-3 max-w-3xl text-muted">{copy.lede}</p>
      <div className="mt-8" aria-live="polite">
        {state.kind === "waiting" || state.kind === "loading" ? (
          <>
            <p className="hidden text-muted app-runs:block" role="status">
              {state.kind === "waiting" ? copy.checking : copy.loading}
            </p>
            {state.kind === "waiting" && (
              <>
                <p className="in-data-js:hidden">{copy.noScript}</p>
                {/* Where the app does not run, nobody is signed in (docs/decisions/017-app-when-needed.md). */}
                <div className="hidden app-not-needed:block">
                  <ForOwner copy={copy} signedIn={false} />
                </div>
              </>
            )}
          </>
        ) : state.kind === "not-owner" ? (
          <ForOwner copy={copy} signedIn={state.signedIn} />
        ) : state.kind === "unavailable" ? (
          <div>
            <h2 className="text-xl font-bold">{copy.unavailable.title}</h2>
            <p className="mt-2 text-muted">{copy.unavailable.body}</p>
            <button type="button" className="button-secondary button-small mt-4" onClick={retry}>
              {copy.unavailable.retry}
            </button>
          </div>
        ) : (
          <Suspense fallback={<p role="status">{copy.loading}</p>}>
            <ReadoutView readout={state.readout} lifts={lifts} copy={copy} headlines={headlines} />
          </Suspense>
        )}
      </div>
    </div>
  );
}

function ForOwner({ copy, signedIn }: { copy: OwnerCopy; signedIn: boolean }) {
  const common = useCommonCopy();
  const logIn = useAccountLink("login");
  const href = useLocalizedPath();
  return (
    <div>
      <h2 className="text-xl font-bold">{copy.forOwner.title}</h2>
      <p className="mt-2 text-muted">{copy.forOwner.body}</p>
      {signedIn ? null : (
        <a {...logIn} className="button-secondary button-small mt-4">
          {copy.forOwner.logIn}
        </a>
      )}
      <p className="mt-4">
        <Link to={href(paths.landing)} className="font-semibold text-brand underline">
          {common.home}
        </Link>
      </p>
    </div>
  );
}
