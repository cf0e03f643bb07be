// The landing page's song-sample player: nothing loads before play; mouse and keyboard control it.
import { expect, test, waitForHydration } from "./fixtures";

test.describe("song-sample player", () => {
  const isSample = (url: string) => url.includes("/audio/");

  test("loads nothing before play, then plays and pauses on click", async ({ page }) => {
    const audioRequests: string[] = [];
    page.on("request", (request) => {
      if (isSample(request.url()) || request.resourceType() === "media") audioRequests.push(request.url());
    });
    await page.goto("/");
    await waitForHydration(page);
    const audio = page.locator("audio");
    await expect(audio).toHaveAttribute("preload", "none");
    await page.waitForLoadState("networkidle");
    expect(audioRequests, "no audio is fetched before play").toEqual([]);

    await page.getByRole("button", { name: "Play song sample" }).click();
    const pause = page.getByRole("button", { name: "Pause song sample" });
    await expect(pause).toBeVisible();
    await expect.poll(() => audio.evaluate((element: HTMLAudioElement) => element.paused)).toBe(false);
    await expect.poll(() => audio.evaluate((element: HTMLAudioElement) => element.currentTime)).toBeGreaterThan(0.2);
    expect(audioRequests.length).toBeGreaterThan(0);

    await pause.click();
    await expect(page.getByRole("button", { name: "Play song sample" })).toBeVisible();
    await expect.poll(() => audio.evaluate((element: HTMLAudioElement) => element.paused)).toBe(true);
  });

  test("is operable with Enter and Space", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const audio = page.locator("audio");
    const button = page.getByRole("button", { name: /song sample/ });

    await button.focus();
    await page.keyboard.press("Enter");
    await expect(button).toHaveAccessibleName("Pause song sample");
    await expect.poll(() => audio.evaluate((element: HTMLAudioElement) => element.paused)).toBe(false);
    const startedAt = await audio.evaluate((element: HTMLAudioElement) => element.currentTime);
    await expect
      .poll(() => audio.evaluate((element: HTMLAudioElement) => element.currentTime))
      .toBeGreaterThan(startedAt);

    await page.keyboard.press("Space");
    await expect(button).toHaveAccessibleName("Play song sample");
    await expect.poll(() => audio.evaluate((element: HTMLAudioElement) => element.paused)).toBe(true);

    await page.keyboard.press("Space");
    await expect(button).toHaveAccessibleName("Pause song sample");
  });
});
