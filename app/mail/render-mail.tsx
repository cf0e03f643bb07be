// A mail's facts (mail-facts.ts, as the API's outbox keeps them) made into its subject, its HTML and
// its plain text, in the buyer's language, from the pages' model and words: what each mail says is
// docs/product.md's "Mails". The plain text is the same document as the HTML (every fact and every
// link), converted from it by @react-email/render.
import { render, toPlainText } from "@react-email/render";
import { cancelLinkMail, cancellationMail } from "./cancel-mails.tsx";
import { paymentFailedMail, reminderMail } from "./charge-mails.tsx";
import { mailContext, type MailContext, type MailSender } from "./mail-context.ts";
import type { MailFacts, RenderedMail } from "./mail-facts.ts";
import { MailLayout, type MailParts } from "./mail-layout.tsx";
import { confirmationMail, planSwitchMail } from "./purchase-mails.tsx";
import { withdrawalMail } from "./withdrawal-mail.tsx";

export type { MailSender };

/** Headings keep their case in the text (a date or a name in capitals reads as another). */
const TEXT_SELECTORS = ["h1", "h2"].map((selector) => ({ selector, options: { uppercase: false } }));

function partsOf(facts: MailFacts, context: MailContext): MailParts {
  switch (facts.kind) {
    case "confirmation":
      return confirmationMail(facts, context);
    case "trial-reminder":
    case "renewal-reminder":
      return reminderMail(facts, context);
    case "payment-failed":
      return paymentFailedMail(facts, context);
    case "cancellation":
      return cancellationMail(facts, context);
    case "plan-switch":
      return planSwitchMail(facts, context);
    case "cancel-link":
      return cancelLinkMail(facts, context);
    case "withdrawal":
      return withdrawalMail(facts, context);
  }
}

export async function renderMail(facts: MailFacts, sender: MailSender): Promise<RenderedMail> {
  const context = mailContext(facts.locale, sender);
  const parts = partsOf(facts, context);
  const mail = <MailLayout context={context} parts={parts} />;
  const html = await render(mail);
  return { subject: parts.subject, html, text: toPlainText(html, { selectors: TEXT_SELECTORS }) };
}
