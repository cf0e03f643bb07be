// Every mail the stand-in took, in memory until the process stops, and the JSON tests and people
// read them in (`GET /mail/messages`): `{id, to, from, replyTo, subject, text, html, sentAt}`,
// newest first, with `to` and `replyTo` lists of the addresses as they were given (Resend's own
// JSON keeps them so), `replyTo` null and `text` or `html` null when the mail had none.
import { randomUUID } from "node:crypto";
import { parseAddress } from "./address";

export interface MailFields {
  from: string;
  to: string[];
  replyTo: string[] | null;
  subject: string;
  html: string | null;
  text: string | null;
  headers: Record<string, string>;
  tags: { name: string; value: string }[];
}

export interface KeptMail extends MailFields {
  id: string;
  /** ISO 8601. */
  sentAt: string;
}

export function createMailbox() {
  const mails: KeptMail[] = [];
  return {
    add(fields: MailFields): KeptMail {
      const mail = { id: randomUUID(), sentAt: new Date().toISOString(), ...fields };
      mails.push(mail);
      return mail;
    },
    get: (id: string) => mails.find((mail) => mail.id === id),
    /** Newest first; with `to`, only those with that recipient (its bare address, any case). */
    list(to?: string): KeptMail[] {
      const wanted = to?.trim().toLowerCase();
      const newest = [...mails].reverse();
      if (!wanted) return newest;
      return newest.filter((mail) => mail.to.some((each) => parseAddress(each)?.email.toLowerCase() === wanted));
    },
  };
}

export type Mailbox = ReturnType<typeof createMailbox>;

/** The shape of `GET /mail/messages`. */
export const mailJson = ({ id, to, from, replyTo, subject, text, html, sentAt }: KeptMail) => ({
  id,
  to,
  from,
  replyTo,
  subject,
  text,
  html,
  sentAt,
});
