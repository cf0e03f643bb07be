import { expect, test } from "./fixtures";
import { copy, faqSection } from "./site";

const { hero, signUpCta, songSample, testimonials, tryForFree, uploadExplainer } = copy.landing;
const signUpCopy = copy.signUp;

// The prerendered HTML alone must carry the content.
test.use({ javaScriptEnabled: false });

test("the landing page shows variant A's headline and every section heading", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveAccessibleName(hero.headlines.A);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  for (const title of [
    uploadExplainer.title,
    songSample.title,
    signUpCta.title,
    testimonials.title,
    tryForFree.title,
    copy.faq.title,
  ]) {
    await expect(page.getByRole("heading", { level: 2, name: title })).toBeVisible();
  }
});

test("the FAQ lists eight questions that open without JavaScript", async ({ page }) => {
  await page.goto("/");
  const questions = faqSection(page).locator("summary");
  await expect(questions).toHaveCount(8);
  for (const question of await questions.all()) {
    await expect(question).toBeVisible();
    await expect(question).toHaveText(/\?/);
  }
  const first = faqSection(page).locator("details").first();
  await questions.first().click();
  await expect(first).toHaveAttribute("open");
  await expect(first.getByRole("paragraph")).toBeVisible();
});

test("the pricing page shows both plans' monthly prices", async ({ page }) => {
  await page.goto("/pricing");
  await expect(page.getByRole("article", { name: "Pro" }).getByText("$6", { exact: true })).toBeVisible();
  await expect(page.getByRole("article", { name: "Max" }).getByText("$12", { exact: true })).toBeVisible();
});

test("a paywall shows the asset's name and the trial box", async ({ page }) => {
  await page.goto("/play/msft");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Microsoft");
  const trialBox = page.getByRole("region", { name: /7\u2011day free trial/i });
  await expect(trialBox.getByRole("listitem")).toHaveCount(4);
  await expect(trialBox.getByRole("link", { name: /\$4\.99\/mo/ })).toBeVisible();
  await expect(trialBox.getByText("Cancel anytime.")).toBeVisible();
});

test("/signup says plainly that sign-up needs JavaScript", async ({ page }) => {
  await page.goto("/signup?from=hero");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(signUpCopy.noScriptTitle);
  await expect(page.getByText(signUpCopy.title)).toBeHidden();
  await expect(page.getByRole("link", { name: signUpCopy.back })).toHaveAttribute("href", "/pricing");
});

test("sign-up buttons are links to /signup, and the billing toggle switches prices without JavaScript", async ({
  page,
}) => {
  await page.goto("/");
  await expect(page.getByRole("link", { name: "Get First Song" }).first()).toHaveAttribute("href", "/signup?from=hero");
  await page.goto("/pricing");
  await page
    .getByRole("group", { name: /billing/i })
    .getByText("Annually")
    .click();
  await expect(page.getByRole("article", { name: "Max" }).getByText("billed $72 yearly")).toBeVisible();
  await expect(page.getByRole("link", { name: "Start free trial with Max" })).toHaveAttribute(
    "href",
    "/signup?from=pricing&plan=max-annual",
  );
});

test("the checkout's returns say what to do: where the answer is, and a way on", async ({ page }) => {
  const { noScript, glow } = copy.checkout;
  for (const path of ["/glow", "/success?session_id=cs_test_1", "/failure"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 }), path).toHaveText(noScript.title);
    await expect(page.getByText(noScript.body), path).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: glow.unpaid.action }), path).toHaveAttribute(
      "href",
      "/pricing",
    );
    await expect(page.getByRole("main").getByRole("link", { name: /@/ }), path).toHaveAttribute("href", /^mailto:/);
    // Never a wait that cannot end, shown or announced.
    await expect(page.getByText(glow.loading), path).toBeHidden();
    await expect(page.locator('[aria-busy="true"]:visible'), path).toHaveCount(0);
    await expect(page.getByText(copy.checkout.confirming), path).toBeHidden();
  }
});

test("the paywall's stat lines show the ranges their numbers are drawn from", async ({ page }) => {
  await page.goto("/play/tsla");
  await expect(page.locator('[data-stat="sources"]')).toHaveText("5–20 sources scraped");
  await expect(page.locator('[data-stat="pages"]')).toHaveText("100–500 pages read");
  await expect(page.locator('[data-stat="hours"]')).toHaveText("9–30 hours of research saved");
  await page.goto("/ja/play/tsla");
  await expect(page.locator('[data-stat="sources"]')).toHaveText("5～20件の情報源を収集");
});

test("the song sample plays with the browser's own controls", async ({ page }) => {
  await page.goto("/");
  const audio = page.locator("audio");
  await expect(audio).toBeVisible();
  await expect(audio).toHaveAttribute("controls", "");
  // The player made for JavaScript is not shown: its button would do nothing.
  await expect(page.getByRole("button", { name: songSample.play })).toBeHidden();
  // The browser's play button, pressed: the file loads and plays.
  await audio.scrollIntoViewIfNeeded();
  const box = (await audio.boundingBox())!;
  await page.mouse.click(box.x + 20, box.y + box.height / 2);
  await expect.poll(() => audio.evaluate((element: HTMLAudioElement) => element.currentTime)).toBeGreaterThan(0.2);
});

test("no consent is asked for, nor Cookie settings offered: nothing measures without JavaScript", async ({ page }) => {
  await page.goto("/pricing");
  await expect(page.getByRole("region", { name: copy.common.consent.title })).toBeHidden();
  await expect(page.getByRole("contentinfo").getByRole("button", { name: copy.common.consent.settings })).toBeHidden();
});
