// The subscriber mails put together (docs/architecture.md, "Data flow: a mail reaches a person"):
// the mail service, the outbox's sender and the mailed links' routes. A change writes its mails in
// its own transaction (api/subscribers/lifecycle.ts); `send` then sends them after the answer.
import { renderMail } from "../../app/mail/render-mail.tsx";
import type { DatabaseAccess } from "../database/database.ts";
import type { Log } from "../responses.ts";
import type { ApiSettings } from "../settings.ts";
import type { Billing } from "../subscribers/billing.ts";
import type { Lifecycle } from "../subscribers/lifecycle.ts";
import { mailDrain } from "./mail-drain.ts";
import { mailLinkRoutes } from "./mail-link-routes.ts";
import { resendMailService } from "./mail-service.ts";

/** A Worker sends the mails due at most this often when nothing new was written (the retries). */
const QUIET_SEND_EVERY_MS = 60_000;

interface MailingDependencies {
  database: DatabaseAccess;
  billing: Billing;
  lifecycle: Lifecycle;
  settings: Pick<ApiSettings, "productUrls"> & {
    mail: NonNullable<ApiSettings["mail"]>;
    subscribers: NonNullable<ApiSettings["subscribers"]>;
  };
  log: Log;
  /** Work that goes on after its answer: a shutdown waits for it. */
  keep: (work: Promise<unknown>) => void;
  now?: () => Date;
}

export function subscriberMailing({
  database,
  billing,
  lifecycle,
  settings,
  log,
  keep,
  now = () => new Date(),
}: MailingDependencies) {
  const drain = mailDrain({
    database,
    mail: resendMailService(settings.mail),
    render: (facts) => renderMail(facts, settings.mail.sender),
    customerContact: billing.customerContact,
    siteUrl: settings.subscribers.siteUrl,
    productUrls: settings.productUrls,
    log,
    now,
  });
  let last: Promise<unknown> = Promise.resolve();
  let lastAt = 0;
  let written = false;

  /** Sends what is due now, after the work before it; kept for the shutdown. */
  function send(): Promise<unknown> {
    written = false;
    lastAt = now().getTime();
    last = drain
      .drain()
      .catch((error: unknown) => log("Could not send the mails due; they are tried again later.", error));
    keep(last);
    return last;
  }

  return {
    send,
    /** After a Worker's request: sends when mails were written, or when it has not for a while. */
    sendWhenDue: () => (written || now().getTime() - lastAt >= QUIET_SEND_EVERY_MS ? send() : last),
    routes: mailLinkRoutes({
      database,
      billing,
      lifecycle,
      siteUrl: settings.subscribers.siteUrl,
      afterWrite: () => {
        written = true;
        void send();
      },
      log,
      now,
    }),
  };
}

export type SubscriberMailing = ReturnType<typeof subscriberMailing>;
