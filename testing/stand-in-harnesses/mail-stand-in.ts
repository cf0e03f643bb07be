// The mail stand-in of a test's own: the local services on a free port, the official `resend` SDK
// pointed at them as the API's MAIL_API_URL points it offline, and the mails read back as tests and
// people read them (`GET /mail/messages`).
import type { AddressInfo } from "node:net";
import { Resend } from "resend";
import { LOCAL_RESEND_API_KEY } from "../../local/api-env";
import { LOCAL_MAIL_FROM } from "../../local/mail/domains";
import { startLocalServices } from "../../local/services";

export interface MailMessage {
  id: string;
  to: string[];
  from: string;
  replyTo: string[] | null;
  subject: string;
  text: string | null;
  html: string | null;
  sentAt: string;
}

export async function startMailStandIn() {
  const services = await startLocalServices({
    port: 0,
    siteOrigins: ["http://localhost:3000"],
    clientId: "test",
    productName: "Snapsong",
  });
  const origin = `http://localhost:${(services.address() as AddressInfo).port}`;
  const mailApiUrl = `${origin}/resend`;
  const resend = (key = LOCAL_RESEND_API_KEY) => new Resend(key, { baseUrl: mailApiUrl });

  /** A JSON request to the stand-in: its status and body (null when it has none). */
  async function call(path: string, init: RequestInit = {}) {
    const response = await fetch(`${origin}${path}`, init);
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null, headers: response.headers };
  }

  return {
    origin,
    mailApiUrl,
    resend,
    call,
    /** A mail the site could send: from the local sender, to `to`. */
    mail: (to: string, subject = "Your trial has started") => ({
      from: LOCAL_MAIL_FROM,
      to,
      replyTo: "hello@snapsong.example",
      subject,
      html: `<p>Hello</p><p><a href="https://site.example/cancel?a=1&amp;b=2">Cancel</a></p>`,
      text: "Hello\n\nCancel: https://site.example/cancel?a=1&b=2",
    }),
    /** `GET /mail/messages`, for one recipient when given. */
    messages: async (to?: string): Promise<MailMessage[]> =>
      (await call(`/mail/messages${to ? `?to=${encodeURIComponent(to)}` : ""}`)).body,
    /** A test switch: POST `body` as JSON to `path`. */
    control: (path: string, body?: object) =>
      call(path, { method: body ? "POST" : "DELETE", body: body && JSON.stringify(body) }),
    close: () => {
      services.closeAllConnections();
      return new Promise((resolve) => services.close(resolve));
    },
  };
}

export type MailStandIn = Awaited<ReturnType<typeof startMailStandIn>>;
