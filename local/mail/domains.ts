// The mail stand-in's Resend account: one sending domain, the local sender's (LOCAL_MAIL_FROM), with
// the DNS records Resend asks for (SPF: an MX and a TXT record on `send`; DKIM: a TXT record on
// `resend._domainkey`, each under the domain's own labels), all verified until a test says
// otherwise (`POST /resend/test/domain`). Its JSON is Resend's: the list's items without records,
// `GET /domains/:id` with them, the domain's status following its records'.
import { randomUUID } from "node:crypto";
import { domainOf, parseAddress } from "./address.ts";

/** The local API's sender, on the stand-in's verified domain; a subdomain, as Resend advises. */
export const LOCAL_MAIL_FROM = "Snapsong <hello@mail.snapsong.example>";

export const RECORD_STATUSES = ["not_started", "pending", "verified", "failed", "temporary_failure"] as const;
export type RecordStatus = (typeof RECORD_STATUSES)[number];
export type RecordKind = "SPF" | "DKIM";

// A made-up public key, the shape of Resend's.
const DKIM_KEY =
  "p=MIGfMA0GCSqGSIb3DQEBAQUAA4GNADCBiQKBgQC3c2FuZHNvbmdsb2NhbHN0YW5kaW5rZXlub3RyZWFsZm9ydGVzdHMAQIDAQAB";

const resendTime = (date: Date) => date.toISOString().replace("Z", "+00:00");

export function createMailAccount(sender = LOCAL_MAIL_FROM) {
  const name = domainOf(parseAddress(sender)!);
  // Record names are relative to the zone: `send.mail` for mail.example.com.
  const labels = name.split(".").slice(0, -2);
  const under = (host: string) => [host, ...labels].join(".");
  const domain = { id: randomUUID(), name, created_at: resendTime(new Date()), region: "us-east-1" };
  const statuses: Record<RecordKind, RecordStatus> = { SPF: "verified", DKIM: "verified" };

  function status() {
    const all = Object.values(statuses);
    const verified = all.filter((each) => each === "verified").length;
    if (verified === all.length) return "verified";
    if (all.includes("failed")) return verified ? "partially_failed" : "failed";
    if (verified) return "partially_verified";
    return all.every((each) => each === "not_started") ? "not_started" : "pending";
  }

  const summary = () => ({
    ...domain,
    status: status(),
    capabilities: { sending: "enabled", receiving: "disabled" },
    open_tracking: false,
    click_tracking: false,
  });

  const records = () => [
    {
      record: "SPF",
      name: under("send"),
      type: "MX",
      ttl: "Auto",
      status: statuses.SPF,
      value: "feedback-smtp.us-east-1.amazonses.com",
      priority: 10,
    },
    {
      record: "SPF",
      name: under("send"),
      type: "TXT",
      ttl: "Auto",
      status: statuses.SPF,
      value: '"v=spf1 include:amazonses.com ~all"',
    },
    {
      record: "DKIM",
      name: under("resend._domainkey"),
      type: "TXT",
      ttl: "Auto",
      status: statuses.DKIM,
      value: DKIM_KEY,
    },
  ];

  return {
    domainName: name,
    /** Whether mail may go out from the domain: only once all its records are verified. */
    verified: () => status() === "verified",
    list: () => ({ object: "list", has_more: false, data: [summary()] }),
    /** `GET /domains/:id`, or undefined for another id. */
    get: (id: string) => (id === domain.id ? { object: "domain", ...summary(), records: records() } : undefined),
    /** A test's DNS: the status of the SPF or DKIM records from now on. */
    setRecords(change: Partial<Record<RecordKind, RecordStatus>>) {
      Object.assign(statuses, change);
    },
  };
}

export type MailAccount = ReturnType<typeof createMailAccount>;
