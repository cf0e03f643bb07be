// @vitest-environment jsdom
// The unlocked research opens where the build has its address, and promises no link where not.
import { cleanup, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type * as ConfigModule from "~/config";
import { paths } from "~/contracts/paths";
import { pageCopy } from "~/shared/i18n/page-copy";
import { tickers } from "~/shared/content/tickers";
import { renderUnderRoot } from "../../../testing/app/under-root";
import { ResearchAccess } from "./research-access";

const urls = vi.hoisted(() => ({ researchUrl: undefined as string | undefined }));

vi.mock("~/config", async (importOriginal) => {
  const actual = await importOriginal<typeof ConfigModule>();
  return {
    ...actual,
    config: Object.defineProperty({ ...actual.config }, "researchUrl", { get: () => urls.researchUrl }),
  };
});

const copy = pageCopy("en", "paywall");
const openResearch = pageCopy("en", "checkout").glow.research.openResearch;

function renderPaywall() {
  return renderUnderRoot(
    <ResearchAccess
      ticker={tickers.tsla}
      copy={copy}
      offer={{ prices: { monthly: 6, yearly: 3 }, currency: "USD" }}
      openResearch={openResearch}
    />,
    paths.paywall("tsla"),
  );
}

// A browser that has paid, with nobody signed in: the research shows as unlocked.
beforeEach(() => localStorage.setItem("hasPaid", "true"));

afterEach(() => {
  cleanup();
  localStorage.clear();
  urls.researchUrl = undefined;
});

describe("the unlocked research", () => {
  it("links the research where the build has its address", async () => {
    urls.researchUrl = "https://research.songify.app/";
    await renderPaywall();
    expect(await screen.findByRole("link", { name: openResearch })).toHaveProperty("href", urls.researchUrl);
  });

  it("promises no link where the build has none", async () => {
    await renderPaywall();
    await screen.findByTestId("research-unlocked");
    expect(screen.queryByRole("link")).toBeNull();
  });
});
