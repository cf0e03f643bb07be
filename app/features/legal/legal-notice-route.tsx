import { requestLocale } from "~/shared/i18n/page-copy";
import { pageMeta, rootDataOf } from "~/shared/seo/seo";
import { site } from "~/shared/site";
import { paths } from "~/contracts/paths";
import { legalNoticePage } from "~/features/legal/legal-page";
import { LegalLayout, LegalSection } from "~/features/legal/legal-layout";
import type { Route } from "./+types/legal-notice-route";

// Runs at build time: the market's notice in the page's language (Impressum, mentions légales,
// 特定商取引法に基づく表記, aviso legal, company details), with the company's details.
export function loader({ request }: Route.LoaderArgs) {
  return legalNoticePage(requestLocale(request));
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta(rootDataOf(matches), {
    title: `${loaderData.pageTitle} · ${site.name}`,
    description: loaderData.lede,
    path: paths.legalNotice,
  });

export default function LegalNotice({ loaderData: page }: Route.ComponentProps) {
  return (
    <LegalLayout frame={page} title={page.title} lede={page.lede}>
      <dl className="divide-y divide-line rounded-2xl border border-line bg-white">
        {page.rows.map((row) => (
          <div key={row.label} className="grid gap-1 px-4 py-3 md:grid-cols-[16rem_1fr] md:gap-4">
            <dt className="font-semibold">{row.label}</dt>
            <dd className="[overflow-wrap:anywhere]">{row.value}</dd>
          </div>
        ))}
      </dl>
      {page.paragraphs.map((paragraph) => (
        <LegalSection key={paragraph.title} title={paragraph.title} paragraphs={[paragraph.text]} />
      ))}
    </LegalLayout>
  );
}
