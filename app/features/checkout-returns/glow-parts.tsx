// What every /glow screen shares: its area, the title's and the links' style, and the billing
// contact line.
import { ContactLine } from "~/shared/ui/contact-line";

/** The area /glow's screen stands in, and /failure's, which becomes /glow. */
export const screenArea = "section grid min-h-[28rem] max-w-2xl place-items-center text-center";

export const title = "text-4xl font-extrabold tracking-tight text-balance";

export const linkClass = "font-semibold text-brand underline underline-offset-4";

export function BillingHelp({ lead }: { lead: string }) {
  return <ContactLine lead={lead} className="mt-8 text-sm text-muted" />;
}
