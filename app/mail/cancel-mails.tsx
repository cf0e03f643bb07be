// The mails of cancelling: the confirmation (when it was received, what they keep until when, that
// nothing more is charged: § 312k (4) BGB) and the mailed one-time links of the footer's
// cancellation page, one per subscription, named and with where it stands.
import type { FactsOf, MailContext } from "./mail-context.ts";
import { Action, Facts, Paragraph, WithLink, type MailParts } from "./mail-layout.tsx";

export function cancellationMail(facts: FactsOf<"cancellation">, context: MailContext): MailParts {
  const { mail, say, day } = context;
  const copy = mail.cancellation;
  const { holding, words } = context.about(facts.subscription);
  const values = { ...words, date: day(holding.until) };
  const received = { name: words.name, date: day(facts.cancelledAt), time: context.time(facts.cancelledAt) };
  return {
    subject: say(copy.subject, values),
    preview: say(copy.preview, values),
    title: copy.title,
    reason: "subscription",
    body: (
      <>
        <Paragraph>{say(copy.received, received)}</Paragraph>
        <Paragraph>{say(holding.standing === "ended" ? copy.ended : copy.ending, values)}</Paragraph>
        <Facts
          context={context}
          facts={[
            [mail.labels.subscription, words.name],
            [mail.labels.standing, words.standing],
          ]}
        />
        <Paragraph>{copy.again}</Paragraph>
        <Action href={facts.links.site}>{say(copy.site)}</Action>
      </>
    ),
  };
}

export function cancelLinkMail(facts: FactsOf<"cancel-link">, context: MailContext): MailParts {
  const { mail, say } = context;
  const copy = mail.cancelLink;
  const minutes = context.minutes(facts.expiresInMinutes);
  return {
    subject: say(copy.subject),
    preview: say(copy.preview, { minutes }),
    title: copy.title,
    reason: "request",
    body: (
      <>
        <Paragraph>{say(facts.choices.length > 0 ? copy.intro : copy.none)}</Paragraph>
        {facts.choices.map(({ subscription, url }) => {
          const { words } = context.about(subscription);
          return (
            <Paragraph key={url}>
              <WithLink text={say(copy.choice, { ...words })} href={url} label={say(mail.cancelOne, { ...words })} />
            </Paragraph>
          );
        })}
        {facts.choices.length > 0 && <Paragraph>{say(copy.expires, { minutes })}</Paragraph>}
        <Paragraph>{copy.ignore}</Paragraph>
      </>
    ),
  };
}
