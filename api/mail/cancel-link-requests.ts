// `POST /api/cancel-links` (contracts/cancel-api.ts): a person without an account (or not signed in)
// gives their email and the kind of contract; every live subscription of that kind bought with the
// email gets a one-time link, in one mail to that email. The answer is the same whether or not the
// email has one, so the page never tells who is a customer; an email is mailed at most three times
// an hour, whoever asks.
import { z } from "zod";
import {
  CANCEL_CONFIRM_QUERY,
  CANCEL_LINK_MINUTES,
  cancelOutcomeAddress,
  type CancelContract,
  type CancelLinkRequest,
  type CancelRequestOutcome,
} from "../../app/contracts/cancel-api.ts";
import { localizedPath, type Locale } from "../../app/contracts/locales.ts";
import { paths } from "../../app/contracts/paths.ts";
import { planOfOffer } from "../../app/contracts/subscription-api.ts";
import type { StoredSubscription } from "../database/schema.ts";
import { json, unavailable } from "../responses.ts";
import { subscriptionSummary } from "../subscribers/subscription-answer.ts";
import { isLive } from "../subscribers/subscription-record.ts";
import { makeLinkToken } from "./mail-links.ts";
import { fieldsOf, isForm, pageLocale, see, type MailLinkDependencies } from "./mail-link-answers.ts";
import { writeMail } from "./outbox.ts";

/** What `/cancel`'s form sends (or its script, as JSON): an email, the kind of contract, its language. */
const cancelLinkRequest = z.object({
  email: z
    .string()
    .trim()
    .regex(/^[^\s@<>]{1,64}@[^\s@<>]{1,255}\.[^\s@<>]{2,}$/),
  contract: z.enum(["plan", "research"]),
  locale: pageLocale,
}) satisfies z.ZodType<CancelLinkRequest>;
/** Links one email may be sent in an hour, whoever asks (more are answered the same, and not sent). */
const LINK_MAILS_PER_HOUR = 3;

const ofContract = (row: StoredSubscription, contract: CancelContract) =>
  (planOfOffer(row.offer) !== null) === (contract === "plan");

export function cancelLinkRequests({
  database,
  billing,
  siteUrl,
  afterWrite,
  log,
  now = () => new Date(),
}: MailLinkDependencies) {
  /** Live subscriptions bought with the email: recorded at their checkout, or on a customer of the provider with it. */
  async function subscriptionsOn(email: string): Promise<StoredSubscription[]> {
    const customers = (await billing.customersWithEmail(email)).map((customer) => customer.id);
    return database.use(async (db) => {
      const bought = await db
        .selectFrom("subscriptions")
        .leftJoin("buyers", "buyers.subscription_id", "subscriptions.id")
        .selectAll("subscriptions")
        .where((where) =>
          where.or([
            where(where.fn("lower", ["buyers.email"]), "=", email.toLowerCase()),
            ...(customers.length ? [where("subscriptions.customer_id", "in", customers)] : []),
          ]),
        )
        .execute();
      return bought.filter((row) => isLive(row) && !row.cancel_at_period_end);
    });
  }

  async function requestLinks(request: Request): Promise<Response> {
    const fields = await fieldsOf(request);
    const asked = cancelLinkRequest.safeParse(fields);
    const locale = asked.success ? asked.data.locale : pageLocale.parse(fields?.locale);
    const back = (said: CancelRequestOutcome) => see(cancelOutcomeAddress(localizedPath(paths.cancel, locale), said));
    if (!asked.success) {
      return isForm(request)
        ? back("invalid")
        : json(400, { error: "Give an email address and the contract to cancel." });
    }
    const { email, contract } = asked.data;
    try {
      const chosen = (await subscriptionsOn(email)).filter((row) => ofContract(row, contract));
      if (chosen.length) await writeLinkMail(email, locale, chosen);
    } catch (error) {
      log("Could not mail cancel links.", error);
      return isForm(request)
        ? back("unavailable")
        : unavailable("Cancel links cannot be mailed right now. Try again in a moment.");
    }
    // The same answer whether or not the email has a subscription: the page never tells who is a customer.
    return isForm(request) ? back("sent") : json(202, { expiresInMinutes: CANCEL_LINK_MINUTES });
  }

  async function writeLinkMail(email: string, locale: Locale, chosen: StoredSubscription[]) {
    const at = now();
    await database.use((db) =>
      db.transaction().execute(async (trx) => {
        const recent = await trx
          .selectFrom("mail_outbox")
          .select((select) => select.fn.countAll<string>().as("count"))
          .where("kind", "=", "cancel-link")
          .where((where) => where(where.fn("lower", ["recipient"]), "=", email.toLowerCase()))
          .where("created_at", ">", new Date(at.getTime() - 3_600_000))
          .executeTakeFirstOrThrow();
        if (Number(recent.count) >= LINK_MAILS_PER_HOUR) return;
        const expiresAt = new Date(at.getTime() + CANCEL_LINK_MINUTES * 60_000);
        const confirm = `${siteUrl}${localizedPath(paths.cancelConfirm, locale)}?${CANCEL_CONFIRM_QUERY}=`;
        const choices = [];
        for (const row of chosen) {
          const subscription = subscriptionSummary({ ...row, found_by_email: false }, at);
          if (!subscription) continue;
          const token = await makeLinkToken(trx, { purpose: "cancel", subscriptionId: row.id, locale, expiresAt });
          choices.push({ subscription, url: `${confirm}${token}` });
        }
        if (!choices.length) return;
        await writeMail(trx, {
          key: `cancel-link:${crypto.randomUUID()}`,
          kind: "cancel-link",
          subscriptionId: null,
          to: { email, locale },
          facts: { kind: "cancel-link", choices, expiresInMinutes: CANCEL_LINK_MINUTES },
        });
      }),
    );
    afterWrite();
  }

  return requestLinks;
}
