// The mail service, through its official SDK (Resend: an HTTP API, the same code in Node and
// workerd), behind one call: send this mail once. The outbox's key is the idempotency key, so a
// retry of a mail the service has already taken is answered with the first mail, not a second.
// The SDK never throws: it answers `{ data, error }`, and an error without a status is the network's.
import { Resend } from "resend";
import type { ApiSettings } from "../settings.ts";

export interface OutgoingMail {
  /** The outbox's key: Resend keeps it 24 hours. */
  key: string;
  to: string;
  subject: string;
  html: string;
  text: string;
}

export type SendOutcome =
  | { sent: true; id: string }
  /** `retry`: the service is down, busy or refused the key (an operator's fix); else refused for good (a malformed address). */
  | { sent: false; retry: boolean; reason: string };

export interface MailService {
  send(mail: OutgoingMail): Promise<SendOutcome>;
}

/** How long one send may take before it is left to the next try (same key: never twice). */
const SEND_TIMEOUT_MS = 10_000;

/** Refusals that no retry mends: the mail itself is wrong (its address, its body for the key). */
const FOR_GOOD = new Set([
  "validation_error",
  "invalid_parameter",
  "missing_required_field",
  "invalid_idempotent_request",
]);

export function resendMailService(
  { apiKey, from, replyTo, apiUrl }: NonNullable<ApiSettings["mail"]>,
  timeoutMs = SEND_TIMEOUT_MS,
): MailService {
  const resend = new Resend(apiKey, apiUrl && { baseUrl: apiUrl.href.replace(/\/$/, "") });
  return {
    async send({ key, to, subject, html, text }) {
      const { data, error } = await resend.emails.send(
        { from, to: [to], subject, html, text, ...(replyTo && { replyTo }) },
        // Resend's limit on a key's length is 256.
        { idempotencyKey: key.slice(0, 256), signal: AbortSignal.timeout(timeoutMs) },
      );
      if (data) return { sent: true, id: data.id };
      const status = (error as { statusCode?: number | null } | null)?.statusCode ?? null;
      const name = error?.name ?? "application_error";
      const reason = `${status ?? "no answer"} ${name}: ${error?.message ?? "unknown"}`;
      const forGood = FOR_GOOD.has(name) || status === 422;
      return { sent: false, retry: !forGood, reason };
    },
  };
}
