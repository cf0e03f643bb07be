// `POST /emails`'s body read and checked as Resend checks it: `from`, `to` (one address or up to 50),
// `subject` and `html` or `text` required; `reply_to` one address or several; `headers` strings;
// `tags` names and values of ASCII letters, digits, `_` and `-`. Mail from a domain the account has
// not verified is refused (403), as Resend refuses it. The stand-in keeps the mail as given; what it
// does not take (attachments, cc, bcc, scheduling, templates) it refuses by name, so nothing relies
// on what it cannot show.
import { domainOf, parseAddress } from "./address";
import type { MailAccount } from "./domains";
import type { MailFields } from "./mailbox";
import { invalidField, missingField, ResendError } from "./resend-errors";

const TAKEN = ["from", "to", "subject", "html", "text", "reply_to", "headers", "tags"];
const MAX_RECIPIENTS = 50;
const TAG = /^[A-Za-z0-9_-]{1,256}$/;
const FORMAT = "The email address needs to follow the `email@example.com` or `Name <email@example.com>` format.";

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** One address or a list of them, each as Resend takes it. */
function addresses(body: Record<string, unknown>, field: string, required: boolean): string[] | null {
  const value = body[field];
  if (value === undefined || value === null || value === "") {
    if (required) throw missingField(field);
    return null;
  }
  const list = Array.isArray(value) ? value : [value];
  if (list.length === 0 && required) throw missingField(field);
  if (list.length > MAX_RECIPIENTS)
    throw invalidField(`Too many addresses in \`${field}\`: at most ${MAX_RECIPIENTS}.`);
  if (list.some((each) => typeof each !== "string" || !parseAddress(each))) {
    throw invalidField(`Invalid \`${field}\` field. ${FORMAT}`);
  }
  return list as string[];
}

function optionalText(body: Record<string, unknown>, field: string): string | null {
  const value = body[field];
  if (value === undefined || value === null) return null;
  if (typeof value !== "string") throw invalidField(`The \`${field}\` field must be a string.`);
  return value;
}

function headers(value: unknown): Record<string, string> {
  if (value === undefined || value === null) return {};
  if (!isRecord(value) || Object.values(value).some((each) => typeof each !== "string")) {
    throw invalidField("The `headers` field must be an object of strings.");
  }
  return value as Record<string, string>;
}

function tags(value: unknown): MailFields["tags"] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw invalidField("The `tags` field must be a list of `{name, value}`.");
  return value.map((tag) => {
    if (!isRecord(tag) || typeof tag.name !== "string" || typeof tag.value !== "string") {
      throw invalidField("The `tags` field must be a list of `{name, value}`.");
    }
    if (!TAG.test(tag.name) || !TAG.test(tag.value)) {
      throw invalidField("Tags should only contain ASCII letters, numbers, underscores, or dashes.");
    }
    return { name: tag.name, value: tag.value };
  });
}

/** The mail the body asks for, or Resend's error (thrown). */
export function emailRequest(account: MailAccount, raw: string): MailFields {
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    throw new ResendError(400, "validation_error", "The request body must be JSON.");
  }
  if (!isRecord(body)) throw new ResendError(400, "validation_error", "The request body must be a JSON object.");
  const other = Object.keys(body).find((field) => !TAKEN.includes(field) && body[field] !== undefined);
  if (other) throw invalidField(`The stand-in does not take \`${other}\` (it takes ${TAKEN.join(", ")}).`);

  if (typeof body.from !== "string" || !body.from) throw missingField("from");
  const sender = parseAddress(body.from);
  if (!sender) throw new ResendError(422, "invalid_from_address", `Invalid \`from\` field. ${FORMAT}`);
  const to = addresses(body, "to", true)!;
  if (typeof body.subject !== "string" || !body.subject) throw missingField("subject");
  const html = optionalText(body, "html");
  const text = optionalText(body, "text");
  if (!html && !text) throw missingField("html` or `text");
  const fields: MailFields = {
    from: body.from,
    to,
    replyTo: addresses(body, "reply_to", false),
    subject: body.subject,
    html,
    text,
    headers: headers(body.headers),
    tags: tags(body.tags),
  };
  const domain = domainOf(sender);
  if (domain !== account.domainName || !account.verified()) {
    throw new ResendError(
      403,
      "validation_error",
      `The ${domain} domain is not verified. Please, add and verify your domain on https://resend.com/domains`,
    );
  }
  return fields;
}
