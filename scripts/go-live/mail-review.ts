// The mail service (Resend), through its official SDK as the API sends with it (api/mail/): the key
// is taken, the domain of MAIL_FROM is in the account and verified (its SPF and DKIM records), and
// MAIL_REPLY_TO, if set, is an address. Offline, when the server's settings name no mail service,
// it checks the mail stand-in of `npm start` (local/mail/) as the API's local settings reach it.
import { Resend } from "resend";
import { localServicesOrigin } from "../../app/contracts/ports.ts";
import { LOCAL_RESEND_API_KEY } from "../../local/api-env.ts";
import { domainOf, parseAddress } from "../../local/mail/address.ts";
import { LOCAL_MAIL_FROM } from "../../local/mail/domains.ts";
import { ok, problem, type Finding } from "./findings.ts";
import type { GoLiveSettings } from "./settings.ts";

const TIMEOUT_MS = 20_000;
const SERVICE = "Mail service";

interface MailService {
  apiKey: string;
  from: string;
  replyTo?: string;
  apiUrl?: URL;
}

function mailService({ server, env, local }: GoLiveSettings): MailService | undefined {
  if (server.mail || !local) return server.mail;
  return { apiKey: LOCAL_RESEND_API_KEY, from: LOCAL_MAIL_FROM, apiUrl: new URL(`${localServicesOrigin(env)}/resend`) };
}

/** The SDK's answer, or an error when none comes in time (the SDK sets no timeout of its own). */
async function within<T>(answer: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${TIMEOUT_MS / 1000} s`)), TIMEOUT_MS);
  });
  try {
    return await Promise.race([answer, late]);
  } finally {
    clearTimeout(timer);
  }
}

type ResendFailure = { name: string; message: string; statusCode: number | null };
const said = (error: ResendFailure) => `${error.statusCode ?? "no answer"} ${error.name}: ${error.message}`;

/** The sending domain: in the account, verified, its SPF and DKIM records verified. */
async function reviewDomain(resend: Resend, domain: string, listed: { id: string; name: string }[]): Promise<Finding> {
  const subject = `Mail domain ${domain}`;
  const entry = listed.find((each) => each.name.toLowerCase() === domain);
  if (!entry) {
    return problem(
      subject,
      `the Resend account has no such domain (it has ${listed.map((each) => each.name).join(", ") || "none"})`,
      "add the domain in Resend → Domains and its records at the DNS host, or set MAIL_FROM to an address on a verified domain",
    );
  }
  const { data, error } = await within(resend.domains.get(entry.id));
  if (!data) return problem(subject, `its records could not be read (${said(error!)})`, "check the key's access");
  const records = data.records.filter((record) => record.record === "SPF" || record.record === "DKIM");
  const pending = records
    .filter((record) => record.status !== "verified")
    .map((record) => `${record.record} ${record.type} ${record.name} is ${record.status}`);
  const found = [
    ...(data.status === "verified" ? [] : [`it is ${data.status}`]),
    ...pending,
    ...(data.capabilities.sending === "enabled" ? [] : ["sending is disabled"]),
  ];
  if (found.length === 0) return ok(subject, `verified: its ${records.length} SPF and DKIM records`);
  return problem(subject, found.join("; "), "add the records in Resend → Domains");
}

export async function reviewMail(settings: GoLiveSettings): Promise<Finding[]> {
  const mail = mailService(settings);
  if (!mail) {
    return [
      problem(
        SERVICE,
        "RESEND_API_KEY is not set, so no confirmation, reminder or cancellation mail is sent",
        "create a sending key in Resend → API Keys and set RESEND_API_KEY, MAIL_FROM and MAIL_REPLY_TO on the server",
      ),
    ];
  }
  const resend = new Resend(mail.apiKey, { baseUrl: mail.apiUrl?.href.replace(/\/$/, "") });
  const sender = parseAddress(mail.from);
  const findings: Finding[] = [];
  const { data, error } = await within(resend.domains.list());
  if (error?.name === "missing_api_key" || error?.name === "invalid_api_key") {
    return [
      problem(
        SERVICE,
        `Resend refuses the key (${said(error)})`,
        "create a key in Resend → API Keys and set RESEND_API_KEY",
      ),
    ];
  }
  if (error && error.name !== "restricted_api_key") {
    return [problem(SERVICE, `Resend could not be asked (${said(error)})`, "check the network, or MAIL_API_URL")];
  }
  findings.push(
    ok(SERVICE, `Resend takes the key${error ? " (sending access)" : ""}${mail.apiUrl ? ` at ${mail.apiUrl}` : ""}`),
  );
  if (!sender)
    findings.push(
      problem("Mail sender", `MAIL_FROM is not an address (${mail.from})`, "set MAIL_FROM to Name <address>"),
    );
  else if (!data) {
    findings.push(
      problem(
        `Mail domain ${domainOf(sender)}`,
        "the key may only send, so the account's domains cannot be read",
        `check in Resend → Domains that ${domainOf(sender)} is verified, or run the preflight once with a full-access key in RESEND_API_KEY`,
      ),
    );
  } else findings.push(await reviewDomain(resend, domainOf(sender), data.data));
  if (mail.replyTo === undefined)
    findings.push(ok("Mail reply-to", `MAIL_REPLY_TO is unset: replies go to ${mail.from}`));
  else if (parseAddress(mail.replyTo)) findings.push(ok("Mail reply-to", `replies go to ${mail.replyTo}`));
  else {
    findings.push(
      problem("Mail reply-to", `MAIL_REPLY_TO is not an address (${mail.replyTo})`, "set it to the contact address"),
    );
  }
  return findings;
}
