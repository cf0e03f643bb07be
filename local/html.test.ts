// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { checkoutPage } from "./checkout/pages";
import escapeHtml from "escape-html";
import { standInPages } from "./html";
import { messagePage } from "./identity/pages";

describe("stand-in page shell", () => {
  const page = standInPages({
    service: "Test <service>",
    footer: "Not real & never shipped",
    colors: { background: "#fff", ink: "#111", accent: "#f00", muted: "#666" },
    cardWidth: "20rem",
    buttonRadius: "0",
    css: ".extra { color: blue; }",
  });

  it("escapes the title, service and footer, and keeps the trusted body as it is", () => {
    const html = page('Pay "now"', "<h1>Body</h1>");
    expect(html).toContain(`<title>${escapeHtml('Pay "now"')} · ${escapeHtml("Test <service>")}</title>`);
    expect(html).toContain("<main><h1>Body</h1><footer>Not real &amp; never shipped</footer></main>");
    expect(html).not.toContain("<service>");
  });

  it("applies the service's colours and its own rules", () => {
    const html = page("T", "");
    expect(html).toContain("background: #f00");
    expect(html).toContain(".extra { color: blue; }");
  });

  it("gives each stand-in its own name and look", () => {
    const login = messagePage("Signed out", "Bye");
    const checkout = checkoutPage({
      sessionId: "cs_local_abc",
      summary: { product: "Snapsong Pro (monthly)", price: "$6/mo", billing: "billed monthly" },
      clientReferenceId: "abc123XYZ",
      email: "",
      asksAddress: true,
    });
    expect(login).toContain("· Local identity provider</title>");
    expect(checkout).toContain("· Local checkout</title>");
    expect(login).toContain("background: #6d28d9");
    expect(checkout).toContain("background: #4b3fd1");
  });
});

describe("text in the stand-ins' hand-written HTML (escape-html)", () => {
  it("reads back as the same text in an element and in either kind of quoted attribute", () => {
    const text = `"'><script>alert(1)</script>&amp;`;
    const container = document.createElement("div");
    container.innerHTML = `<p title="${escapeHtml(text)}" data-x='${escapeHtml(text)}'>${escapeHtml(text)}</p>`;
    const paragraph = container.querySelector("p")!;
    expect(paragraph.textContent).toBe(text);
    expect(paragraph.title).toBe(text);
    expect(paragraph.dataset.x).toBe(text);
    expect(container.querySelector("script")).toBeNull();
  });
});
