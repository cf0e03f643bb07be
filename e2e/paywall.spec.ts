import type { Page } from "@playwright/test";
import { expect, test, waitForStart } from "./fixtures";
import { copy, expectImageLoaded, productName } from "./site";

// The catalogue as docs/product.md lists it; the subtext is ours and comes from the content module.
const catalogue = {
  gme: ["GameStop", "GME"],
  anf: ["Abercrombie & Fitch", "ANF"],
  tsla: ["Tesla", "TSLA"],
  msft: ["Microsoft", "MSFT"],
  panw: ["Palo Alto Networks", "PANW"],
  crwd: ["CrowdStrike", "CRWD"],
  cl: ["Chainlink", "CL"],
  mom: ["Mother of Memes", "MOM"],
  doge: ["Dogecoin", "DOGE"],
} as const;

// Spec §9: the random 'stat' lines' ranges, inclusive.
const statRanges = { sources: [5, 20], pages: [100, 500], hours: [9, 30] } as const;

const trialBox = (page: Page) => page.getByRole("region", { name: /7\u2011day free trial/i });

for (const [id, [name, symbol]] of Object.entries(catalogue)) {
  test(`/play/${id} shows ${name}, three stat lines and the trial box`, async ({ page }) => {
    const response = await page.goto(`/play/${id}`);
    expect(response?.status()).toBe(200);

    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toContainText(name);
    await expect(heading).toContainText(symbol);
    await expect(page.getByText(copy.paywall.subtexts[id as keyof typeof catalogue], { exact: true })).toBeVisible();
    await expectImageLoaded(page.getByRole("main").locator("img").first());

    for (const [stat, [min, max]] of Object.entries(statRanges)) {
      const line = page.locator(`[data-stat="${stat}"]`);
      // One number, drawn (the prerendered page shows the range, '5–20').
      await expect(line).toHaveText(/^\D*\d+\D*$/);
      const value = Number((await line.textContent())!.match(/\d+/)![0]);
      expect(value, `${stat} stat`).toBeGreaterThanOrEqual(min);
      expect(value, `${stat} stat`).toBeLessThanOrEqual(max);
    }

    const box = trialBox(page);
    await expect(box.getByRole("listitem")).toHaveCount(4);
    await expect(box.getByRole("link", { name: /\$4\.99\/mo/ })).toBeVisible();
    const yearly = box.getByRole("link", { name: /\$2\.99\/mo/ });
    await expect(yearly).toBeVisible();
    // The true saving (not 'Save 50%': docs/product.md, Plans and prices), and what the yearly offer charges.
    await expect(yearly).toContainText("Save 40% with Yearly");
    await expect(yearly).toContainText("$35.88 billed once a year");
    await expect(box.getByText("Cancel anytime.", { exact: true })).toBeVisible();
  });
}

// The same two lines in another language's currency and words, inside the yearly button.
const yearlyIn = [
  ["/de/play/tsla", "Jährlich · 2,99 €/Monat", "Jährlich 40 % sparen", "35,88 € einmal im Jahr abgerechnet"],
  ["/ja/play/tsla", "年払い · ￥450/月", "年払いなら40%お得", "年額￥5,400（年1回のお支払い）"],
] as const;

for (const [path, price, saving, charge] of yearlyIn) {
  test(`${path}: the yearly button says the true saving and what is charged once a year`, async ({ page }) => {
    await page.goto(path);
    const yearly = page.getByRole("main").getByRole("link", { name: price });
    await expect(yearly).toBeVisible();
    await expect(yearly.getByText(saving, { exact: true })).toBeVisible();
    await expect(yearly.getByText(charge, { exact: true })).toBeVisible();
  });
}

test("a paid visitor (hasPaid 'true') sees the research unlocked in place of the trial box", async ({ page }) => {
  await page.goto("/play/doge");
  await page.evaluate(() => localStorage.setItem("hasPaid", "true"));
  await page.reload();
  await waitForStart(page);
  const unlocked = page.getByRole("region", { name: "DOGE research unlocked" });
  await expect(unlocked).toBeVisible();
  await expect(unlocked.getByRole("listitem")).toHaveText([...copy.paywall.benefits]);
  await expect(trialBox(page)).toHaveCount(0);
  await expect(page.getByRole("link", { name: /\/mo/ })).toHaveCount(0);

  // 'false' (or anything else) is the trial box again.
  await page.evaluate(() => localStorage.setItem("hasPaid", "false"));
  await page.reload();
  await waitForStart(page);
  await expect(trialBox(page).getByRole("link")).toHaveCount(2);
  await expect(unlocked).toHaveCount(0);
});

test.describe("unknown ticker ids", () => {
  test.use({ allowedConsoleErrors: [/404/] });

  // Capitals go on to the lowercase address (e2e/server-not-found.spec.ts): /play/GME is GameStop's page.
  for (const id of ["xyz", "GMEX", "constructor"]) {
    test(`/play/${id} answers 404 and renders no paywall`, async ({ page }) => {
      const response = await page.goto(`/play/${id}`);
      expect(response?.status()).toBe(404);
      await waitForStart(page);
      // The route has rendered once its title is set; the product wants an empty page, not an error.
      await expect(page).toHaveTitle(productName);
      await expect(page.getByRole("banner")).toBeVisible();
      await expect(trialBox(page)).toHaveCount(0);
      await expect(page.locator("[data-stat]")).toHaveCount(0);
      await expect(page.getByText("Cancel anytime.")).toHaveCount(0);
      await expect(page.getByText("Unexpected Application Error!")).toHaveCount(0);
    });
  }
});
