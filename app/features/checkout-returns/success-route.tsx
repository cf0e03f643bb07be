import { paths } from "~/contracts/paths";
import { site } from "~/shared/site/site";
import { pageCopy, requestLocale } from "~/shared/i18n/page-copy";
import type { PageHandle } from "~/shared/site/page-handle";
import { pageMeta, rootDataOf } from "~/shared/seo/seo";
import { SuccessScreens } from "./success-screens";
import type { Route } from "./+types/success-route";

// The hosted checkout returns to one address for every language; before this page is painted, the
// boot script sends a visitor whose tab showed another language on to it in that language
// (features/languages/boot.ts, returnInChosenLanguage).

// Runs at build time (the page is prerendered in each language).
export function loader({ request }: Route.LoaderArgs) {
  return { copy: pageCopy(requestLocale(request), "checkout") };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const root = rootDataOf(matches);
  return pageMeta(root, {
    title: `${loaderData.copy.successPageTitle} · ${site.name}`,
    description: root.common.description,
    path: paths.success,
    noindex: true,
  });
};

/** The page does its work with its own script (docs/decisions/018-success-without-the-app.md). */
export const handle: PageHandle = { hydrate: false };

export default function Success({ loaderData }: Route.ComponentProps) {
  return <SuccessScreens copy={loaderData.copy} />;
}
