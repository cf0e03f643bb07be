// The mails of a purchase: its confirmation, the durable record of what was agreed (what, the price
// and period, the trial's end and first charge, how to cancel, the withdrawal information and the
// terms, the way in), and a plan switch (from which plan to which, the new price and its next charge).
import { choiceForOffer } from "../catalogue/offers.ts";
import { majorMoney } from "../shared/subscriber/holding.ts";
import { choiceName } from "../shared/subscriber/holding-sentences.ts";
import type { FactsOf, MailContext } from "./mail-context.ts";
import type { MinorMoney } from "./mail-facts.ts";
import { Action, Facts, Paragraph, Subheading, TextLink, type MailParts } from "./mail-layout.tsx";

/** What was charged, and the tax in it when there is any ('$6.39, including $0.39 tax'). */
function paidWithTax({ amount, tax, currency }: MinorMoney & { tax: number }, context: MailContext): string {
  const total = context.amount(majorMoney(amount, currency));
  return tax > 0
    ? context.say(context.mail.withTax, { amount: total, tax: context.amount(majorMoney(tax, currency)) })
    : total;
}

export function confirmationMail(facts: FactsOf<"confirmation">, context: MailContext): MailParts {
  const { mail, say, day } = context;
  const { confirmation: copy, labels } = mail;
  const { holding, words } = context.about(facts.subscription);
  const values = { ...words };
  const trial = holding.standing === "trial";
  const coming = context.coming(holding);
  const paid = facts.paidToday && paidWithTax(facts.paidToday, context);
  const next = holding.nextCharge && say(mail.charge, coming);
  const { withdrawal } = context.terms;
  return {
    subject: say(copy.subject, values),
    preview: say(copy.preview, values),
    title: copy.title,
    reason: "subscription",
    body: (
      <>
        <Paragraph>{say(copy.intro, values)}</Paragraph>
        <Facts
          context={context}
          facts={[
            [labels.subscription, words.name],
            [labels.price, words.price],
            [labels.trialEnds, trial ? day(holding.until) : null],
            [labels.chargedToday, paid],
            [trial ? labels.firstCharge : labels.nextCharge, next],
          ]}
        />
        {trial ? (
          <Paragraph>{say(copy.trial, { date: day(holding.until), amount: coming.amount })}</Paragraph>
        ) : (
          paid && <Paragraph>{say(copy.paid, { amount: paid, price: words.price })}</Paragraph>
        )}
        {facts.productUrl && (
          <>
            <Paragraph>{copy.open.lead}</Paragraph>
            <Action href={facts.productUrl}>{say(copy.open[holding.choice.kind])}</Action>
          </>
        )}
        <Subheading>{copy.cancelTitle}</Subheading>
        <Paragraph>{copy.cancel}</Paragraph>
        <Action href={facts.links.cancelPage}>{context.cancelSubscription}</Action>
        <Subheading>{say(withdrawal.title)}</Subheading>
        {withdrawal.paragraphs.map((paragraph) => (
          <Paragraph key={paragraph}>{say(paragraph)}</Paragraph>
        ))}
        <Paragraph>{copy.termsLead}</Paragraph>
        <Paragraph>
          <TextLink href={facts.links.terms}>{context.terms.title}</TextLink>
        </Paragraph>
      </>
    ),
  };
}

export function planSwitchMail(facts: FactsOf<"plan-switch">, context: MailContext): MailParts {
  const { mail, say } = context;
  const { holding, words } = context.about(facts.subscription);
  const before = choiceForOffer(facts.previousOffer);
  const previous = say(mail.billed[before.period === "monthly" ? "month" : "year"], {
    name: choiceName(context.holdings, before),
  });
  const values = { ...words, previous };
  const next = holding.nextCharge && say(mail.charge, context.coming(holding));
  return {
    subject: say(mail.planSwitch.subject, values),
    preview: say(mail.planSwitch.preview, values),
    title: mail.planSwitch.title,
    reason: "subscription",
    body: (
      <>
        <Paragraph>{say(mail.planSwitch.body, values)}</Paragraph>
        <Facts
          context={context}
          facts={[
            [mail.labels.subscription, words.name],
            [mail.labels.price, words.price],
            [mail.labels.standing, words.standing],
            [mail.labels.nextCharge, next],
          ]}
        />
      </>
    ),
  };
}
