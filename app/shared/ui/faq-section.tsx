import type { FaqData } from "~/shared/i18n/page-copy";
import { ContactLine } from "./contact-line";

/** The FAQ of the landing and pricing pages: native disclosure widgets, so it works without JavaScript. */
export function FaqSection({ copy: faqSection }: { copy: FaqData }) {
  return (
    <section aria-labelledby="faq-title" className="section max-w-3xl">
      <h2 id="faq-title" className="section-title text-center">
        {faqSection.title}
      </h2>
      <div className="mt-10 divide-y divide-line rounded-2xl border border-line bg-white">
        {faqSection.items.map((item) => (
          <details key={item.question} className="group px-5 md:px-6">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-5 text-left font-semibold [&::-webkit-details-marker]:hidden">
              {item.question}
              <span
                aria-hidden="true"
                className="grid size-7 shrink-0 place-items-center rounded-full bg-soft text-brand transition-transform group-open:rotate-45"
              >
                +
              </span>
            </summary>
            <p className="pb-5 text-muted">{item.answer}</p>
          </details>
        ))}
      </div>
      <ContactLine lead={faqSection.contactLead} className="mt-8 text-center text-muted" />
    </section>
  );
}
