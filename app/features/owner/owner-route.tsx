import { site } from "~/shared/site/site";
import { pageCopy, requestLocale } from "~/shared/i18n/page-copy";
import { pageMeta, rootDataOf } from "~/shared/seo/seo";
import { paths } from "~/contracts/paths";
import { ExperimentPage } from "~/features/owner/experiment-page";
import type { PageHandle } from "~/shared/site/page-handle";
import type { Route } from "./+types/owner-route";

// Runs at build time (the page is prerendered in each language): the page's words and the headlines'.
export function loader({ request }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  return { copy: pageCopy(locale, "owner"), headlines: pageCopy(locale, "landing").hero.headlines };
}

/** The readout is for the owner, who signs in; anyone else is told whose page it is (docs/decisions/017-app-when-needed.md). */
export const handle: PageHandle = { hydrate: "when-needed" };

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta(rootDataOf(matches), {
    title: `${loaderData.copy.pageTitle} · ${site.name}`,
    description: loaderData.copy.lede,
    path: paths.ownerExperiment,
    noindex: true,
  });

/** The owner's readout of the headline experiment; its figures are fetched with their sign-in. */
export default function OwnerExperiment({ loaderData }: Route.ComponentProps) {
  return <ExperimentPage copy={loaderData.copy} headlines={loaderData.headlines} />;
}
