// Finds the inline code of a built page: the inline scripts (their hashes go into the CSP) and any
// inline styles or event-handler attributes, which a strict CSP would silently drop. Parsed with
// parse5, the WHATWG parser, so the script text is exactly what a browser hashes.
import { createHash } from "node:crypto";
import { parse, type DefaultTreeAdapterTypes } from "parse5";

type Node = DefaultTreeAdapterTypes.Node;
type Element = DefaultTreeAdapterTypes.Element;

function isElement(node: Node): node is Element {
  return "tagName" in node;
}

function* elements(node: Node): Generator<Element> {
  if (isElement(node)) yield node;
  if ("childNodes" in node) for (const child of node.childNodes) yield* elements(child);
  // A <template>'s children live in its content fragment.
  if (isElement(node) && node.tagName === "template" && "content" in node) yield* elements(node.content as Node);
}

const attribute = (element: Element, name: string) => element.attrs.find((attr) => attr.name === name)?.value;

/** Scripts the browser runs, as opposed to data blocks such as JSON-LD, which CSP ignores. */
function isExecutable(script: Element): boolean {
  const type = attribute(script, "type")?.trim().toLowerCase();
  return !type || type === "module" || /javascript|ecmascript/.test(type);
}

const textOf = (element: Element) =>
  element.childNodes.map((child) => ("value" in child && child.nodeName === "#text" ? child.value : "")).join("");

/** CSP hash sources ('sha256-…') of the page's inline scripts, in document order. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const element of elements(parse(html))) {
    if (element.tagName !== "script" || attribute(element, "src") !== undefined || !isExecutable(element)) continue;
    hashes.push(`'sha256-${createHash("sha256").update(textOf(element), "utf8").digest("base64")}'`);
  }
  return hashes;
}

/** Inline code the CSP does not allow (style-src 'self', no handler attributes or javascript: URLs). */
export function disallowedInlineCode(html: string): string[] {
  const problems: string[] = [];
  for (const element of elements(parse(html))) {
    if (element.tagName === "style") problems.push("a <style> element");
    for (const { name, value } of element.attrs) {
      if (name === "style") problems.push(`a style attribute on <${element.tagName}>: style="${value}"`);
      else if (name.startsWith("on")) problems.push(`an event-handler attribute on <${element.tagName}>: ${name}`);
      else if (/^\s*javascript:/i.test(value)) problems.push(`a javascript: URL on <${element.tagName}> ${name}`);
    }
  }
  return problems;
}
