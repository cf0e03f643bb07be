// The mails of a purchase: its confirmation, the durable record of what was agreed (what, the price
// and period, the trial's end and first charge, how to cancel, the withdrawal information and the
// terms, the way in), and a plan switch (from which plan to which, the new price and its next charge).
import { choiceForOffer } from "../catalogue/offers.ts";
import { isTaxIncluded } from "../contracts/locales.ts";
import { paymentOf } from "../shared/subscriber/holding.ts";
import { choiceName } from "../shared/subscriber/holding-sentences.ts";
import type { FactsOf, MailContext } from "./mail-context.ts";
import { Action, Facts, Paragraph, Subheading, TextLink, type MailParts } from "./mail-layout.tsx";

export function confirmationMail(facts: FactsOf<"confirmation">, context: MailContext): MailParts {
  const { mail, say, day } = context;
  const { confirmation: copy, labels } = mail;
  const { holding, words } = context.about(facts.subscription);
  const values = { ...words };
  const trial = holding.standing === "trial";
  const coming = context.coming(holding);
  const charged = facts.paidToday;
  const tax = charged && { amount: charged.tax, included: isTaxIncluded(charged.currency) };
  const paid = charged && context.payment(paymentOf(charged.amount, charged.currency, tax));
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
