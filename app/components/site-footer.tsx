import { Link } from "react-router";
import { buildYear } from "~/config";
import { site } from "~/content/site";
import { paths } from "~/paths";

export function SiteFooter() {
  return (
    <footer className="border-t border-line bg-white">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-5 py-8 text-sm text-muted md:flex-row md:items-center md:justify-between md:px-8">
        <p>
          © {buildYear} {site.name}. All rights reserved.
        </p>
        <nav aria-label="Footer" className="flex gap-5">
          <Link to={paths.pricing} className="hover:text-ink">
            Pricing
          </Link>
          <a href={`mailto:${site.contactEmail}`} className="hover:text-ink">
            Contact
          </a>
        </nav>
      </div>
    </footer>
  );
}
