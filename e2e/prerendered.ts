// A page as the build prerendered it and the server sends it, read without a browser (jsdom; no
// script runs): for the checks of what a page says, where neither a script nor the layout takes part.
import { expect, type APIRequestContext } from "@playwright/test";
import { JSDOM } from "jsdom";

export async function prerendered(request: APIRequestContext, path: string): Promise<Document> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return new JSDOM(await response.text()).window.document;
}

/** Words with every run of spaces (no-break ones too) as one space, as Playwright's text matchers compare them. */
export const spaced = (words: string) => words.replace(/\s+/g, " ").trim();

/** An element's words as a reader gets them. */
export const wordsOf = (element: Element | null | undefined) => spaced(element?.textContent ?? "");

/** The landmark or region labelled by a heading with these words (`aria-labelledby`). */
export function labelled(document: Document, selector: string, name: string): Element | undefined {
  return [...document.querySelectorAll(selector)].find(
    (element) => wordsOf(document.getElementById(element.getAttribute("aria-labelledby") ?? "")) === name,
  );
}
