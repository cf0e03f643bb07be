import { requestLocale } from "~/shared/i18n/page-copy";
import { pageMeta, rootDataOf } from "~/shared/seo/seo";
import { site } from "~/shared/site";
import { paths } from "~/contracts/paths";
import { termsPage } from "~/features/legal/legal-page";
import { LegalLayout, LegalSection } from "~/features/legal/legal-layout";
import type { Route } from "./+types/terms-route";

// Runs at build time (prerendered in each language): the finished terms, with the plans' prices.
export function loader({ request }: Route.LoaderArgs) {
  return termsPage(requestLocale(request));
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta(rootDataOf(matches), {
    title: `${loaderData.pageTitle} · ${site.name}`,
    description: loaderData.lede,
    path: paths.terms,
  });

export default function Terms({ loaderData: page }: Route.ComponentProps) {
  return (
    <LegalLayout frame={page} title={page.title} lede={page.lede}>
      {page.sections.map((section) => (
        <LegalSection key={section.title} {...section} />
      ))}
    </LegalLayout>
  );
}
