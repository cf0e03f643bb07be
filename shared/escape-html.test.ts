import { describe, expect, it } from "vitest";
import { escapeHtml } from "./escape-html.ts";

describe("escapeHtml", () => {
  it("turns the five characters that can end text or an attribute into character references", () => {
    expect(escapeHtml(`<a href="x" title='y'>Tom & Jerry</a>`)).toBe(
      "&#60;a href=&#34;x&#34; title=&#39;y&#39;&#62;Tom &#38; Jerry&#60;/a&#62;",
    );
    expect(escapeHtml("Snapsong · 50% off — ✓")).toBe("Snapsong · 50% off — ✓");
  });

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
