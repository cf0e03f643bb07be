import { Link, NavLink } from "react-router";
import { site } from "~/shared/site/site";
import { assetUrl } from "~/shared/site/assets";
import { useCommonCopy, useLocalizedPath } from "~/shared/i18n/locale";
import { paths } from "~/contracts/paths";
import { HeaderAccount } from "./header-account";
import { brandAssets } from "~/shared/content/brand";

/** Above the page's banners (z-50), so the account menu opened from it is never under one. */
export function SiteHeader() {
  const common = useCommonCopy();
  const href = useLocalizedPath();
  return (
    <header className="sticky top-0 z-60 border-b border-line/70 bg-canvas/90 backdrop-blur supports-[backdrop-filter]:bg-canvas/75">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-4 xs:px-5 md:px-8">
        <Link
          to={href(paths.landing)}
          className="flex items-center gap-2 rounded-lg text-base font-extrabold tracking-tight xs:text-lg"
        >
          <img src={assetUrl(brandAssets.logo)} alt="" width={36} height={36} className="size-9" />
          <span className="sr-only xs:not-sr-only">{site.name}</span>
        </Link>
        <nav aria-label={common.nav.main} className="flex items-center gap-1 xs:gap-2 md:gap-4">
          <NavLink
            to={href(paths.pricing)}
            className="hidden rounded-full px-2 py-2 text-sm 2xs:block xs:px-3 font-semibold text-muted hover:text-ink aria-[current=page]:text-brand"
          >
            {common.nav.pricing}
          </NavLink>
          <HeaderAccount />
        </nav>
      </div>
    </header>
  );
}
