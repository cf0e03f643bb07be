// The mail service's stand-in, put together: one Resend account (its verified domain) and one
// mailbox, shared by Resend's API under `/resend` (resend-api.ts) and the pages and JSON that show
// what was sent: `GET /mail` (a page listing them), `GET /mail/:id` (one mail, as HTML and as text)
// and `GET /mail/messages` (JSON, mailbox.ts), each with `?to=` to show one recipient's only.
import type { Middleware } from "koa";
import { createMailAccount } from "./domains";
import { createMailbox, mailJson } from "./mailbox";
import { inboxPage, MAIL_PAGE_CSP, mailPage, noMailPage } from "./mail-pages";
import { resendApi } from "./resend-api";

const MAIL_ID = /^\/mail\/([0-9a-f-]{36})$/;

export function mailStandIn({ apiKey }: { apiKey: string }): Middleware[] {
  const account = createMailAccount();
  const mailbox = createMailbox();
  const query = (value: unknown) => (typeof value === "string" && value ? value : undefined);

  const pages: Middleware = async (ctx, next) => {
    const one = MAIL_ID.exec(ctx.path);
    if (ctx.path !== "/mail" && ctx.path !== "/mail/messages" && !one) return next();
    if (ctx.method !== "GET" && ctx.method !== "HEAD") return ctx.throw(405);
    ctx.set("Cache-Control", "no-store");
    const to = query(ctx.query.to);
    if (ctx.path === "/mail/messages") {
      ctx.body = mailbox.list(to).map(mailJson);
      return;
    }
    ctx.type = "html";
    ctx.set("Content-Security-Policy", MAIL_PAGE_CSP);
    if (!one) {
      ctx.body = inboxPage(mailbox.list(to), to);
      return;
    }
    const mail = mailbox.get(one[1]!);
    ctx.status = mail ? 200 : 404;
    ctx.body = mail ? mailPage(mail, query(ctx.query.width)) : noMailPage();
  };

  return [resendApi({ account, mailbox, apiKey }), pages];
}
