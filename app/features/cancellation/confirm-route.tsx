import cancelConfirmScript from "virtual:cancel-confirm-script";
import { WITHDRAWAL_DAYS } from "~/contracts/cancel-api";
import { paths } from "~/contracts/paths";
import { fillAll } from "~/shared/content/fill";
import { pageCopy, requestLocale } from "~/shared/i18n/page-copy";
import type { PageHandle } from "~/shared/site/page-handle";
import { pageMeta, rootDataOf } from "~/shared/seo/seo";
import { site } from "~/shared/site/site";
import { CancelConfirmPage } from "./cancel-confirm-page";
import type { Route } from "./+types/confirm-route";

// Runs at build time (the page is prerendered in each language): the words, with the contact
// address and the withdrawal's days in; what the link cancels (`{holding}`), until when it may be
// withdrawn from and what that gives back (`{until}`, `{refund}`) the page's script puts in.
export function loader({ request }: Route.LoaderArgs) {
  const { confirm } = pageCopy(requestLocale(request), "cancellation");
  return { copy: fillAll(confirm, { contact: site.contactEmail, withdrawalDays: WITHDRAWAL_DAYS }) };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const root = rootDataOf(matches);
  return pageMeta(root, {
    title: `${loaderData.copy.pageTitle} · ${site.name}`,
    description: loaderData.copy.lede,
    path: paths.cancelConfirm,
    noindex: true,
  });
};

/**
 * The page does its work with its own script, and the app never runs here: the link's token in the
 * address reaches no page view, no analytics tag and no other third party.
 */
export const handle: PageHandle = { hydrate: false };

export default function CancelConfirm({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <CancelConfirmPage copy={loaderData.copy} />
      {/* After the page it works on; the prerendered page holds it, and the app never runs here. */}
      <script dangerouslySetInnerHTML={{ __html: cancelConfirmScript }} />
    </>
  );
}
