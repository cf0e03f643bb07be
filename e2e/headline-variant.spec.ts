// The A/B/C headline: drawn on every landing-page visit and stored with the visitor's id
// (docs/product.md, "Browser storage").
import type { Page } from "@playwright/test";
import { recordAnalytics, recordedAnalytics } from "./analytics-recorder";
import { expect, readVisitorStorage, test, waitForStart } from "./fixtures";
import { openBeforeHydration } from "./held-scripts";
import { copy, USER_ID, VARIANTS } from "./site";

test.describe("A/B/C headline and visitor storage", () => {
  async function expectHeadlineMatchesVersion(page: Page) {
    await expect.poll(async () => (await readVisitorStorage(page)).version).toMatch(/^[ABC]$/);
    const { version } = await readVisitorStorage(page);
    for (const variant of VARIANTS) {
      const headline = page.locator(`[data-headline="${variant}"]`);
      if (variant === version) await expect(headline).toBeVisible();
      else await expect(headline).toBeHidden();
    }
    await expect(page.getByRole("heading", { level: 1 })).toHaveAccessibleName(
      copy.landing.hero.headlines[version as "A" | "B" | "C"],
    );
    return version!;
  }

  test("every visit stores a version and shows its headline; reloads draw several variants", async ({ page }) => {
    // 32 page loads: more than the default budget allows on a two-core machine running two browsers.
    test.slow();
    await page.goto("/");
    const seen = new Set([await expectHeadlineMatchesVersion(page)]);
    for (let visit = 0; visit < 30; visit++) {
      await page.reload();
      seen.add(await expectHeadlineMatchesVersion(page));
    }
    await page.goto("/home");
    seen.add(await expectHeadlineMatchesVersion(page));
    expect(seen.size, `variants seen: ${[...seen].join(", ")}`).toBeGreaterThanOrEqual(2);
  });

  test("every landing visit reports its exposure to GA4: experience_impression with the variant shown", async ({
    page,
  }) => {
    await recordAnalytics(page);
    const exposures = async () =>
      (await recordedAnalytics(page)).filter((call) => call[0] === "event" && call[1] === "experience_impression");
    await page.goto("/");
    await waitForStart(page);
    const first = (await readVisitorStorage(page)).version;
    await expect.poll(exposures).toEqual([["event", "experience_impression", { exp_variant_string: first }]]);
    await page.goto("/pricing");
    await waitForStart(page);
    expect(await exposures()).toHaveLength(1); // not a landing visit
    await page.goto("/de");
    await waitForStart(page);
    const second = (await readVisitorStorage(page)).version;
    await expect.poll(exposures).toEqual([
      ["event", "experience_impression", { exp_variant_string: first }],
      ["event", "experience_impression", { exp_variant_string: second }],
    ]);
  });

  test("the first visit stores a userId and hasPaid 'false'; later visits keep the userId", async ({ page }) => {
    await page.goto("/");
    await expect.poll(async () => (await readVisitorStorage(page)).userId).toMatch(USER_ID);
    const first = await readVisitorStorage(page);
    expect(first.hasPaid).toBe("false");

    await page.reload();
    await waitForStart(page);
    expect((await readVisitorStorage(page)).userId).toBe(first.userId);
    await page.goto("/home");
    await waitForStart(page);
    expect((await readVisitorStorage(page)).userId).toBe(first.userId);
  });

  test("visiting /pricing keeps the stored version", async ({ page }) => {
    await page.goto("/");
    const version = await expectHeadlineMatchesVersion(page);
    // A new draw repeats the old variant one time in three, so look many times.
    for (let visit = 0; visit < 10; visit++) {
      await page.goto("/pricing");
      await waitForStart(page);
      expect((await readVisitorStorage(page)).version).toBe(version);
    }
  });
});

test.describe("the experiment's own count", () => {
  /** The landing beacons the page sends to the site's API, as the API receives them. */
  function beacons(page: Page) {
    const sent: { body: unknown; status: Promise<number | undefined> }[] = [];
    page.on("request", (request) => {
      if (!request.url().endsWith("/api/exposures")) return;
      sent.push({
        body: JSON.parse(request.postData() ?? "null"),
        status: request.response().then((response) => response?.status()),
      });
    });
    return sent;
  }

  test("each landing visit is counted without an id, even before the app has loaded; the first headline only with consent", async ({
    page,
  }) => {
    const sent = beacons(page);
    const scripts = await openBeforeHydration(page, "/");
    await expect.poll(() => sent.length).toBe(1);
    const { version } = await readVisitorStorage(page);
    expect(sent[0]!.body).toEqual({ variant: version });
    expect(await sent[0]!.status).toBe(204);
    await scripts.release();
    await waitForStart(page);

    // Agreeing records the first headline (the one this browser saw first), once.
    await page.getByRole("region", { name: "Analytics cookies" }).getByRole("button", { name: "Accept" }).click();
    await expect.poll(() => sent.length).toBe(2);
    const { userId } = await readVisitorStorage(page);
    expect(sent[1]!.body).toEqual({ first: { clientId: userId, variant: version, at: expect.any(String) } });
    expect(await sent[1]!.status).toBe(204);

    await page.reload();
    await expect.poll(() => sent.length).toBe(3);
    expect(sent[2]!.body).toMatchObject({ first: { clientId: userId, variant: version } });

    // Withdrawn in the footer's cookie settings: the server is told to forget it.
    await page.getByRole("contentinfo").getByRole("button", { name: "Cookie settings" }).click();
    await page.getByRole("region", { name: "Analytics cookies" }).getByRole("button", { name: "Reject" }).click();
    await expect.poll(() => sent.length).toBe(4);
    expect(sent[3]!.body).toEqual({ withdraw: userId });
    expect(await sent[3]!.status).toBe(204);
  });
});
