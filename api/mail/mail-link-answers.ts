// What the mailed links' routes share (mail-link-routes.ts, cancel-link-requests.ts): what they
// need, how they read a JSON or a form body and its language, and the 303 a form posted without
// JavaScript gets.
import { z } from "zod";
import { defaultLocale, locales } from "../../app/contracts/locales.ts";
import type { DatabaseAccess } from "../database/database.ts";
import type { Log } from "../responses.ts";
import type { Billing } from "../subscribers/billing.ts";
import type { Lifecycle } from "../subscribers/lifecycle.ts";

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

export const isForm = (request: Request) =>
  (request.headers.get("Content-Type") ?? "").startsWith("application/x-www-form-urlencoded");

/** The body's fields, from JSON or a form; null when it is neither. */
export async function fieldsOf(request: Request): Promise<Record<string, unknown> | null> {
  try {
    if (isForm(request)) return Object.fromEntries(new URLSearchParams(await request.text()));
    return z.record(z.string(), z.unknown()).parse(await request.json());
  } catch {
    return null;
  }
}

/** The language a form or a JSON body names (its `locale`), the site's default when it names none of them. */
export const pageLocale = z.enum(locales).catch(defaultLocale);

/** A form's answer without JavaScript: the page that tells the outcome. */
export const see = (location: string) =>
  new Response(null, { status: 303, headers: { Location: location, "Cache-Control": "no-store" } });
