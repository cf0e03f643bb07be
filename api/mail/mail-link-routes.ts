// The routes a mail's reader uses without an account (contracts/cancel-api.ts):
//   POST /api/cancel-links          mail one-time links to cancel the subscriptions on an email
//   GET  /api/cancel-links/:token   what a link cancels (looking uses nothing: mail scanners look)
//   POST /api/cancel-links/:token   cancel it at its period's end, once; the confirmation mail follows
//   GET  /api/mail-links/:token     a failed payment's mail: the provider's portal on the payment method
// A form posted without JavaScript is answered 303 to the page that tells the outcome.
import {
  CANCEL_CONFIRM_QUERY,
  CANCEL_LINK_MINUTES,
  cancelPaths,
  type CancelContract,
  type CancelLinkAnswer,
} from "../../app/contracts/cancel-api.ts";
import { defaultLocale, isLocale, localizedPath, preferredLocale, type Locale } from "../../app/contracts/locales.ts";
import { paths } from "../../app/contracts/paths.ts";
import { planOfOffer } from "../../app/contracts/subscription-api.ts";
import type { DatabaseAccess } from "../database/database.ts";
import type { StoredSubscription } from "../database/schema.ts";
import { json, unavailable, type Log } from "../responses.ts";
import type { Billing } from "../subscribers/billing.ts";
import type { Lifecycle } from "../subscribers/lifecycle.ts";
import { storedSubscription } from "../subscribers/stored-subscriptions.ts";
import { subscriptionSummary } from "../subscribers/subscription-answer.ts";
import { isLive } from "../subscribers/subscription-record.ts";
import { linkHolder, makeLinkToken, releaseLink, useLink } from "./mail-links.ts";
import { writeMail } from "./outbox.ts";

export const mailLinkPath = (token: string) => `/api/mail-links/${token}`;

const LINK_PATH = /^\/api\/(cancel-links|mail-links)\/([^/]+)$/;
const EMAIL = /^[^\s@<>]{1,64}@[^\s@<>]{1,255}\.[^\s@<>]{2,}$/;
/** Links one email may be sent in an hour, whoever asks (more are answered the same, and not sent). */
const LINK_MAILS_PER_HOUR = 3;

export interface MailLinkDependencies {
  database: DatabaseAccess;
  billing: Billing;
  lifecycle: Lifecycle;
  /** Where the mailed links lead (https://site). */
  siteUrl: string;
  /** Sends what was written, after the answer (mail-drain.ts). */
  afterWrite: () => void;
  log: Log;
  now?: () => Date;
}

/** Whether the route is one of these (the handler limits them per source). */
export const isMailLinkPath = (pathname: string) => pathname === cancelPaths.request || LINK_PATH.test(pathname);

const isForm = (request: Request) =>
  (request.headers.get("Content-Type") ?? "").startsWith("application/x-www-form-urlencoded");

