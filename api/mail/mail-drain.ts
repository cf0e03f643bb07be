// Sends what the outbox holds (outbox.ts): after the answer that wrote it, and now and then for the
// retries (each target's way: docs/operations.md, "Mail"). For each mail due: to whom and in which
// language (the buyer the checkout recorded, else the provider's customer), still true (a reminder
// for a subscription cancelled since is not sent), its one-press links made once, rendered from its
// frozen facts, sent with its key. One sender at a time per mail (the lease); several may run.
import { defaultLocale, localizedPath, preferredLocale, type Locale } from "../../app/contracts/locales.ts";
import { paths } from "../../app/contracts/paths.ts";
import { planOfOffer } from "../../app/contracts/subscription-api.ts";
import { CANCEL_CONFIRM_QUERY } from "../../app/contracts/cancel-api.ts";
import type { MailFacts, MailLinks, RenderedMail } from "../../app/mail/mail-facts.ts";
import type { DatabaseAccess, Db } from "../database/database.ts";
import type { Log } from "../responses.ts";
import { storedSubscription } from "../subscribers/stored-subscriptions.ts";
import { forgetExpiredLinks, makeLinkToken } from "./mail-links.ts";
import type { MailService } from "./mail-service.ts";
import { markDropped, markFailedTry, markSent, takeDueMails, type DueMail } from "./outbox.ts";
import type { StoredFacts } from "./stored-facts.ts";
import { stillTrue } from "./subscriber-mails.ts";
import { mailLinkPath } from "./mail-link-routes.ts";

export interface MailDrainOptions {
  database: DatabaseAccess;
  mail: MailService;
  render: (facts: MailFacts) => Promise<RenderedMail>;
  /** The provider's customer of a subscription with no recorded buyer: its email and preferred languages. */
  customerContact: (customerId: string) => Promise<{ email: string | null; locales: string[] } | null>;
  siteUrl: string;
  productUrls: { app?: string; research?: string };
  log: Log;
  now?: () => Date;
}

/** How long an update-card link works: a failed payment's retries take up to a few weeks. */
const UPDATE_CARD_DAYS = 21;
const DAY_MS = 86_400_000;

export function mailDrain({
  database,
  mail: service,
  render,
  customerContact,
  siteUrl,
  productUrls,
  log,
  now = () => new Date(),
}: MailDrainOptions) {
  const page = (path: string, locale: Locale) => `${siteUrl}${localizedPath(path, locale)}`;
  const linksIn = (locale: Locale): MailLinks => ({
    site: page(paths.landing, locale),
    terms: page(paths.legal("terms"), locale),
    cancelPage: page(paths.cancel, locale),
  });

  async function recipientOf(db: Db, mail: DueMail): Promise<{ email: string; locale: Locale } | null> {
    if (mail.to) return { email: mail.to.email, locale: preferredLocale([mail.to.locale]) ?? defaultLocale };
    if (!mail.subscriptionId) return null;
    const buyer = await db
      .selectFrom("buyers")
      .selectAll()
      .where("subscription_id", "=", mail.subscriptionId)
      .executeTakeFirst();
    if (buyer) return { email: buyer.email, locale: preferredLocale([buyer.locale]) ?? defaultLocale };
    const row = await storedSubscription(db, mail.subscriptionId);
    const customer = row && (await customerContact(row.customer_id));
    if (!customer?.email) return null;
    return { email: customer.email, locale: preferredLocale(customer.locales) ?? defaultLocale };
  }

  /** The one-press links, made at the first try and kept in the outbox, so a retry renders the same mail. */
  async function withLinks(db: Db, mail: DueMail, locale: Locale): Promise<StoredFacts> {
    const facts = mail.facts;
    const subscriptionId = mail.subscriptionId;
    if (!subscriptionId) return facts;
    let made: StoredFacts | null = null;
    if ((facts.kind === "trial-reminder" || facts.kind === "renewal-reminder") && !facts.cancelUrl) {
      const ends = facts.subscription.trialEnd ?? facts.subscription.currentPeriodEnd;
      const expiresAt = new Date(Math.max(Date.parse(ends ?? "") || 0, now().getTime() + DAY_MS));
      const token = await makeLinkToken(db, { purpose: "cancel", subscriptionId, locale, expiresAt });
      made = { ...facts, cancelUrl: `${page(paths.cancelConfirm, locale)}?${CANCEL_CONFIRM_QUERY}=${token}` };
    }
    if (facts.kind === "payment-failed" && !facts.updateCardUrl) {
      const expiresAt = new Date(now().getTime() + UPDATE_CARD_DAYS * DAY_MS);
      const token = await makeLinkToken(db, { purpose: "update-card", subscriptionId, locale, expiresAt });
      made = { ...facts, updateCardUrl: `${siteUrl}${mailLinkPath(token)}` };
    }
    if (!made) return facts;
    await db
      .updateTable("mail_outbox")
      .set({ facts: JSON.stringify(made) })
      .where("key", "=", mail.key)
      .execute();
    return made;
  }

  const productUrlOf = (facts: StoredFacts) =>
    facts.kind !== "confirmation"
      ? facts
      : {
          ...facts,
          productUrl: (planOfOffer(facts.subscription.offer) ? productUrls.app : productUrls.research) ?? null,
        };

  async function sendOne(db: Db, mail: DueMail): Promise<void> {
    const at = now();
    const current = mail.subscriptionId ? await storedSubscription(db, mail.subscriptionId) : null;
    if (!stillTrue(mail.kind, mail.facts, current)) return markDropped(db, mail, "skipped", "no longer true");
    const recipient = await recipientOf(db, mail);
    if (!recipient) return markDropped(db, mail, "skipped", "no address known for the buyer");
    const facts = productUrlOf(await withLinks(db, mail, recipient.locale));
    const rendered = await render({
      ...facts,
      locale: recipient.locale,
      links: linksIn(recipient.locale),
    } as MailFacts);
    const outcome = await service.send({ key: mail.key, to: recipient.email, ...rendered });
    if (outcome.sent) return markSent(db, { ...mail, facts }, outcome.id, at);
    if (!outcome.retry) {
      log(`The mail service refused mail ${mail.key} for good: ${outcome.reason}`);
      return markDropped(db, mail, "failed", outcome.reason);
    }
    if ((await markFailedTry(db, mail, outcome.reason, at)) === "given-up")
      log(`Mail ${mail.key} could not be sent within a day and is given up: ${outcome.reason}`);
  }

  async function run(): Promise<number> {
    return database.use(async (db) => {
      await forgetExpiredLinks(db, now());
      let tried = 0;
      for (let batch = 0; batch < 5; batch++) {
        const due = await takeDueMails(db, now());
        for (const mail of due) {
          try {
            await sendOne(db, mail);
          } catch (error) {
            log(`Could not send mail ${mail.key}; it is tried again later.`, error);
            await markFailedTry(db, mail, error instanceof Error ? error.message : String(error), now()).catch(
              () => {},
            );
          }
        }
        tried += due.length;
        if (due.length === 0) break;
      }
      return tried;
    });
  }

  let running: Promise<number> | null = null;
  let queued: Promise<number> | null = null;

  /**
   * Sends every mail due (a few batches at most); answers how many were tried. One run at a time
   * per process: a call during a run is one more run after it, for the mails written meanwhile.
   */
  function drain(): Promise<number> {
    if (!running) {
      running = run().finally(() => (running = null));
      return running;
    }
    queued ??= running
      .catch(() => 0)
      .then(() => {
        queued = null;
        return drain();
      });
    return queued;
  }

  return { drain };
}
