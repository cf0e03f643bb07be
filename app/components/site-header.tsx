import { Link, NavLink } from "react-router";
import { site } from "~/content/site";
import { assetUrl } from "~/lib/assets";
import { paths } from "~/paths";
import { SignUpButton } from "./sign-up-button";

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-line/70 bg-canvas/90 backdrop-blur supports-[backdrop-filter]:bg-canvas/75">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-5 md:px-8">
        <Link to={paths.landing} className="flex items-center gap-2.5 rounded-lg text-lg font-extrabold tracking-tight">
          <img src={assetUrl("brand/logo.svg")} alt="" width={36} height={36} className="size-9" />
          <span>{site.name}</span>
        </Link>
        <nav aria-label="Main" className="flex items-center gap-2 md:gap-4">
          <NavLink
            to={paths.pricing}
            className="rounded-full px-3 py-2 text-sm font-semibold text-muted hover:text-ink aria-[current=page]:text-brand"
          >
            Pricing
          </NavLink>
          <SignUpButton source="header" size="small" />
        </nav>
      </div>
    </header>
  );
}
