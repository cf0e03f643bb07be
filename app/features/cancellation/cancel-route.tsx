import cancelRequestScript from "virtual:cancel-request-script";
import { CANCEL_LINK_MINUTES } from "~/contracts/cancel-api";
import { localeInfo } from "~/contracts/locales";
import { paths } from "~/contracts/paths";
import { fillAll } from "~/shared/content/fill";
import { plans } from "~/catalogue/plans";
import { pageCopy, requestLocale } from "~/shared/i18n/page-copy";
import type { PageHandle } from "~/shared/site/page-handle";
import { pageMeta, rootDataOf } from "~/shared/seo/seo";
import { site } from "~/shared/site/site";
import { CancelRequestPage } from "./cancel-request-page";
import type { Route } from "./+types/cancel-route";

// Runs at build time (the page is prerendered in each language): the words, with the link's
// lifetime, the plans' names and the link page's button in; the mailed address and the API's own
// lifetime stay placeholders of `sent`, which the page's script fills in.
export function loader({ request }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const { request: words, confirm } = pageCopy(locale, "cancellation");
  const names = new Intl.ListFormat(localeInfo[locale].tag, { type: "disjunction" }).format(plans.map((p) => p.name));
  const values = { minutes: CANCEL_LINK_MINUTES, button: confirm.button, plans: names, contact: site.contactEmail };
  return { copy: { ...fillAll(words, values), sent: words.sent } };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const root = rootDataOf(matches);
  return pageMeta(root, {
    title: `${loaderData.copy.pageTitle} · ${site.name}`,
    description: loaderData.copy.lede,
    path: paths.cancel,
    noindex: true,
  });
};

/**
 * The page's own script sends the form; the app runs only for someone who may be signed in here,
 * whose header shows them (docs/decisions/017-app-when-needed.md).
 */
export const handle: PageHandle = { hydrate: "when-needed" };

export default function Cancel({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <CancelRequestPage copy={loaderData.copy} />
      {/* After the page it enhances. The prerendered page holds the script; the app's copy of this element is empty (scripts/vite/inline-scripts-plugin.ts). */}
      <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: cancelRequestScript }} />
    </>
  );
}
