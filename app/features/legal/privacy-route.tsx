import { requestLocale } from "~/shared/i18n/page-copy";
import { pageMeta, rootDataOf } from "~/shared/seo/seo";
import { site } from "~/shared/site";
import { paths } from "~/contracts/paths";
import { privacyPage } from "~/features/legal/legal-page";
import { LegalLayout, LegalSection } from "~/features/legal/legal-layout";
import { StorageList } from "~/features/legal/storage-list";
import type { Route } from "./+types/privacy-route";

// Runs at build time (prerendered in each language): the finished policy, with the company's details.
export function loader({ request }: Route.LoaderArgs) {
  return privacyPage(requestLocale(request));
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta(rootDataOf(matches), {
    title: `${loaderData.pageTitle} · ${site.name}`,
    description: loaderData.lede,
    path: paths.privacy,
  });

export default function Privacy({ loaderData: page }: Route.ComponentProps) {
  return (
    <LegalLayout frame={page} title={page.title} lede={page.lede}>
      {page.sections.map((section) => (
        <LegalSection key={section.title} {...section} />
      ))}
      <StorageList {...page.storage} />
    </LegalLayout>
  );
}
