// What the /signup and /account pages say when they cannot send the visitor on: the page's own words
// for the reason (the `data-*` of its message, hand-off-screen.tsx), with the code to quote beside
// them; never the provider's own (English) words.
import { authFailure, tokenFailure } from "~/shared/auth/auth-failure";
import { AccountFailure } from "../signed-in-destination";

/** Why: the sign-in's failure (also where the provider gave no access token for the API), or the API's answer. */
export function failureOf(error: unknown): { reason: string; code?: string } {
  if (!(error instanceof AccountFailure)) return authFailure(error);
  if (error.signIn) return tokenFailure(error.signIn);
  return { reason: error.reason === "none" ? "none" : "unavailable" };
}

/** The message's text for `error`, in the words the message element carries. */
export function failureText(error: unknown, message: HTMLElement): string {
  const { reason, code } = failureOf(error);
  const quoted = code ? ` ${(message.dataset.code ?? "").replace("{code}", code)}` : "";
  return (message.dataset[reason] ?? "") + quoted;
}