async function fieldsOf(request: Request): Promise<Record<string, unknown> | null> {
  try {
    if (isForm(request)) return Object.fromEntries(new URLSearchParams(await request.text()));
    const body: unknown = await request.json();
    return body && typeof body === "object" ? (body as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

const see = (location: string) => new Response(null, { status: 303, headers: { Location: location, "Cache-Control": "no-store" } });

const ofContract = (row: StoredSubscription, contract: CancelContract) =>
  (planOfOffer(row.offer) !== null) === (contract === "plan");

export function mailLinkRoutes({ database, billing, lifecycle, siteUrl, afterWrite, log, now = () => new Date() }: MailLinkDependencies) {
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
    const locale: Locale = isLocale(fields?.locale) ? fields.locale : defaultLocale;
    const back = (query: string) => see(`${localizedPath(paths.cancel, locale)}?${query}`);
    const email = typeof fields?.email === "string" ? fields.email.trim() : "";
    const contract = fields?.contract;
    if (!EMAIL.test(email) || (contract !== "plan" && contract !== "research")) {
      return isForm(request) ? back("error=invalid") : json(400, { error: "Give an email address and the contract to cancel." });
    }
    try {
      const chosen = (await subscriptionsOn(email)).filter((row) => ofContract(row, contract));
      if (chosen.length) await writeLinkMail(email, locale, chosen);
    } catch (error) {
      log("Could not mail cancel links.", error);
      return isForm(request) ? back("error=unavailable") : unavailable("Cancel links cannot be mailed right now. Try again in a moment.");
    }
    // The same answer whether or not the email has a subscription: the page never tells who is a customer.
    return isForm(request) ? back("sent=1") : json(202, { expiresInMinutes: CANCEL_LINK_MINUTES });
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

  /** What a cancel link cancels, and whether it was used; null for no such link (or expired). */
  async function linkAnswer(token: string): Promise<(CancelLinkAnswer & { token: string }) | null> {
    return database.use(async (db) => {
      const holder = await linkHolder(db, token, "cancel", now());
      const row = holder && (await storedSubscription(db, holder.subscriptionId));
      const subscription = row && subscriptionSummary({ ...row, found_by_email: false }, now());
      if (!holder || !subscription) return null;
      return { token, subscription, locale: preferredLocale([holder.locale]) ?? defaultLocale, used: holder.used };
    });
  }

  async function cancel(token: string, form: boolean): Promise<Response> {
    const found = await linkAnswer(token);
    const locale = found?.locale ?? defaultLocale;
    const outcome = (query: string) => see(`${localizedPath(paths.cancelConfirm, locale)}?${query}`);
    if (!found) return form ? outcome("error=expired") : json(404, { error: "This link has expired or never existed." });
    const used = !(await database.use((db) => useLink(db, token, now())));
    if (used) return form ? outcome("error=used") : json(410, { ...found, token: undefined, used: true });
    try {
      const readAt = now();
      const fresh = await billing.cancelAtPeriodEnd(found.subscription.id);
      await database.use((db) => lifecycle.store(db, [fresh], readAt));
      afterWrite();
    } catch (error) {
      log(`Could not cancel ${found.subscription.id} from a mailed link.`, error);
      await database.use((db) => releaseLink(db, token)).catch(() => {});
      return form ? outcome("error=unavailable") : unavailable("The cancellation could not be made right now. Try again in a moment.");
    }
    const after = await linkAnswer(token);
    if (form) return outcome("done=1");
    return json(200, { subscription: after?.subscription ?? found.subscription, locale, used: true } satisfies CancelLinkAnswer);
  }

  async function updateCard(token: string): Promise<Response> {
    const found = await database.use(async (db) => {
      const holder = await linkHolder(db, token, "update-card", now());
      const row = holder && (await storedSubscription(db, holder.subscriptionId));
      return holder && row ? { customer: row.customer_id, locale: preferredLocale([holder.locale]) ?? defaultLocale } : null;
    });
    const account = (locale: Locale) => see(`${localizedPath(paths.account, locale)}?go=manage`);
    if (!found) return account(defaultLocale);
    try {
      return see(await billing.portal(found.customer, found.locale, { paymentMethod: true }));
    } catch (error) {
      log("Could not open the portal on the payment method from a mailed link.", error);
      return account(found.locale);
    }
  }

  /** Answers the request when it is one of these routes; null otherwise. */
  return async function handle(request: Request, pathname: string): Promise<Response | null> {
    if (pathname === cancelPaths.request) {
      if (request.method !== "POST") return json(405, { error: "Method not allowed." }, { Allow: "POST" });
      return requestLinks(request);
    }
    const [, route, raw] = LINK_PATH.exec(pathname) ?? [];
    if (!route || !raw) return null;
    const token = /^[\w-]+$/.test(raw) ? raw : "";
    if (route === "mail-links") {
      if (request.method !== "GET" && request.method !== "HEAD") return json(405, { error: "Method not allowed." }, { Allow: "GET, HEAD" });
      return updateCard(token);
    }
    if (request.method === "POST") return cancel(token, isForm(request));
    if (request.method !== "GET" && request.method !== "HEAD") return json(405, { error: "Method not allowed." }, { Allow: "GET, HEAD, POST" });
    const found = await linkAnswer(token);
    if (!found) return json(404, { error: "This link has expired or never existed." });
    const { token: _, ...answer } = found;
    return json(found.used ? 410 : 200, answer satisfies CancelLinkAnswer);
  };
}

export type MailLinkRoutes = ReturnType<typeof mailLinkRoutes>;
