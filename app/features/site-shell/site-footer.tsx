import { Link } from "react-router";
import { site } from "~/shared/site";
import { useCommonCopy, useLocalizedPath } from "~/shared/i18n/locale";
import { paths } from "~/contracts/paths";
import { LanguageSwitcher } from "~/features/languages";

export function SiteFooter() {
  const common = useCommonCopy();
  const href = useLocalizedPath();
  return (
    <footer className="border-t border-line bg-white">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-5 py-8 text-sm text-muted md:flex-row md:items-center md:justify-between md:px-8">
        <p>{common.rights}</p>
        <nav aria-label={common.nav.footer} className="flex gap-5">
          <Link to={href(paths.pricing)} className="hover:text-ink">
            {common.nav.pricing}
          </Link>
          <a href={`mailto:${site.contactEmail}`} className="hover:text-ink">
            {common.nav.contact}
          </a>
        </nav>
        <LanguageSwitcher />
      </div>
    </footer>
  );
}
