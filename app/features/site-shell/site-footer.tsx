import { Link } from "react-router";
import { site } from "~/shared/site/site";
import { useCommonCopy, useLocalizedPath } from "~/shared/i18n/locale";
import { paths } from "~/contracts/paths";
import { LanguageSwitcher } from "~/features/languages";
import { ConsentSettingsButton } from "~/features/consent";

export function SiteFooter() {
  const common = useCommonCopy();
  const href = useLocalizedPath();
  return (
    <footer className="border-t border-line bg-white">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-5 py-8 text-sm text-muted md:flex-row md:items-center md:justify-between md:px-8">
        <p>{common.rights}</p>
        {/* Wraps between links, never inside one's words, down to 320 px. */}
        <nav aria-label={common.nav.footer} className="flex min-w-0 flex-wrap gap-x-5 gap-y-2">
          <Link to={href(paths.pricing)} className="hover:text-ink">
            {common.nav.pricing}
          </Link>
          <a href={`mailto:${site.contactEmail}`} className="hover:text-ink">
            {common.nav.contact}
          </a>
          {/* Cancelling needs no account (§ 312k BGB: every page, plain words); the page offers the account's way too.
              A plain link: the page loads with its own script (features/cancellation/). */}
          <a href={href(paths.cancel)} className="hover:text-ink">
            {common.cancelSubscription}
          </a>
          {/* The legal pages; the notice is the market's (Impressum, mentions légales, 特定商取引法に基づく表記). */}
          <Link to={href(paths.legal("privacy"))} className="hover:text-ink">
            {common.legal.privacy}
          </Link>
          <Link to={href(paths.legal("terms"))} className="hover:text-ink">
            {common.legal.terms}
          </Link>
          <Link to={href(paths.legal("notice"))} className="hover:text-ink">
            {common.legal.notice}
          </Link>
          {/* Consent withdrawn as easily as given (Art. 7(3) GDPR): the banner again, on every page. */}
          <ConsentSettingsButton className="hidden cursor-pointer hover:text-ink in-data-js:inline" />
        </nav>
        <LanguageSwitcher />
      </div>
    </footer>
  );
}
