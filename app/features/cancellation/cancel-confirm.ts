// /cancel/confirm's script (confirm-script.ts), right after the page's section: looks the mailed
// link up, says what it cancels in the model's words, and cancels it with JSON when the button is
// pressed, saying in the page how that went. Without it the form posts to the page's own address
// and the API's redirect names the outcome (contracts/cancel-api.ts).
import { cancelConfirmOutcomes, cancelPaths, CANCEL_CONFIRM_QUERY } from "~/contracts/cancel-api";
import type { CommonCopy } from "~/shared/content/copy";
import { fill } from "~/shared/content/fill";
import { holdingOf } from "~/shared/subscriber/holding";
import { holdingWords } from "~/shared/subscriber/holding-sentences";
import { askCancelLink, type Fetch, type LinkAnswer } from "./cancel-api-calls";
import { cancelMarks, targetOutcomeOfQuery, type EndState } from "./cancel-marks";

/** The parts the script fills in or shows. */
function pageParts() {
  const section = document.querySelector<HTMLElement>(`[${cancelMarks.confirm}]`);
  const part = (selector: string) => section?.querySelector<HTMLElement>(selector) ?? null;
  const form = section?.querySelector("form");
  const [holding, status, alert, done] = [
    part(`[${cancelMarks.holding}]`),
    part(`[${cancelMarks.message}="status"]`),
    part(`[${cancelMarks.message}="alert"]`),
    part(`[${cancelMarks.message}="done"]`),
  ];
  if (!section || !form || !holding || !status || !alert || !done) return null;
  return { section, form, holding, status, alert, done };
}

type Parts = NonNullable<ReturnType<typeof pageParts>>;

/** What a link's subscription is, in the page's words: 'Pro plan · Free trial until March 4, 2027, then $6 a month'. */
function wordsOf({ section }: Parts, answer: Extract<LinkAnswer, { outcome: "found" }>["answer"]): string {
  const tag = section.dataset.languageTag ?? "en";
  const copy = JSON.parse(section.dataset.holdings ?? "{}") as CommonCopy["holdings"];
  const day = (iso: string | null) =>
    iso ? new Intl.DateTimeFormat(tag, { dateStyle: "long" }).format(new Date(iso)) : "";
  const { name, standing } = holdingWords(copy, tag, day)(holdingOf(answer.subscription));
  return `${name} · ${standing}`;
}

function end(parts: Parts, state: EndState, holding?: string) {
  if (holding) parts.done.textContent = fill(parts.done.dataset.text ?? "", { holding });
  parts.section.setAttribute(cancelMarks.state, state);
  // The heading of what shows now: where a screen reader and the keyboard go on from.
  parts.section.querySelector<HTMLElement>(`[${cancelMarks.end}="${state}"] h2`)?.focus();
}

function showHolding(parts: Parts, holding: string) {
  const label = document.createElement("span");
  label.textContent = `${parts.holding.dataset.what ?? ""} `;
  const name = document.createElement("strong");
  name.textContent = holding;
  parts.holding.replaceChildren(label, name);
}

export function startCancelConfirm(fetcher: Fetch = (...args) => fetch(...args)): void {
  const parts = pageParts();
  if (!parts || targetOutcomeOfQuery(cancelConfirmOutcomes)) return;
  const token = new URLSearchParams(window.location.search).get(CANCEL_CONFIRM_QUERY);
  if (!token) return end(parts, "expired");
  const { form, status, alert } = parts;
  form.action = cancelPaths.link(token);

  let pressed = false;
  status.textContent = status.dataset.checking ?? "";
  void askCancelLink(fetcher, token, "GET").then((answer) => {
    if (pressed) return;
    status.textContent = "";
    if (answer.outcome === "found") showHolding(parts, wordsOf(parts, answer.answer));
    else if (answer.outcome !== "unavailable") end(parts, answer.outcome);
    // Unavailable: the button still cancels; the page cannot say what beforehand.
  });

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    if (pressed) return;
    pressed = true;
    parts.section.setAttribute(cancelMarks.answered, "");
    form.querySelector("button")?.setAttribute("aria-busy", "true");
    status.textContent = status.dataset.cancelling ?? "";
    alert.textContent = "";
    void askCancelLink(fetcher, token, "POST").then((answer) => {
      form.querySelector("button")?.removeAttribute("aria-busy");
      status.textContent = "";
      if (answer.outcome === "found") return end(parts, "done", wordsOf(parts, answer.answer));
      if (answer.outcome !== "unavailable") return end(parts, answer.outcome);
      pressed = false;
      alert.textContent = alert.dataset.unavailable ?? "";
    });
  });
}
