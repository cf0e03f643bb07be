// @vitest-environment jsdom
// The link page's right of withdrawal as the browser has it before its script runs (the prerendered
// markup, put in the document without React), then its script against a fake API.
import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { cancelPaths, type WithdrawalOffer } from "~/contracts/cancel-api";
import { paths } from "~/contracts/paths";
import { copies } from "~/shared/content/languages";
import { json, link, message, prerendered } from "../../../testing/app/cancellation-page";
import type { Fetch } from "./cancel-api-calls";
import { startCancelConfirm } from "./cancel-confirm";
import { CancelConfirmPage as Page } from "./cancel-confirm-page";
import { loader } from "./confirm-route";

const page = { loader, Page };
const { confirm: en } = copies.en.cancellation;
const section = () => document.querySelector("[data-cancel-confirm]")!;
const offerWords = () => [...document.querySelectorAll("[data-offer], [data-refund]")].map((p) => p.textContent);

afterEach(() => {
  document.body.innerHTML = "";
});

/** The Pro plan in its trial, its link unused, with `withdrawal` in the answer to a peek. */
const peeked = (withdrawal: WithdrawalOffer | null) => link({ cancelAtPeriodEnd: false }, { withdrawal });
const paid = { until: "2027-03-18T12:00:00Z", refund: { amount: 600, currency: "USD" } };
const inTrial = { ...paid, refund: { amount: 0, currency: "USD" } };

/** A fake API: the peek answers `withdrawal`; a POST answers `post` (withdrawn, by default, with $6 back). */
function api(withdrawal: WithdrawalOffer | null, post = () => json(200, withdrawnAnswer(600))) {
  return vi.fn<Fetch>(async (_, init) => (init?.method === "POST" ? post() : json(200, peeked(withdrawal))));
}
const withdrawnAnswer = (amount: number) =>
  link({ cancelAtPeriodEnd: false }, { used: true, withdrawn: { refund: { amount, currency: "USD" } } });

describe("/cancel/confirm's right of withdrawal", () => {
  it("without a script, is its own form posting withdraw=1 with its language where the cancel form posts", async () => {
    await prerendered(paths.cancelConfirm, "de", page);
    const form = screen.getByRole("form", { name: "Den Vertrag widerrufen" }) as HTMLFormElement;
    expect(form.getAttribute("action")).toBe(cancelPaths.fromPage);
    expect(form.getAttribute("method")).toBe("post");
    expect(Object.fromEntries(new FormData(form))).toEqual({ locale: "de", withdraw: "1" });
    expect(screen.getByRole("button", { name: "Widerrufen und sofort beenden" })).toBeTruthy();
    expect(form.textContent).toContain("Innerhalb von 14 Tagen nach dem Kauf kannst du den Vertrag");
    expect(document.getElementById("withdrawn")!.textContent).toContain("Du hast den Vertrag widerrufen");
  });

  it("is offered only when the link's subscription may still be withdrawn from", async () => {
    await prerendered(paths.cancelConfirm, "en", page, "?token=tok_1");
    startCancelConfirm(api(null));
    // Nothing to press while the link is looked up: the choice may not be the link's.
    expect(section().getAttribute("data-withdrawal")).toBe("checking");
    await waitFor(() => expect(section().getAttribute("data-withdrawal")).toBe("none"));
    expect(offerWords()).toEqual(["", ""]);
  });

  it("says until when, and what comes back, as the page writes days and money", async () => {
    await prerendered(paths.cancelConfirm, "en", page, "?token=tok_1");
    startCancelConfirm(api(paid));
    await waitFor(() => expect(section().getAttribute("data-withdrawal")).toBe("offered"));
    expect(offerWords()).toEqual([
      "Until March 18, 2027 you may withdraw from the contract without giving a reason. Your subscription then ends at once, not at the end of the period.",
      "You get $6 back.",
    ]);
  });

  it("in the free trial, says nothing has been paid, in German", async () => {
    await prerendered(paths.cancelConfirm, "de", page, "?token=tok_1");
    startCancelConfirm(api(inTrial));
    await waitFor(() => expect(section().getAttribute("data-withdrawal")).toBe("offered"));
    expect(offerWords()).toEqual([
      "Bis zum 18. März 2027 kannst du den Vertrag ohne Angabe von Gründen widerrufen. Dein Abo endet dann sofort, nicht erst am Ende des Zeitraums.",
      "Du hast noch nichts bezahlt: Es wird auch nichts abgebucht.",
    ]);
  });

  it("offers it in general words when the link could not be looked up: the API decides", async () => {
    await prerendered(paths.cancelConfirm, "en", page, "?token=tok_1");
    startCancelConfirm(vi.fn<Fetch>(async () => json(503)));
    await waitFor(() => expect(message("status")).toBe(""));
    expect(section().hasAttribute("data-withdrawal")).toBe(false);
  });

  it("withdraws with one press, posting JSON in the page's language, and says what comes back", async () => {
    await prerendered(paths.cancelConfirm, "de", page, "?token=tok_1");
    const fetcher = api(paid);
    startCancelConfirm(fetcher);
    await waitFor(() => expect(section().getAttribute("data-withdrawal")).toBe("offered"));
    const button = screen.getByRole("button", { name: "Widerrufen und sofort beenden" });
    button.click();
    button.click();
    screen.getByRole("button", { name: "Jetzt kündigen" }).click();
    expect(button.getAttribute("aria-busy")).toBe("true");
    expect(message("withdraw-status")).toBe("Wird widerrufen…");
    await waitFor(() => expect(section().getAttribute("data-state")).toBe("withdrawn"));
    const posts = fetcher.mock.calls.filter(([, init]) => init?.method === "POST");
    expect(posts.map(([path, init]) => [path, JSON.parse(String(init?.body))])).toEqual([
      [cancelPaths.link("tok_1"), { withdraw: true, locale: "de" }],
    ]);
    expect(message("withdrawn")).toBe(
      "Dein Abo ist jetzt beendet. Wir erstatten dir 6\u00a0$ auf die Karte, mit der du bezahlt hast; eine Bestätigung ist per E-Mail unterwegs.",
    );
    expect(document.activeElement?.textContent).toBe("Du hast den Vertrag widerrufen");
  });

  it("says the refund the answer names, or that nothing is charged after a trial", async () => {
    for (const [amount, words] of [
      [
        600,
        "Your subscription has ended now. $6 is on its way back to the card you paid with; a confirmation is on its way by email.",
      ],
      [0, en.withdrawn.textTrial],
    ] as const) {
      await prerendered(paths.cancelConfirm, "en", page, "?token=tok_1");
      startCancelConfirm(api(paid, () => json(200, withdrawnAnswer(amount))));
      await waitFor(() => expect(section().getAttribute("data-withdrawal")).toBe("offered"));
      screen.getByRole("button", { name: en.withdrawal.button }).click();
      await waitFor(() => expect(message("withdrawn")).toBe(words));
      document.body.innerHTML = "";
    }
  });

  it("asks to try again when the withdrawal fails, and its button stays", async () => {
    await prerendered(paths.cancelConfirm, "en", page, "?token=tok_1");
    startCancelConfirm(api(paid, () => json(502)));
    await waitFor(() => expect(section().getAttribute("data-withdrawal")).toBe("offered"));
    const button = screen.getByRole("button", { name: en.withdrawal.button });
    button.click();
    await waitFor(() => expect(message("withdraw-alert")).toMatch(/^We could not withdraw just now/));
    expect(button.hasAttribute("aria-busy")).toBe(false);
    expect(section().hasAttribute("data-state")).toBe(false);
  });
});
