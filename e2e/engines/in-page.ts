// Runs inside the page under test, bundled by page-helpers.ts: finds elements with Testing
// Library's queries (what assistive technology and a person see), and records uncaught errors
// for the engines whose client cannot observe them (WebKit over classic WebDriver).
import { queryAllByLabelText, queryAllByRole, queryAllByText } from "@testing-library/dom";
import type { WireQuery, WireText } from "./query";

const errors: string[] = [];
addEventListener("error", (event) => errors.push(`uncaught: ${event.message}`));
addEventListener("unhandledrejection", (event) => errors.push(`unhandled rejection: ${String(event.reason)}`));

const matcher = (text: WireText) => (typeof text === "string" ? text : new RegExp(text.regex, text.flags));

function matches(container: HTMLElement, query: WireQuery): HTMLElement[] {
  if ("role" in query) {
    const { role, name, level, checked } = query;
    return queryAllByRole(container, role, { name: name && matcher(name), level, checked });
  }
  if ("text" in query) return queryAllByText(container, matcher(query.text));
  return queryAllByLabelText(container, matcher(query.label));
}

/** The visible elements the query finds (a closed <details>'s answer or a hidden price is not seen). */
function findAll(query: WireQuery): HTMLElement[] {
  const containers = query.within ? findAll(query.within) : [document.body];
  const found = new Set(containers.flatMap((container) => matches(container, query)));
  return [...found].filter((element) => element.checkVisibility());
}

const helpers = { findAll, takeErrors: () => errors.splice(0) };
export type PageHelpers = typeof helpers;

(window as unknown as { __engines: PageHelpers }).__engines = helpers;
