// The pages that show what was sent: the list (newest first, one recipient's with `?to=`), each
// mail as HTML in a sandboxed frame and as text, everything escaped, under a CSP of their own.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startMailStandIn, type MailStandIn } from "../../testing/stand-in-harnesses/mail-stand-in";
import { linksOf } from "./mail-pages";

let stand: MailStandIn;
beforeAll(async () => {
  stand = await startMailStandIn();
});
afterAll(() => stand.close());

const page = async (path: string) => {
  const response = await fetch(`${stand.origin}${path}`);
  return { status: response.status, csp: response.headers.get("content-security-policy"), html: await response.text() };
};

describe("the mail pages", () => {
  it("list every mail newest first, each linking to its page, and escape what the mails say", async () => {
    const to = `reader-${Date.now()}@example.com`;
    await stand.resend().emails.send(stand.mail(to, "Older"));
    const { data } = await stand.resend().emails.send(stand.mail(to, `<script>alert("x")</script> & more`));
    const list = await page(`/mail?to=${encodeURIComponent(to)}`);
    expect(list.status).toBe(200);
    expect(list.csp).toContain("default-src 'none'");
    expect(list.html).not.toContain("<script>");
    expect(list.html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; more");
    expect(list.html.indexOf(`/mail/${data!.id}`)).toBeLessThan(list.html.indexOf("Older"));
    expect(list.html).toContain(`/mail/messages?to=${encodeURIComponent(to)}`);
    expect((await page("/mail?to=nobody%40example.com")).html).toContain("No mail to nobody@example.com yet.");
  });

  it("show one mail: its HTML in a sandboxed frame at the width asked for, its links and its text", async () => {
    const to = `viewer-${Date.now()}@example.com`;
    const { data } = await stand.resend().emails.send(stand.mail(to, "Your receipt"));
    const one = await page(`/mail/${data!.id}?width=390`);
    expect(one.status).toBe(200);
    expect(one.html).toMatch(/<iframe class="w390" sandbox="allow-popups allow-popups-to-escape-sandbox" srcdoc="/);
    expect(one.html).toContain(
      `srcdoc="&lt;p&gt;Hello&lt;/p&gt;&lt;p&gt;&lt;a href=&quot;https://site.example/cancel?a=1&amp;amp;b=2&quot;&gt;Cancel`,
    );
    expect(one.html).toContain(`<a href="https://site.example/cancel?a=1&amp;b=2">`);
    expect(one.html).toContain("<pre>Hello\n\nCancel: https://site.example/cancel?a=1&amp;b=2</pre>");
    expect(one.html).toContain(`<dt>Reply to</dt><dd>hello@snapsong.example</dd>`);
    expect((await page("/mail/00000000-0000-0000-0000-000000000000")).status).toBe(404);
    expect((await fetch(`${stand.origin}/mail`, { method: "POST" })).status).toBe(405);
  });

  it("find a mail's web and mail links, each once, and no script links", () => {
    expect(
      linksOf(
        `<a href="https://a.example/x?y=1&amp;z=2">A</a><a href='mailto:hi@example.com'>B</a>` +
          `<a href="javascript:alert(1)">C</a><a href="https://a.example/x?y=1&amp;z=2">again</a>`,
      ),
    ).toEqual(["https://a.example/x?y=1&z=2", "mailto:hi@example.com"]);
  });
});
