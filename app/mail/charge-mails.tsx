// The mails before and after a charge: the reminders before a trial's first charge and before an
// annual renewal (the day, the amount and a one-press cancellation of that subscription), and a
// failed payment (what failed, what happens next, the way to mend the card).
import { majorMoney } from "../shared/subscriber/holding.ts";
import type { FactsOf, MailContext } from "./mail-context.ts";
import { Action, Facts, Paragraph, TextLink, type MailParts } from "./mail-layout.tsx";

export function reminderMail(facts: FactsOf<"trial-reminder" | "renewal-reminder">, context: MailContext): MailParts {
  const { mail, say } = context;
  const copy = facts.kind === "trial-reminder" ? mail.trialReminder : mail.renewalReminder;
  const { holding, words } = context.about(facts.subscription);
  const coming = context.coming(holding);
  // After the charge it costs what the next charge's words say: its tax, and a code's discount while it lasts.
  const values = { ...words, ...coming, price: words.charged };
  return {
    subject: say(copy.subject, values),
    preview: say(copy.preview, values),
    title: say(copy.title, values),
    reason: "subscription",
    body: (
      <>
        <Paragraph>{say(copy.body, values)}</Paragraph>
        <Facts
          context={context}
          facts={[
            [mail.labels.subscription, words.name],
            [mail.labels.price, words.price],
            [
              facts.kind === "trial-reminder" ? mail.labels.firstCharge : mail.labels.nextCharge,
              say(mail.charge, coming),
            ],
          ]}
        />
        <Paragraph>{mail.keep}</Paragraph>
        <Paragraph>{say(copy.cancel, values)}</Paragraph>
        <Action href={facts.cancelUrl}>{say(mail.cancelOne, values)}</Action>
      </>
    ),
  };
}

export function paymentFailedMail(facts: FactsOf<"payment-failed">, context: MailContext): MailParts {
  const { mail, say } = context;
  const copy = mail.paymentFailed;
  const { words } = context.about(facts.subscription);
  const values = {
    ...words,
    amount: context.amount(majorMoney(facts.failed.amount, facts.failed.currency)),
    date: context.day(facts.nextAttemptAt),
  };
  return {
    subject: say(copy.subject, values),
    preview: say(copy.preview, values),
    title: copy.title,
    reason: "subscription",
    body: (
      <>
        <Paragraph>{say(copy.body, values)}</Paragraph>
        <Paragraph>{say(facts.nextAttemptAt ? copy.retry : copy.noRetry, values)}</Paragraph>
        <Action href={facts.updateCardUrl}>{copy.update}</Action>
        <Facts
          context={context}
          facts={[
            [mail.labels.subscription, words.name],
            [mail.labels.price, words.price],
            [mail.labels.standing, words.standing],
          ]}
        />
        <Paragraph>{copy.cancel}</Paragraph>
        <Paragraph>
          <TextLink href={facts.links.cancelPage}>{context.cancelSubscription}</TextLink>
        </Paragraph>
      </>
    ),
  };
}
