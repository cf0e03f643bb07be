// The mail stand-in's pages: `/mail` lists every mail kept (to, subject, when), newest first, and
// `/mail/:id` shows one: its addresses, its HTML in a sandboxed frame (`srcdoc`: no script runs, it
// has no origin, and the page's CSP covers it), at 390 or 800 px if asked, the links it holds, and
// its text part. Everything shown is escaped.
import escapeHtml from "escape-html";
import { standInPages } from "../html";
import type { KeptMail } from "./mailbox";

const mailDocument = standInPages({
  service: "Local mail",
  footer: "Local stand-in for the mail service. Nothing here left this machine.",
  colors: { background: "#f3f7f4", ink: "#12352a", accent: "#0b7a55", muted: "#4c6a5f" },
  cardWidth: "60rem",
  buttonRadius: "0.4rem",
  css: `
  h1 { font-size: 1.4rem; margin: 0 0 0.5rem; overflow-wrap: anywhere; }
  h2 { font-size: 1.1rem; margin: 1.5rem 0 0.5rem; }
  table { width: 100%; border-collapse: collapse; }
  th, td { text-align: left; padding: 0.4rem 0.5rem 0.4rem 0; border-bottom: 1px solid #dfe9e4; vertical-align: top; overflow-wrap: anywhere; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 0.25rem 1rem; }
  dt { color: #4c6a5f; } dd { margin: 0; overflow-wrap: anywhere; }
  form { display: flex; gap: 0.5rem; align-items: end; margin: 1rem 0; }
  form button { width: auto; padding: 0.5rem 1rem; }
  input { font: inherit; padding: 0.4rem; }
  iframe { width: 100%; height: 70vh; border: 1px solid #dfe9e4; border-radius: 0.4rem; background: #fff; }
  iframe.w390 { width: 390px; } iframe.w800 { width: 800px; }
  pre { white-space: pre-wrap; overflow-wrap: anywhere; background: #f3f7f4; padding: 1rem; border-radius: 0.4rem; }
`,
});

/** The pages' CSP: nothing but their own styles and the mails' images; the frame's mail inherits it. */
export const MAIL_PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src https: http: data:; frame-src 'self'; base-uri 'none'; form-action 'self'";

const e = (value: string) => escapeHtml(value);
const when = (iso: string) =>
  `<time datetime="${e(iso)}">${e(
    new Date(iso).toLocaleString("en-GB", { dateStyle: "medium", timeStyle: "medium", timeZone: "UTC" }),
  )} UTC</time>`;

export function inboxPage(mails: KeptMail[], to: string | undefined): string {
  const rows = mails.map(
    (mail) =>
      `<tr><td>${e(mail.to.join(", "))}</td><td><a href="/mail/${e(mail.id)}">${e(mail.subject)}</a></td><td>${when(mail.sentAt)}</td></tr>`,
  );
  const json = `/mail/messages${to ? `?to=${encodeURIComponent(to)}` : ""}`;
  return mailDocument(
    "Mail",
    `<h1>Mail</h1>
    <p>Every mail the site sent through the local services, newest first. As JSON: <a href="${e(json)}">${e(json)}</a>.</p>
    <form method="get" action="/mail"><label>To <input type="email" name="to" value="${e(to ?? "")}"></label><button type="submit">Show</button></form>
    ${
      rows.length
        ? `<table><thead><tr><th scope="col">To</th><th scope="col">Subject</th><th scope="col">Sent</th></tr></thead><tbody>${rows.join("")}</tbody></table>`
        : `<p>No mail${to ? ` to ${e(to)}` : ""} yet.</p>`
    }`,
  );
}

const ENTITIES: Record<string, string> = { "&amp;": "&", "&quot;": '"', "&#39;": "'", "&lt;": "<", "&gt;": ">" };

/** The web and mail links of a mail's HTML, in order, each once. */
export function linksOf(html: string): string[] {
  const hrefs = [...html.matchAll(/\shref\s*=\s*(?:"([^"]*)"|'([^']*)')/gi)].map((match) =>
    (match[1] ?? match[2]!).replace(/&(amp|quot|#39|lt|gt);/g, (entity) => ENTITIES[entity]!),
  );
  return [...new Set(hrefs.filter((href) => /^(https?:|mailto:)/i.test(href)))];
}

export function mailPage(mail: KeptMail, width: string | undefined): string {
  const size = width === "390" || width === "800" ? ` class="w${width}"` : "";
  const links = mail.html ? linksOf(mail.html) : [];
  const widths = [
    ["390", "390 px"],
    ["800", "800 px"],
    ["", "full width"],
  ].map(([value, label]) => `<a href="/mail/${e(mail.id)}${value ? `?width=${value}` : ""}">${label}</a>`);
  return mailDocument(
    mail.subject,
    `<p><a href="/mail">All mail</a></p>
    <h1>${e(mail.subject)}</h1>
    <dl>
      <dt>From</dt><dd>${e(mail.from)}</dd>
      <dt>To</dt><dd>${e(mail.to.join(", "))}</dd>
      ${mail.replyTo ? `<dt>Reply to</dt><dd>${e(mail.replyTo.join(", "))}</dd>` : ""}
      <dt>Sent</dt><dd>${when(mail.sentAt)}</dd>
      ${Object.entries(mail.headers)
        .map(([name, value]) => `<dt>${e(name)}</dt><dd>${e(value)}</dd>`)
        .join("")}
    </dl>
    <h2>As HTML</h2>
    ${
      mail.html
        ? `<p>Width: ${widths.join(" · ")}</p>
    <iframe${size} sandbox="allow-popups allow-popups-to-escape-sandbox" srcdoc="${e(mail.html)}" title="The mail as HTML"></iframe>`
        : "<p>This mail has no HTML part.</p>"
    }
    ${
      links.length
        ? `<h2>Its links</h2><ul>${links.map((href) => `<li><a href="${e(href)}">${e(href)}</a></li>`).join("")}</ul>`
        : ""
    }
    <h2>As text</h2>
    ${mail.text ? `<pre>${e(mail.text)}</pre>` : "<p>This mail has no text part.</p>"}`,
  );
}

export const noMailPage = () =>
  mailDocument("No such mail", `<h1>No such mail</h1><p><a href="/mail">All mail</a></p>`);
