// @vitest-environment jsdom
// /glow's welcome opens what was bought where the build has its address, and promises no link where not.
import { cleanup, render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { createRoutesStub, Outlet } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type * as ConfigModule from "~/config";
import { paths } from "~/contracts/paths";
import { pageCopy, rootData } from "~/shared/i18n/page-copy";
import { holding } from "../../../testing/app/holdings";
import { GlowPaid, GlowResearch } from "./glow-paid";

const urls = vi.hoisted(() => ({
  appUrl: undefined as string | undefined,
  researchUrl: undefined as string | undefined,
}));

vi.mock("~/config", async (importOriginal) => {
  const actual = await importOriginal<typeof ConfigModule>();
  const config = Object.defineProperties(
    { ...actual.config },
    { appUrl: { get: () => urls.appUrl }, researchUrl: { get: () => urls.researchUrl } },
  );
  return { ...actual, config };
});

const glow = pageCopy("en", "checkout").glow;

function renderOnGlow(element: ReactNode) {
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => rootData(new Request(new URL(paths.glow, "https://example.com"))),
      HydrateFallback: () => null,
      Component: Outlet,
      children: [{ path: paths.glow.slice(1), Component: () => element }],
    },
  ]);
  render(<Stub initialEntries={[paths.glow]} />);
}

afterEach(() => {
  cleanup();
  urls.appUrl = urls.researchUrl = undefined;
});

describe("/glow's welcome", () => {
  it("links the app where the build has its address, and promises a mail, not a link", async () => {
    urls.appUrl = "https://app.songify.app/";
    renderOnGlow(<GlowPaid glow={glow} holding={holding("plan", "trial")} />);
    expect(await screen.findByRole("link", { name: glow.paid.openApp })).toHaveProperty("href", urls.appUrl);
    expect(screen.getByText(glow.paid.steps[0])).toBeTruthy();
    expect(glow.paid.steps[0]).not.toMatch(/link|receipt/i);
  });

  it("promises no link to the app where the build has none", async () => {
    renderOnGlow(<GlowPaid glow={glow} holding={null} started="trial" />);
    await screen.findByRole("link", { name: glow.paid.action });
    expect(screen.queryByRole("link", { name: glow.paid.openApp })).toBeNull();
  });

  it("links the research where the build has its address, and not where it has none", async () => {
    urls.researchUrl = "https://research.songify.app/";
    renderOnGlow(<GlowResearch glow={glow} holding={holding("paywall", "trial")} />);
    expect(await screen.findByRole("link", { name: glow.research.openResearch })).toHaveProperty(
      "href",
      urls.researchUrl,
    );
    cleanup();
    urls.researchUrl = undefined;
    renderOnGlow(<GlowResearch glow={glow} holding={null} started="purchase" />);
    await screen.findAllByRole("link");
    expect(screen.queryByRole("link", { name: glow.research.openResearch })).toBeNull();
  });
});
