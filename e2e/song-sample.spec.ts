// The landing page's song-sample player: nothing loads before play; mouse and keyboard control it.
import type { Route } from "@playwright/test";
import { expect, test, waitForHydration, waitForStart } from "./fixtures";
import { expectNotHydrated, holdScripts } from "./held-scripts";

/** HTMLMediaElement.HAVE_FUTURE_DATA: enough of the sound to start playing. */
const HAVE_FUTURE_DATA = 3;

test.describe("song-sample player", () => {
  const isSample = (url: string) => url.includes("/audio/");

  test("loads nothing before play, then plays and pauses on click", async ({ page }) => {
    const audioRequests: string[] = [];
    page.on("request", (request) => {
      if (isSample(request.url()) || request.resourceType() === "media") audioRequests.push(request.url());
    });
    await page.goto("/");
    await waitForStart(page);
    const audio = page.locator("audio");
    await expect(audio).toHaveAttribute("preload", "none");
    await page.waitForLoadState("networkidle");
    expect(audioRequests, "no audio is fetched before play").toEqual([]);

    await page.getByRole("button", { name: "Play song sample" }).click();
    await waitForHydration(page); // the press brings the app, whose player shows what the sound does
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
    await waitForStart(page);
    const audio = page.locator("audio");
    const button = page.getByRole("button", { name: /song sample/ });

    await button.focus();
    await page.keyboard.press("Enter");
    await waitForHydration(page);
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

test.describe("song-sample position", () => {
  test("shows the sample's length before it plays, the same the file then reports", async ({ page }) => {
    await page.goto("/");
    await waitForStart(page);
    const slider = page.getByRole("slider", { name: "Position in the song sample" });
    await expect(slider).toHaveAttribute("aria-valuetext", "0:00 of 0:22");
    await page.getByRole("button", { name: "Play song sample" }).click();
    const audio = page.locator("audio");
    await expect.poll(() => audio.evaluate((element: HTMLAudioElement) => element.duration)).toBeGreaterThan(0);
    const fileLength = await audio.evaluate((element: HTMLAudioElement) => Math.floor(element.duration));
    expect(`0:${String(fileLength).padStart(2, "0")}`).toBe("0:22");
  });

  test("is a slider that moves the playing position by keyboard and pointer, before and after the app Play brings", async ({
    page,
  }) => {
    const scripts = await holdScripts(page);
    await page.goto("/");
    await waitForStart(page);
    const audio = page.locator("audio");
    const position = () => audio.evaluate((element: HTMLAudioElement) => element.currentTime);
    const slider = page.getByRole("slider", { name: "Position in the song sample" });
    await page.getByRole("button", { name: "Play song sample" }).click();
    await expect.poll(() => audio.evaluate((element: HTMLAudioElement) => element.readyState)).toBeGreaterThan(0);

    await slider.focus();
    await page.keyboard.press("End");
    await expect.poll(position).toBeGreaterThan(20);
    await expectNotHydrated(page);
    await scripts.release();
    await waitForHydration(page);
    await expect(slider).toHaveAttribute("aria-valuetext", /^0:2\d of 0:22$/);

    await slider.focus();
    await page.keyboard.press("Home");
    await expect.poll(position).toBeLessThan(3);
    // An MP3 seeks to a frame near the time asked for, and a busy machine may not play on at once.
    await slider.fill("10");
    await expect.poll(position).toBeGreaterThanOrEqual(9.5);
    await expect(slider).toHaveAttribute("aria-valuetext", /^0:(09|1\d) of 0:22$/);
  });
});

test.describe("song sample pressed before the page has loaded", () => {
  test("says the sound is coming, does not hold the app's code back for it, then plays", async ({ page, baseURL }) => {
    // The sample arriving slowly, as over a phone's link (DevTools' throttling of its URL alone).
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Network.enable");
    const audioThroughput = (bytesPerSecond: number) =>
      cdp.send("Network.emulateNetworkConditionsByRule", {
        offline: false,
        matchedNetworkConditions: [
          {
            urlPattern: `${baseURL}/assets/audio/*`,
            latency: 0,
            downloadThroughput: bytesPerSecond,
            uploadThroughput: -1,
          },
        ],
      });
    await audioThroughput(3_000);
    // The faces' picture held back, so Play is pressed before the page's `load`, as on a slow phone.
    const heldPicture: Route[] = [];
    await page.route("**/avatars/faces.svg", (route) => void heldPicture.push(route));
    await page.goto("/", { waitUntil: "commit" });
    await page.getByRole("button", { name: "Play song sample" }).click();
    for (const route of heldPicture) await route.continue();

    await waitForStart(page);
    // The app took over while the sound was still on its way, and the button shows it coming.
    const audio = page.locator("audio");
    expect(await audio.evaluate((element: HTMLAudioElement) => element.readyState)).toBeLessThan(HAVE_FUTURE_DATA);
    const pause = page.getByRole("button", { name: "Pause song sample" });
    await expect(pause).toHaveAttribute("aria-busy", "true");

    await audioThroughput(-1);
    await expect.poll(() => audio.evaluate((element: HTMLAudioElement) => element.currentTime)).toBeGreaterThan(0);
    await expect(pause).not.toHaveAttribute("aria-busy");
  });
});
