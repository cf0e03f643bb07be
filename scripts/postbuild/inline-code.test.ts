import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { disallowedInlineCode, inlineScriptHashes } from "./inline-code.ts";

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

describe("inlineScriptHashes", () => {
  it("hashes the exact text of every inline script, classic and module", () => {
    const boot = `(function () {\n  document.documentElement.dataset.variant = "A";\n})();`;
    const loader = `import "/assets/manifest-8a7e29c5.js";`;
    const html = `<!doctype html><html><head><script>${boot}</script></head>
      <body><script type="module" async="">${loader}</script></body></html>`;
    expect(inlineScriptHashes(html)).toEqual([sha256(boot), sha256(loader)]);
  });

  it("skips external scripts and data blocks, which CSP hashes do not govern", () => {
    const html = `<script src="/assets/a.js"></script><script type="application/ld+json">{"a":1}</script>`;
    expect(inlineScriptHashes(html)).toEqual([]);
  });

  it("hashes escaped script text as the browser sees it, without decoding entities", () => {
    const text = `window.__ctx = JSON.parse("\\u003c/script\\u003e &amp;");`;
    expect(inlineScriptHashes(`<script>${text}</script>`)).toEqual([sha256(text)]);
  });

  it("normalises CRLF line ends as the HTML parser does", () => {
    expect(inlineScriptHashes("<script>a();\r\nb();</script>")).toEqual([sha256("a();\nb();")]);
  });
});

describe("disallowedInlineCode", () => {
  it("finds style attributes, style elements, handler attributes and javascript: URLs", () => {
    const html = `<div style="width:0%"></div><style>p{}</style><img src="x.png" onerror="alert(1)">
      <a href="javascript:alert(1)">x</a>`;
    expect(disallowedInlineCode(html)).toEqual([
      `a style attribute on <div>: style="width:0%"`,
      "a <style> element",
      "an event-handler attribute on <img>: onerror",
      "a javascript: URL on <a> href",
    ]);
  });

  it("looks inside templates", () => {
    expect(disallowedInlineCode(`<template><p style="color:red"></p></template>`)).toHaveLength(1);
  });

  it("accepts class-styled markup and hashed scripts", () => {
    expect(disallowedInlineCode(`<p class="text-brand">Hi</p><script>x()</script>`)).toEqual([]);
  });
});
