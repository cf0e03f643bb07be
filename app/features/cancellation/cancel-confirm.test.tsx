// @vitest-environment jsdom
// The cancellation pages as the browser has them before their scripts run (the prerendered markup,
// put in the document without React), then their scripts against a fake API.
import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { cancelPaths } from "~/contracts/cancel-api";
import { paths } from "~/contracts/paths";
import { copies } from "~/shared/content/languages";
import { json, link, message, prerendered } from "../../../testing/app/cancellation-page";
import type { Fetch } from "./cancel-api-calls";
import { startCancelConfirm } from "./cancel-confirm";
import { CancelConfirmPage as Page } from "./cancel-confirm-page";
import { loader } from "./confirm-route";

const page = { loader, Page };

afterEach(() => {
  document.body.innerHTML = "";
});

const { confirm: enConfirm } = copies.en.cancellation;

describe("/cancel/confirm", () => {
  it("without a script, posts to the route that reads the token from the page's address, with its language", async () => {
    await prerendered(paths.cancelConfirm, "de", page);
    const form = document.querySelector("form")!;
    expect(form.getAttribute("action")).toBe(cancelPaths.fromPage);
    expect(form.getAttribute("method")).toBe("post");
    expect(screen.getByRole("button", { name: "Jetzt kündigen" })).toBeTruthy();
  });

  it("says what the link cancels, in the model's words, then cancels it with one press", async () => {
    await prerendered(paths.cancelConfirm, "en", page, "?token=tok_1");
    const fetcher = vi.fn<Fetch>(async (_, init) => json(200, link({ cancelAtPeriodEnd: init?.method === "POST" })));
    startCancelConfirm(fetcher);
    const holding = document.querySelector("[data-holding]")!;
    await waitFor(() =>
      expect(holding.textContent).toMatch(
        /^You are cancelling: Pro plan · Free trial until March 4, 2027, then \$6 a month$/,
      ),
    );
    screen.getByRole("button", { name: enConfirm.button }).click();
    await waitFor(() =>
      expect(document.querySelector("[data-cancel-confirm]")!.getAttribute("data-state")).toBe("done"),
    );
    expect(document.querySelector('[data-message="done"]')!.textContent).toBe(
      "Pro plan · Cancelled: yours until March 4, 2027, nothing more is charged. A confirmation is on its way by email.",
    );
    expect(fetcher.mock.calls.map(([path, init]) => `${init?.method} ${path}`)).toEqual([
      `GET ${cancelPaths.link("tok_1")}`,
      `POST ${cancelPaths.link("tok_1")}`,
    ]);
  });

  it.each([
    [410, "used"],
    [404, "expired"],
  ] as const)("a %i: the link can do nothing more, and a new one is a press away", async (status, state) => {
    await prerendered(paths.cancelConfirm, "en", page, "?token=tok_1");
    startCancelConfirm(vi.fn<Fetch>(async () => json(status)));
    const section = document.querySelector("[data-cancel-confirm]")!;
    await waitFor(() => expect(section.getAttribute("data-state")).toBe(state));
    expect(section.querySelector(`[data-end="${state}"] a`)!.getAttribute("href")).toBe(paths.cancel);
  });

  it("asks to try again when the cancelling fails, and the button stays", async () => {
    await prerendered(paths.cancelConfirm, "en", page, "?token=tok_1");
    startCancelConfirm(
      vi.fn<Fetch>(async (_, init) =>
        init?.method === "POST" ? json(502) : json(200, link({ cancelAtPeriodEnd: false })),
      ),
    );
    await waitFor(() => expect(document.querySelector("[data-holding]")!.textContent).not.toBe(""));
    screen.getByRole("button", { name: enConfirm.button }).click();
    await waitFor(() => expect(message("alert")).toMatch(/^We could not cancel just now/));
    expect(document.querySelector("[data-cancel-confirm]")!.hasAttribute("data-state")).toBe(false);
  });

  it("names no link without a token, and takes the API's redirect for what it says", async () => {
    await prerendered(paths.cancelConfirm, "en", page);
    const fetcher = vi.fn<Fetch>();
    startCancelConfirm(fetcher);
    expect(document.querySelector("[data-cancel-confirm]")!.getAttribute("data-state")).toBe("expired");
    expect(fetcher).not.toHaveBeenCalled();
  });
});
