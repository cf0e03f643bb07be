// The mail stand-in's side of Resend's API, under `/resend` (the API's MAIL_API_URL offline), as the
// official `resend` SDK calls it (Bearer key, JSON bodies, Resend's JSON and errors):
//   POST /resend/emails         sends a mail (email-request.ts): `{id}`; with `Idempotency-Key`,
//                               the same key and body answer the first `{id}` and send nothing more
//   GET  /resend/emails/:id     the mail as Resend retrieves it
//   GET  /resend/domains        the account's domains; GET /resend/domains/:id with its records
// And for tests (no key needed):
//   POST   /resend/test/outage  {"status": 503, "count": 2}: the next 2 requests fail so (429 or
//                               5xx); without `count`, every request until DELETE ends it
//   POST   /resend/test/domain  {"SPF": "failed", "DKIM": "pending"}: the records' status from now on
import type { Context, Middleware } from "koa";
import { idempotentAnswers, type Answer } from "../idempotent-answers";
import { readText } from "../read-body";
import { RECORD_STATUSES, type MailAccount, type RecordKind, type RecordStatus } from "./domains";
import { emailRequest } from "./email-request";
import type { KeptMail, Mailbox } from "./mailbox";
import { invalidApiKey, methodNotAllowed, missingApiKey, notFound, outageError, ResendError } from "./resend-errors";

const RESEND_PREFIX = "/resend";
const MAX_BODY_BYTES = 1024 * 1024;
const MAX_KEY_LENGTH = 256;

export interface ResendApiOptions {
  account: MailAccount;
  mailbox: Mailbox;
  apiKey: string;
}

const retrieved = (mail: KeptMail) => ({
  object: "email",
  id: mail.id,
  to: mail.to,
  from: mail.from,
  created_at: mail.sentAt.replace("Z", "+00:00"),
  subject: mail.subject,
  html: mail.html,
  text: mail.text,
  bcc: null,
  cc: null,
  reply_to: mail.replyTo,
  last_event: "delivered",
  scheduled_at: null,
  tags: mail.tags,
});

async function readJson(ctx: Context): Promise<Record<string, unknown> | null> {
  try {
    const value: unknown = JSON.parse(await readText(ctx.req, 4096));
    return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export function resendApi({ account, mailbox, apiKey }: ResendApiOptions): Middleware {
  const outage = { status: 0, left: Infinity };
  const once = idempotentAnswers({
    inFlight: new ResendError(
      409,
      "concurrent_idempotent_requests",
      "Same idempotency key used while original request is still in progress.",
    ).answer,
    mismatch: new ResendError(
      409,
      "invalid_idempotent_request",
      "Same idempotency key used with a different request payload.",
    ).answer,
    keep: (answer) => answer.status === 200,
  });

  const refusal = (error: unknown): Answer => {
    if (error instanceof ResendError) return error.answer;
    throw error;
  };

  async function send(ctx: Context): Promise<Answer> {
    let raw: string;
    try {
      raw = await readText(ctx.req, MAX_BODY_BYTES);
    } catch {
      return new ResendError(413, "validation_error", "The request body is too large.").answer;
    }
    const key = ctx.get("Idempotency-Key");
    if (key.length > MAX_KEY_LENGTH) {
      return new ResendError(400, "invalid_idempotency_key", "The key must be between 1-256 chars.").answer;
    }
    const keep = async (): Promise<Answer> => ({
      status: 200,
      body: { id: mailbox.add(emailRequest(account, raw)).id },
    });
    return once(key && `POST /emails ${key}`, () => keep().catch(refusal), raw);
  }

  async function answer(ctx: Context, path: string): Promise<Answer> {
    if (outage.status) {
      const failed = outageError(outage.status).answer;
      if (--outage.left <= 0) outage.status = 0;
      return failed;
    }
    const auth = ctx.get("Authorization");
    if (!auth.startsWith("Bearer ") || auth === "Bearer ") return missingApiKey().answer;
    if (auth !== `Bearer ${apiKey}`) return invalidApiKey().answer;
    const get = ctx.method === "GET";
    if (path === "/emails") return ctx.method === "POST" ? send(ctx) : methodNotAllowed().answer;
    const mail = /^\/emails\/([\w-]+)$/.exec(path);
    if (mail && get) {
      const found = mailbox.get(mail[1]!);
      return found
        ? { status: 200, body: retrieved(found) }
        : new ResendError(404, "not_found", "Email not found").answer;
    }
    if (path === "/domains" && get) return { status: 200, body: account.list() };
    const domain = /^\/domains\/([\w-]+)$/.exec(path);
    if (domain && get) {
      const found = account.get(domain[1]!);
      return found ? { status: 200, body: found } : new ResendError(404, "not_found", "Domain not found").answer;
    }
    return mail || domain || path === "/domains" ? methodNotAllowed().answer : notFound().answer;
  }

  /** A test switch's change, or why it cannot be made. */
  async function testControl(ctx: Context, path: string): Promise<Answer> {
    const refused = (message: string) => new ResendError(400, "validation_error", message).answer;
    if (path === "/test/outage" && ctx.method === "DELETE") {
      outage.status = 0;
      return { status: 204, body: null };
    }
    if (ctx.method !== "POST" || (path !== "/test/outage" && path !== "/test/domain")) return notFound().answer;
    const body = await readJson(ctx);
    if (!body) return refused("The body must be a JSON object.");
    if (path === "/test/outage") {
      const { status, count } = body;
      const valid = typeof status === "number" && (status === 429 || (status >= 500 && status <= 599));
      if (!valid || (count !== undefined && !(Number.isInteger(count) && (count as number) > 0))) {
        return refused('Give {"status": 429 or 5xx, "count": N (optional)}.');
      }
      Object.assign(outage, { status, left: count ?? Infinity });
    } else {
      const kinds = Object.keys(body);
      const bad = kinds.some(
        (kind) => !["SPF", "DKIM"].includes(kind) || !RECORD_STATUSES.includes(body[kind] as never),
      );
      if (bad || kinds.length === 0)
        return refused(`Give {"SPF" and/or "DKIM": one of ${RECORD_STATUSES.join(", ")}}.`);
      account.setRecords(body as Partial<Record<RecordKind, RecordStatus>>);
    }
    return { status: 204, body: null };
  }

  return async (ctx, next) => {
    if (!ctx.path.startsWith(`${RESEND_PREFIX}/`)) return next();
    const path = ctx.path.slice(RESEND_PREFIX.length);
    ctx.set("Cache-Control", "no-store");
    const result = path.startsWith("/test/") ? await testControl(ctx, path) : await answer(ctx, path);
    ctx.status = result.status;
    ctx.body = result.body;
    if (result.status === 429) ctx.set("Retry-After", "1");
  };
}
