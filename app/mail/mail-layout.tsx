// The frame of every mail: `<html lang dir>`, the subject as its title, the preview line, the
// product's name, the one `<h1>`, the body, and the footer that says who sends it and why it came
// (the company as the market's legal notice names it). Images are never needed.
import { Body } from "@react-email/body";
import { Container } from "@react-email/container";
import { Head } from "@react-email/head";
import { Heading } from "@react-email/heading";
import { Hr } from "@react-email/hr";
import { Html } from "@react-email/html";
import { Link } from "@react-email/link";
import { Preview } from "@react-email/preview";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import type { ReactNode } from "react";
import { around } from "../shared/content/fill.ts";
import type { MailContext } from "./mail-context.ts";
import { styles } from "./mail-style.ts";

/** Why a mail came: about the person's contract, or a link they (or someone) asked for. */
export type MailReason = "subscription" | "request";

export interface MailParts {
  subject: string;
  preview: string;
  title: string;
  reason: MailReason;
  body: ReactNode;
}

export function MailLayout({ context, parts }: { context: MailContext; parts: MailParts }) {
  const { say, mail, notice } = context;
  // The notice's rows that name the company and where it is ('Company: …', 'Registered address: …').
  const companyRows = notice.rows.filter(({ value }) => /\{(company|address)\}/.test(value));
  return (
    <Html lang={context.tag} dir={context.dir}>
      <Head>
        <title>{parts.subject}</title>
      </Head>
      <Preview>{parts.preview}</Preview>
      <Body style={styles.body}>
        <Container style={styles.card}>
          {/* A landmark around it all, so a screen reader's "main" lands on the mail, not the client's frame. */}
          <main>
            <Text style={styles.product}>{say("{product}")}</Text>
            <Heading as="h1" style={styles.title}>
              {parts.title}
            </Heading>
            {parts.body}
            <Hr style={styles.rule} />
            <Text style={styles.small}>{say(mail.footer[parts.reason])}</Text>
            <Text style={styles.small}>{say(mail.footer.contact)}</Text>
            {companyRows.map(({ label, value }) => (
              <Text key={label} style={styles.small}>
                {say(mail.fact, { label, value: say(value) })}
              </Text>
            ))}
          </main>
        </Container>
      </Body>
    </Html>
  );
}

export const Paragraph = ({ children }: { children: ReactNode }) => <Text style={styles.text}>{children}</Text>;

export const Subheading = ({ children }: { children: ReactNode }) => (
  <Heading as="h2" style={styles.heading}>
    {children}
  </Heading>
);

/** The facts of a subscription, one per line ('Price: $36 a year'); the empty ones left out. */
export function Facts({ context, facts }: { context: MailContext; facts: [label: string, value: string | null][] }) {
  return (
    <Section style={styles.facts}>
      {facts.flatMap(([label, value]) =>
        value ? (
          <Text key={label} style={styles.fact}>
            {context.say(context.mail.fact, { label, value })}
          </Text>
        ) : (
          []
        ),
      )}
    </Section>
  );
}

/** A link in running text. */
export const TextLink = ({ href, children }: { href: string; children: string }) => (
  <Link href={href} style={styles.link}>
    {children}
  </Link>
);

/** The one thing a paragraph asks for, as a button-like link of its own. */
export const Action = ({ href, children }: { href: string; children: string }) => (
  <Text style={styles.text}>
    <Link href={href} style={styles.action}>
      {children}
    </Link>
  </Text>
);

/** A text with a link in place of its `{link}` ('{link} (Free trial until …)'). */
export function WithLink({ text, href, label }: { text: string; href: string; label: string }) {
  const [before, after] = around(text, "link");
  return (
    <>
      {before}
      <TextLink href={href}>{label}</TextLink>
      {after}
    </>
  );
}
