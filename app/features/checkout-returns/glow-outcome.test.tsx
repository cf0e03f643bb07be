// @vitest-environment jsdom
// /glow's screens in each language: a subscription's standing said as a sentence of the page's
// language, and no trial named that the page cannot be sure of.
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { localizedPath, locales, type Locale } from "~/contracts/locales";
import { paths } from "~/contracts/paths";
import { fill } from "~/shared/content/fill";
import { pageCopy } from "~/shared/i18n/page-copy";
import { holding } from "../../../testing/app/holdings";
import { renderUnderRoot } from "../../../testing/app/under-root";
import { GlowOutcome } from "./glow-outcome";
import type { GlowScreen } from "./glow-screen";

/** The screen's lede, as /glow shows it in `locale`. */
async function ledeOf(locale: Locale, shown: Exclude<GlowScreen, { kind: "waiting" }>) {
  const path = localizedPath(paths.glow, locale);
  await renderUnderRoot(<GlowOutcome screen={shown} glow={pageCopy(locale, "checkout").glow} />, path);
  return (await screen.findByTestId("glow-lede")).textContent;
}

afterEach(cleanup);

describe("/glow's lede", () => {
  it.each(locales)("ends each sentence as %s writes it", async (locale) => {
    const japanese = locale === "ja";
    for (const shown of [
      { kind: "standing", holding: holding("plan", "ending") },
      { kind: "standing", holding: holding("paywall", "past-due") },
      { kind: "research", holding: holding("paywall", "trial") },
    ] as const) {
      const lede = await ledeOf(locale, shown);
      cleanup();
      if (japanese) {
        expect(lede, shown.kind).not.toMatch(/\./);
        expect(lede, shown.kind).toMatch(/。/);
      } else expect(lede, shown.kind).toMatch(/\S\.( |$)/);
    }
  });

  it("names the trial only for a purchase sure to have started one", async () => {
    const { paid, research } = pageCopy("en", "checkout").glow;
    const next = { next: paid.next };
    expect(await ledeOf("en", { kind: "welcome", holding: null, started: "trial" })).toBe(fill(paid.lede, next));
    cleanup();
    const confirmed = await ledeOf("en", { kind: "welcome", holding: null, started: "purchase" });
    expect(confirmed).toBe(fill(paid.ledeConfirmed, next));
    expect(confirmed).not.toMatch(/trial/i);
    cleanup();
    expect(await ledeOf("en", { kind: "research", holding: null, started: "purchase" })).toBe(
      fill(research.ledeConfirmed, { open: research.open }),
    );
  });
});
