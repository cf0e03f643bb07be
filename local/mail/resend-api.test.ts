// The mail stand-in through the official `resend` SDK, as the API sends: a mail kept and read back
// in the JSON tests rely on, Resend's refusals, idempotency keys, the outage switch and the domain.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startMailStandIn, type MailStandIn } from "../../testing/stand-in-harnesses/mail-stand-in";
import { LOCAL_MAIL_FROM } from "./domains";

let stand: MailStandIn;
beforeAll(async () => {
  stand = await startMailStandIn();
});
afterAll(() => stand.close());

let people = 0;
const someone = () => `buyer${++people}-${Date.now()}@example.com`;

describe("the mail stand-in's Resend API", () => {
  it("sends a mail and keeps it, newest first, in the JSON shape of /mail/messages", async () => {
    const to = someone();
    const first = await stand.resend().emails.send(stand.mail(to, "First"));
    const second = await stand.resend().emails.send({ ...stand.mail(to, "Second"), to: [to, someone()] });
    expect(first.error).toBeNull();
    expect(first.data!.id).toMatch(/^[0-9a-f-]{36}$/);
    const mails = await stand.messages(to);
    expect(mails.map((mail) => mail.subject)).toEqual(["Second", "First"]);
    expect(mails[1]).toEqual({
      id: first.data!.id,
      to: [to],
      from: LOCAL_MAIL_FROM,
      replyTo: ["hello@snapsong.example"],
      subject: "First",
      text: stand.mail(to).text,
      html: stand.mail(to).html,
      sentAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect((await stand.messages(to.toUpperCase())).length).toBe(2);
    expect((await stand.messages()).map((mail) => mail.id).slice(0, 2)).toEqual([second.data!.id, first.data!.id]);
    const { data } = await stand.resend().emails.get(first.data!.id);
    expect(data).toMatchObject({ object: "email", id: first.data!.id, to: [to], last_event: "delivered" });
  });

  it("refuses what Resend refuses, in its error shape, and keeps nothing of it", async () => {
    const to = someone();
    const refused = async (key: string | undefined, payload: object) => {
      const response = await stand.call("/resend/emails", {
        method: "POST",
        headers: { ...(key !== undefined && { Authorization: `Bearer ${key}` }), "Content-Type": "application/json" },
        body: JSON.stringify(payload),
      });
      expect(response.body.statusCode).toBe(response.status);
      return `${response.status} ${response.body.name}: ${response.body.message}`;
    };
    const { replyTo, ...fields } = stand.mail(to);
    const good = { ...fields, reply_to: replyTo };
    const key = "re_local_standin";
    expect(await refused(undefined, good)).toMatch(/^401 missing_api_key/);
    expect((await stand.resend("re_wrong_key").emails.send(good)).error).toEqual({
      statusCode: 403,
      name: "invalid_api_key",
      message: "API key is invalid",
    });
    expect(await refused(key, { ...good, to: undefined })).toBe("422 missing_required_field: Missing `to` field.");
    expect(await refused(key, { ...good, from: "" })).toMatch(/^422 missing_required_field: Missing `from`/);
    expect(await refused(key, { ...good, subject: "" })).toMatch(/^422 missing_required_field: Missing `subject`/);
    expect(await refused(key, { ...good, html: undefined, text: undefined })).toMatch(/^422 missing_required_field/);
    expect(await refused(key, { ...good, from: "Snapsong hello@" })).toMatch(/^422 invalid_from_address/);
    expect(await refused(key, { ...good, to: ["not an address"] })).toMatch(/^422 validation_error: Invalid `to`/);
    expect(await refused(key, { ...good, to: Array(51).fill(to) })).toMatch(/^422 validation_error: Too many/);
    expect(await refused(key, { ...good, cc: [to] })).toMatch(/^422 validation_error: The stand-in does not take `cc`/);
    expect(await refused(key, { ...good, tags: [{ name: "kind", value: "a b" }] })).toMatch(/^422 validation_error/);
    expect(await refused(key, { ...good, from: "Snapsong <hello@elsewhere.example>" })).toBe(
      "403 validation_error: The elsewhere.example domain is not verified. Please, add and verify your domain on https://resend.com/domains",
    );
    expect(await stand.messages(to)).toEqual([]);
  });

  it("sends once per idempotency key: the same body answers the first id, another is refused", async () => {
    const to = someone();
    const send = (subject: string, idempotencyKey: string) =>
      stand.resend().emails.send(stand.mail(to, subject), { idempotencyKey });
    const first = await send("Confirmation", "mail-1");
    expect(await send("Confirmation", "mail-1")).toMatchObject({ data: { id: first.data!.id }, error: null });
    expect((await send("Something else", "mail-1")).error).toMatchObject({
      statusCode: 409,
      name: "invalid_idempotent_request",
    });
    expect((await send("Confirmation", "x".repeat(257))).error).toMatchObject({ name: "invalid_idempotency_key" });
    expect((await stand.messages(to)).map((mail) => mail.subject)).toEqual(["Confirmation"]);
  });

  it("fails for a while when a test says so, and a retry with the same key then sends once", async () => {
    const to = someone();
    const send = () => stand.resend().emails.send(stand.mail(to), { idempotencyKey: `outage-${to}` });
    expect((await stand.control("/resend/test/outage", { status: 503, count: 2 })).status).toBe(204);
    expect((await send()).error).toEqual({
      statusCode: 503,
      name: "application_error",
      message: "An unexpected error occurred.",
    });
    expect((await send()).error).toMatchObject({ statusCode: 503 });
    const sent = await send();
    expect(sent.error).toBeNull();
    expect((await send()).data).toEqual(sent.data);
    expect((await stand.messages(to)).length).toBe(1);

    await stand.control("/resend/test/outage", { status: 429 });
    const limited = await stand.call("/resend/domains", { headers: { Authorization: "Bearer re_local_standin" } });
    expect([limited.status, limited.body.name, limited.headers.get("retry-after")]).toEqual([
      429,
      "rate_limit_exceeded",
      "1",
    ]);
    expect((await stand.resend().domains.list()).error).toMatchObject({ statusCode: 429 });
    expect((await stand.control("/resend/test/outage")).status).toBe(204);
    expect((await stand.resend().domains.list()).error).toBeNull();
    expect((await stand.control("/resend/test/outage", { status: 404 })).status).toBe(400);
  });

  it("lists the sender's domain, verified, with its SPF and DKIM records; a test can fail them", async () => {
    const { data: list } = await stand.resend().domains.list();
    expect(list!.data).toEqual([
      expect.objectContaining({ name: "mail.snapsong.example", status: "verified", region: "us-east-1" }),
    ]);
    const { data: domain } = await stand.resend().domains.get(list!.data[0]!.id);
    expect(domain!.records.map(({ record, type, name, status }) => [record, type, name, status])).toEqual([
      ["SPF", "MX", "send.mail", "verified"],
      ["SPF", "TXT", "send.mail", "verified"],
      ["DKIM", "TXT", "resend._domainkey.mail", "verified"],
    ]);

    expect((await stand.control("/resend/test/domain", { DKIM: "failed" })).status).toBe(204);
    expect((await stand.resend().domains.get(domain!.id)).data!.status).toBe("partially_failed");
    expect((await stand.resend().emails.send(stand.mail(someone()))).error).toMatchObject({
      statusCode: 403,
      name: "validation_error",
    });
    await stand.control("/resend/test/domain", { DKIM: "verified" });
    expect((await stand.resend().emails.send(stand.mail(someone()))).error).toBeNull();
    expect((await stand.resend().domains.get("00000000-0000-0000-0000-000000000000")).error).toMatchObject({
      statusCode: 404,
    });
    expect((await stand.control("/resend/test/domain", { DKIM: "great" })).status).toBe(400);
  });
});
