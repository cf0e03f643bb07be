// /cancel/confirm's script (confirm-script.ts), right after the page's section: looks the mailed
// link up, says what it cancels in the model's words and whether it may still be withdrawn from,
// and cancels (or withdraws) with JSON when a button is pressed, saying in the page how that went.
// Without it each form posts to the page's own address and the API's redirect names the outcome
// (contracts/cancel-api.ts).
import { cancelConfirmOutcomes, cancelPaths, CANCEL_CONFIRM_QUERY } from "~/contracts/cancel-api";
import { fill } from "~/shared/content/fill";
import { askCancelLink, type Fetch, type FoundLink, type WithdrawRequest } from "./cancel-api-calls";
import { cancelMarks, targetOutcomeOfQuery, type EndState } from "./cancel-marks";
import { confirmWords, type ConfirmWords } from "./confirm-words";
import { showOffer, withdrawalState, withdrawRequest } from "./withdrawal-offer";

/** A form whose press the script carries out: its messages, and which of its words says it is under way. */
interface Press {
  form: HTMLFormElement;
  status: HTMLElement;
  alert: HTMLElement;
  busy: string;
}

/** The parts the script fills in or shows. */
function pageParts() {
  const section = document.querySelector<HTMLElement>(`[${cancelMarks.confirm}]`);
  if (!section) return null;
  const part = (selector: string) => section.querySelector<HTMLElement>(selector);
  const message = (name: string) => part(`[${cancelMarks.message}="${name}"]`);
  const press = (form: HTMLFormElement | null, prefix: string, busy: string): Press | null => {
    const [status, alert] = [message(`${prefix}status`), message(`${prefix}alert`)];
    return form && status && alert ? { form, status, alert, busy } : null;
  };
  const cancel = press(section.querySelector(`form:not([${cancelMarks.withdrawForm}])`), "", "cancelling");
  const withdraw = press(section.querySelector(`form[${cancelMarks.withdrawForm}]`), "withdraw-", "withdrawing");
  const [holding, done, withdrawn] = [part(`[${cancelMarks.holding}]`), message("done"), message("withdrawn")];
  if (!cancel || !withdraw || !holding || !done || !withdrawn) return null;
  return { section, cancel, withdraw, holding, done, withdrawn };
}

type Parts = NonNullable<ReturnType<typeof pageParts>>;

function end(parts: Parts, state: EndState, words?: string) {
  const message = state === "done" ? parts.done : state === "withdrawn" ? parts.withdrawn : null;
  if (message && words) message.textContent = words;
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

/** What a used link's answer comes to: withdrawn with its refund, or cancelled at the period's end. */
function endOfUse(parts: Parts, words: ConfirmWords, answer: FoundLink) {
  if (!answer.withdrawn) return end(parts, "done", fill(parts.done.dataset.text ?? "", { holding: words.of(answer) }));
  const { refund } = answer.withdrawn;
  const { text = "", trial = "", unnamed = "" } = parts.withdrawn.dataset;
  end(parts, "withdrawn", !refund ? unnamed : refund.amount > 0 ? fill(text, { refund: words.money(refund) }) : trial);
}

export function startCancelConfirm(fetcher: Fetch = (...args) => fetch(...args)): void {
  const parts = pageParts();
  if (!parts || targetOutcomeOfQuery(cancelConfirmOutcomes)) return;
  const token = new URLSearchParams(window.location.search).get(CANCEL_CONFIRM_QUERY);
  if (!token) return end(parts, "expired");
  const { section, cancel, withdraw } = parts;
  const words = confirmWords(section);
  cancel.form.action = withdraw.form.action = cancelPaths.link(token);

  let pressed = false;
  cancel.status.textContent = cancel.status.dataset.checking ?? "";
  withdrawalState(section, "checking");
  void askCancelLink(fetcher, token, "GET").then((answer) => {
    if (pressed) return;
    cancel.status.textContent = "";
    if (answer.outcome === "found") {
      showHolding(parts, words.of(answer.answer));
      showOffer(section, answer.answer.withdrawal, words);
    } else if (answer.outcome !== "unavailable") end(parts, answer.outcome);
    // Unavailable: the buttons still work; the page cannot say what beforehand, and the API decides.
    else withdrawalState(section, null);
  });

  const carryOut = ({ form, status, alert, busy }: Press, body?: WithdrawRequest) =>
    form.addEventListener("submit", (event) => {
      event.preventDefault();
      // One press for the page: a cancellation and a withdrawal never race.
      if (pressed) return;
      pressed = true;
      section.setAttribute(cancelMarks.answered, "");
      const button = form.querySelector("button");
      button?.setAttribute("aria-busy", "true");
      status.textContent = status.dataset[busy] ?? "";
      cancel.alert.textContent = withdraw.alert.textContent = "";
      void askCancelLink(fetcher, token, "POST", body).then((answer) => {
        button?.removeAttribute("aria-busy");
        status.textContent = "";
        if (answer.outcome === "found") return endOfUse(parts, words, answer.answer);
        if (answer.outcome !== "unavailable") return end(parts, answer.outcome);
        pressed = false;
        alert.textContent = alert.dataset.unavailable ?? "";
      });
    });
  carryOut(cancel);
  carryOut(withdraw, withdrawRequest(withdraw.form));
}
