// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { subscriptionStore } from "~/shared/subscriber/subscription-state";
import { renderUnderRoot } from "../../../testing/app/under-root";
import { AddedByEmail } from "./added-by-email";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The site's API: `/api/not-mine` answers `status`; the subscription read afresh answers nothing of theirs. */
function siteApi(status: number) {
  const asked: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (path: string, init: RequestInit) => {
      asked.push(`${init.method} ${path} ${String(init.body ?? "")}`.trim());
      if (path === "/api/not-mine") return Response.json({}, { status });
      return Response.json({ subscriptions: [], plan: null, trialUsed: false });
    }),
  );
  return asked;
}

const session = { accessToken: async () => "access-token" };

describe("a subscription added by the person's email", () => {
  it("says why it is there, and 'not mine' unlinks it and reads what they have afresh", async () => {
    const asked = siteApi(200);
    await renderUnderRoot(<AddedByEmail subscription="sub_stranger" session={session} />);
    expect(screen.getByText(/bought with your email/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Not mine: remove it" }));
    await waitFor(() => expect(subscriptionStore.get().status).toBe("known"));
    expect(asked).toEqual(['POST /api/not-mine {"subscription":"sub_stranger"}', "GET /api/subscription?fresh=1"]);
  });

  it("reads what they have afresh when it was removed already (an earlier press's answer was lost)", async () => {
    const asked = siteApi(404);
    await renderUnderRoot(<AddedByEmail subscription="sub_gone" session={session} />);
    fireEvent.click(screen.getByRole("button", { name: "Not mine: remove it" }));
    await waitFor(() => expect(asked).toContain("GET /api/subscription?fresh=1"));
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("says so when it could not be removed, and the button works again", async () => {
    siteApi(503);
    await renderUnderRoot(<AddedByEmail subscription="sub_stranger" session={session} />);
    const button = screen.getByRole("button", { name: "Not mine: remove it" });
    fireEvent.click(button);
    expect((await screen.findByRole("alert")).textContent).toMatch(/could not be removed/);
    expect((button as HTMLButtonElement).disabled).toBe(false);
  });
});
