// The confirmation of a withdrawal from the contract (within the 14 days, through a mailed cancel
// link's page: contracts/cancel-api.ts), on a durable medium: when it was received, that the
// subscription ended at once and nothing more is charged, what is refunded and what stays paid.
import { majorMoney } from "../shared/subscriber/holding.ts";
import type { FactsOf, MailContext } from "./mail-context.ts";
import type { MinorMoney } from "./mail-facts.ts";
import { Facts, Paragraph, type MailParts } from "./mail-layout.tsx";

export function withdrawalMail(facts: FactsOf<"withdrawal">, context: MailContext): MailParts {
  const { mail, say } = context;
  const copy = mail.withdrawal;
  const { words } = context.about(facts.subscription);
  const values = { ...words };
  const money = ({ amount, currency }: MinorMoney) => context.amount(majorMoney(amount, currency));
  const received = { name: words.name, date: context.day(facts.withdrawnAt), time: context.time(facts.withdrawnAt) };
  return {
    subject: say(copy.subject, values),
    preview: say(copy.preview, values),
    title: copy.title,
    reason: "subscription",
    body: (
      <>
        <Paragraph>{say(copy.received, received)}</Paragraph>
        <Paragraph>{say(copy.ended, values)}</Paragraph>
        <Facts
          context={context}
          facts={[
            [mail.labels.subscription, words.name],
            [mail.labels.standing, words.standing],
          ]}
        />
        <Paragraph>{facts.refund ? say(copy.refund, { amount: money(facts.refund) }) : copy.noRefund}</Paragraph>
        {facts.kept && <Paragraph>{say(copy.kept, { kept: money(facts.kept) })}</Paragraph>}
        <Paragraph>{copy.keep}</Paragraph>
      </>
    ),
  };
}
