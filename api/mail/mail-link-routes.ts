// What the routes a mail's reader uses without an account answer (contracts/cancel-api.ts; the
// routes and their methods are api/handler.ts'):
//   POST /api/cancel-links          mail one-time links to cancel the subscriptions on an email
//   GET  /api/cancel-links/:token   what a link cancels (looking uses nothing: mail scanners look)
//   POST /api/cancel-links/:token   cancel it at its period's end, once; the confirmation mail follows
//   GET  /api/mail-links/:token     a failed payment's mail: the provider's portal on the payment method
// A form posted without JavaScript is answered 303 to the page that tells the outcome.
import {
  CANCEL_CONFIRM_QUERY,
  WITHDRAW_FIELD,
  cancelOutcomeAddress,
  cancelPaths,
  type CancelConfirmOutcome,
  type CancelLinkAnswer,
} from "../../app/contracts/cancel-api.ts";
import {
  defaultLocale,
  localeOfPath,
  localizedPath,
  preferredLocale,
  type Locale,
} from "../../app/contracts/locales.ts";
import { paths } from "../../app/contracts/paths.ts";
import { json, unavailable } from "../responses.ts";
import { storedSubscription } from "../subscribers/stored-subscriptions.ts";
import { subscriptionSummary } from "../subscribers/subscription-answer.ts";
import { cancelLinkRequests } from "./cancel-link-requests.ts";
import { fieldsOf, isForm, pageLocale, see, type MailLinkDependencies } from "./mail-link-answers.ts";
import { linkHolder, releaseLink, useLink } from "./mail-links.ts";
import { withdrawLink } from "./withdraw-link.ts";
import { withdrawalOf, withdrawalOffer } from "../subscribers/withdrawals.ts";

/**
 * A form posted without a script over the per-source limit: back to its page (the Referer's
 * language) with "busy" (contracts/cancel-api.ts); null for a script's request (it gets the 429).
 */
export function formRefusal(request: Request, pathname: string): Response | null {
  if (!isForm(request) || request.method !== "POST") return null;
  const referer = request.headers.get("Referer");
  const locale = referer && URL.canParse(referer) ? localeOfPath(new URL(referer).pathname) : defaultLocale;
  const page = pathname === cancelPaths.request ? paths.cancel : paths.cancelConfirm;
  return see(
    cancelOutcomeAddress(localizedPath(page, locale), pathname === cancelPaths.request ? "busy" : "unavailable"),
  );
}

/** A link page's token from the form's `Referer` (contracts/cancel-api.ts, `cancelPaths.fromPage`). */
function tokenOfPage(request: Request): string {
  const page = request.headers.get("Referer");
  if (!page || !URL.canParse(page)) return "";
  return new URL(page).searchParams.get(CANCEL_CONFIRM_QUERY) ?? "";
}

export const mailLinkPath = (token: string) => `/api/mail-links/${token}`;

/** A link's token as its path names it; anything else names no link. */
const linkToken = (segment: string) => (/^[\w-]+$/.test(segment) ? segment : "");

export function mailLinkRoutes({
  database,
  billing,
  lifecycle,
  siteUrl,
  afterWrite,
  log,
  now = () => new Date(),
}: MailLinkDependencies) {
  const requestLinks = cancelLinkRequests({ database, billing, lifecycle, siteUrl, afterWrite, log, now });
  const withdraw = withdrawLink({ database, billing, lifecycle, siteUrl, afterWrite, log, now });

  /** What a cancel link cancels, and whether it was used; null for no such link (or expired). */
  async function linkAnswer(token: string): Promise<CancelLinkAnswer | null> {
    return database.use(async (db) => {
      const holder = await linkHolder(db, token, "cancel", now());
      const row = holder && (await storedSubscription(db, holder.subscriptionId));
      const subscription = row && subscriptionSummary({ ...row, found_by_email: false }, now());
      if (!holder || !subscription) return null;
      const withdrawn = await withdrawalOf(db, row.id);
      return {
        subscription,
        locale: preferredLocale([holder.locale]) ?? defaultLocale,
        used: holder.used,
        withdrawal: holder.used ? null : await withdrawalOffer(db, row, now()),
        ...(withdrawn?.settled_at && {
          withdrawn: {
            refund: { amount: withdrawn.refunded ?? 0, currency: withdrawn.currency ?? subscription.currency },
          },
        }),
      };
    });
  }

  /**
   * Cancels the link's subscription at its period's end, or withdraws from it when the body says
   * so (withdraw-link.ts); `page`: a form posted from the link's page without a script.
   */
  async function cancel(token: string, request: Request, page = false): Promise<Response> {
    const form = isForm(request);
    const fields = await fieldsOf(request);
    const found = token ? await linkAnswer(token) : null;
    const locale = found?.locale ?? (page ? pageLocale.parse(fields?.locale) : defaultLocale);
    const outcome = (said: CancelConfirmOutcome) =>
      see(cancelOutcomeAddress(localizedPath(paths.cancelConfirm, locale), said));
    // No address to read the token from (a browser that sends no Referer): it cannot be told from an expired one.
    if (page && !token) return outcome("unavailable");
    if (!found) return form ? outcome("expired") : json(404, { error: "This link has expired or never existed." });
    const asked = fields?.[WITHDRAW_FIELD];
    if (asked === true || asked === "1") return withdraw(token, found, form, outcome);
    const used = !(await database.use((db) => useLink(db, token, now())));
    if (used) return form ? outcome("used") : json(410, { ...found, used: true });
    try {
      const readAt = now();
      const fresh = await billing.cancelAtPeriodEnd(found.subscription.id);
      await database.use((db) => lifecycle.store(db, [fresh], readAt));
      afterWrite();
    } catch (error) {
      log(`Could not cancel ${found.subscription.id} from a mailed link.`, error);
      await database.use((db) => releaseLink(db, token)).catch(() => {});
      return form
        ? outcome("unavailable")
        : unavailable("The cancellation could not be made right now. Try again in a moment.");
    }
    const after = await linkAnswer(token);
    if (form) return outcome("done");
    return json(200, {
      subscription: after?.subscription ?? found.subscription,
      locale,
      used: true,
      withdrawal: null,
    } satisfies CancelLinkAnswer);
  }

  async function updateCard(token: string): Promise<Response> {
    const found = await database.use(async (db) => {
      const holder = await linkHolder(db, token, "update-card", now());
      const row = holder && (await storedSubscription(db, holder.subscriptionId));
      return holder && row
        ? { customer: row.customer_id, locale: preferredLocale([holder.locale]) ?? defaultLocale }
        : null;
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

  return {
    /** `POST /api/cancel-links`. */
    requestLinks,
    /** `GET /api/cancel-links/:token`: 200, or 410 once used; 404 for no such link. */
    async peek(segment: string): Promise<Response> {
      const found = await linkAnswer(linkToken(segment));
      if (!found) return json(404, { error: "This link has expired or never existed." });
      return json(found.used ? 410 : 200, found);
    },
    /** `POST /api/cancel-links/:token`, from the link page's script or a form. */
    cancel: (segment: string, request: Request) => cancel(linkToken(segment), request),
    /** `POST cancelPaths.fromPage`: the link page's form without a script, its token in the `Referer`. */
    cancelFromPage: (request: Request) => cancel(tokenOfPage(request), request, true),
    /** `GET /api/mail-links/:token`. */
    updateCard: (segment: string) => updateCard(linkToken(segment)),
  };
}

export type MailLinkRoutes = ReturnType<typeof mailLinkRoutes>;
