import { requestLocale } from "~/shared/i18n/page-copy";
import { pageMeta, rootDataOf } from "~/shared/seo/seo";
import { site } from "~/shared/site/site";
import type { PageHandle } from "~/shared/site/page-handle";
import { unlocalizedPath } from "~/contracts/locales";
import { legalDocuments, paths } from "~/contracts/paths";
import { legalPage } from "~/features/legal/legal-page";
import { LegalLayout, LegalSection } from "~/features/legal/legal-layout";
import { NoticeRows } from "~/features/legal/notice-rows";
import { StorageList } from "~/features/legal/storage-list";
import type { Route } from "./+types/legal-route";

// The route module of the three legal pages (app/routes.ts), each its own route. Runs at build time
// (prerendered in each language): the finished text, with the company's details from the build's settings.
export function loader({ request }: Route.LoaderArgs) {
  const path = unlocalizedPath(new URL(request.url).pathname);
  return legalPage(
    requestLocale(request),
    legalDocuments.find((document) => paths.legal(document) === path),
  );
}

/** Every control here works from the HTML and the boot script (docs/decisions/017-app-when-needed.md). */
export const handle: PageHandle = { hydrate: "when-needed" };

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta(rootDataOf(matches), {
    title: `${loaderData.pageTitle} · ${site.name}`,
    description: loaderData.lede,
    path: paths.legal(loaderData.document),
  });

export default function Legal({ loaderData: page }: Route.ComponentProps) {
  return (
    <LegalLayout frame={page} title={page.title} lede={page.lede}>
      {page.document === "notice" ? (
        <>
          <NoticeRows rows={page.rows} />
          {page.paragraphs.map((paragraph) => (
            <LegalSection key={paragraph.title} title={paragraph.title} paragraphs={[paragraph.text]} />
          ))}
        </>
      ) : (
        page.sections.map((section) => <LegalSection key={section.title} {...section} />)
      )}
      {page.document === "privacy" && <StorageList {...page.storage} />}
    </LegalLayout>
  );
}
