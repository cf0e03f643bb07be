// /cancel's script (request-script.ts), right after the page's section: shows the way through the
// account to someone who may be signed in here, and sends the form as JSON, saying in the page what
// came of it. Without it the form posts and the API's redirect names the outcome (cancel-marks.ts).
import { cancelRequestOutcomes, type CancelContract, type CancelLinkRequest } from "~/contracts/cancel-api";
import { isLocale } from "~/contracts/locales";
import { hasSessionHint } from "~/shared/auth/auth-hints";
import { fill } from "~/shared/content/fill";
import { requestCancelLink, type Fetch } from "./cancel-api-calls";
import { cancelMarks, targetOutcomeOfQuery } from "./cancel-marks";

interface RequestDeps {
  fetch: Fetch;
  /** The boot script's note that this browser signed in (shared/auth/auth-hints.ts). */
  mayBeSignedIn(): boolean;
}

const browserDeps: RequestDeps = { fetch: (...args) => fetch(...args), mayBeSignedIn: hasSessionHint };

/** The form's fields as the API takes them; null for what the browser's own checks would not let through. */
function requestOf(form: HTMLFormElement): CancelLinkRequest | null {
  const fields = new FormData(form);
  const [email, contract, locale] = ["email", "contract", "locale"].map((name) => String(fields.get(name) ?? ""));
  if (!email || (contract !== "plan" && contract !== "research") || !isLocale(locale)) return null;
  return { email: email.trim(), contract: contract as CancelContract, locale };
}

export function startCancelRequest(deps: RequestDeps = browserDeps): void {
  const section = document.querySelector<HTMLElement>(`[${cancelMarks.request}]`);
  const form = section?.querySelector("form");
  const status = section?.querySelector<HTMLElement>(`[${cancelMarks.message}="status"]`);
  const alert = section?.querySelector<HTMLElement>(`[${cancelMarks.message}="alert"]`);
  const button = form?.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (!section || !form || !status || !alert || !button) return;
  if (deps.mayBeSignedIn()) section.setAttribute(cancelMarks.session, "");
  targetOutcomeOfQuery(cancelRequestOutcomes);

  const say = (sent: string, failed: string) => {
    status.textContent = sent;
    alert.textContent = failed;
  };
  let sending = false;
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const request = requestOf(form);
    if (sending || !request) return;
    sending = true;
    section.setAttribute(cancelMarks.answered, "");
    button.setAttribute("aria-busy", "true");
    say(status.dataset.sending ?? "", "");
    void requestCancelLink(deps.fetch, request).then((answer) => {
      sending = false;
      button.removeAttribute("aria-busy");
      if (answer.outcome === "sent")
        say(fill(status.dataset.sent ?? "", { email: request.email, minutes: answer.minutes }), "");
      else say("", alert.dataset[answer.outcome] ?? "");
    });
  });
}
