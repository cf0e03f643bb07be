import { site } from "~/shared/site/site";

/** A sentence that ends in the contact address as a mailto link. */
export function ContactLine({ lead, className }: { lead: string; className: string }) {
  return (
    <p className={className}>
      {lead}{" "}
      <a href={`mailto:${site.contactEmail}`} className="font-semibold text-brand underline underline-offset-4">
        {site.contactEmail}
      </a>
    </p>
  );
}
