// @vitest-environment jsdom
// The cancellation pages as the browser has them before their scripts run (the prerendered markup,
// put in the document without React), then their scripts against a fake API.
import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { cancelPaths } from "~/contracts/cancel-api";
import { paths } from "~/contracts/paths";
import { copies } from "~/shared/content/languages";
import { json, message, prerendered } from "../../../testing/app/cancellation-page";
import type { Fetch } from "./cancel-api-calls";
import { startCancelRequest } from "./cancel-request";
import { CancelRequestPage as Page } from "./cancel-request-page";
import { loader } from "./cancel-route";

const page = { loader, Page };

afterEach(() => {
  document.body.innerHTML = "";
  localStorage.clear();
});

const { request: en } = copies.en.cancellation;

describe("/cancel", () => {
  const submit = () => document.querySelector("form")!.requestSubmit();
  const fill = (email: string, contract: "plan" | "research") => {
    document.querySelector<HTMLInputElement>('input[name="email"]')!.value = email;
    document.querySelector<HTMLInputElement>(`input[value="${contract}"]`)!.checked = true;
  };

  it("posts natively to the API without a script: email, contract and the page's language", async () => {
    await prerendered(paths.cancel, "de", page);
    const form = document.querySelector("form")!;
    expect(form.getAttribute("method")).toBe("post");
    expect(form.getAttribute("action")).toBe(cancelPaths.request);
    expect([...new FormData(form).keys()]).toEqual(["locale", "email"]);
    expect(new FormData(form).get("locale")).toBe("de");
    expect(document.querySelectorAll('input[name="contract"][required]')).toHaveLength(2);
    // The way through the account waits for the script's word that this browser may be signed in.
    expect(
      screen.getByRole("link", { name: copies.de.cancellation.request.account.action, hidden: true }),
    ).toHaveProperty("href", expect.stringMatching(/\/de\/account\?go=cancel$/));
  });

  it("shows the account's way only to a browser that may be signed in", async () => {
    await prerendered(paths.cancel, "en", page);
    startCancelRequest({ fetch: vi.fn<Fetch>(), mayBeSignedIn: () => false });
    expect(document.querySelector("[data-cancel-request]")!.hasAttribute("data-session")).toBe(false);
    startCancelRequest({ fetch: vi.fn<Fetch>(), mayBeSignedIn: () => true });
    expect(document.querySelector("[data-cancel-request]")!.hasAttribute("data-session")).toBe(true);
  });

  it("sends JSON and says where the link went and for how long, in the API's minutes", async () => {
    await prerendered(paths.cancel, "en", page);
    const fetcher = vi.fn<Fetch>(async () => json(202, { expiresInMinutes: 45 }));
    startCancelRequest({ fetch: fetcher, mayBeSignedIn: () => false });
    fill(" ada@example.com ", "research");
    submit();
    expect(message("status")).toBe(en.form.sending);
    await waitFor(() =>
      expect(message("status")).toBe(
        "If a subscription of this kind is on ada@example.com, we have sent a link to it that works for 45 minutes.",
      ),
    );
    expect(JSON.parse(String(fetcher.mock.calls[0]![1]?.body))).toEqual({
      email: "ada@example.com",
      contract: "research",
      locale: "en",
    });
  });

  it.each([
    [400, "invalid"],
    [429, "busy"],
    [503, "unavailable"],
  ] as const)("says what a %i means", async (status, error) => {
    await prerendered(paths.cancel, "en", page);
    startCancelRequest({ fetch: vi.fn<Fetch>(async () => json(status)), mayBeSignedIn: () => false });
    fill("ada@example.com", "plan");
    submit();
    await waitFor(() =>
      expect(message("alert")).toBe(
        copies.en.cancellation.request.errors[error].replace("{contact}", "hello@snapsong.example"),
      ),
    );
  });
});
