// The account menu of a signed-in person with a long name, on the narrowest phone, in every
// language: the name fits the header and the open menu stays inside the screen.
import { locales, localizedPath } from "../app/contracts/locales";
import { paths } from "../app/contracts/paths";
import { copies } from "../app/shared/content/languages";
import { expect, waitForStart } from "./fixtures";
import { test } from "./signed-in";

test.use({
  storageState: async ({ signedIn }, provide) => provide(signedIn.storage),
  viewport: { width: 320, height: 720 },
});

test("the signed-in header fits at 320 px in every language: a long name, its menu inside the screen", async ({
  page,
  signedIn: { person },
}) => {
  test.slow(); // six languages
  for (const locale of locales) {
    const common = copies[locale].common;
    await page.goto(localizedPath(paths.pricing, locale));
    await waitForStart(page);
    const menu = page.getByRole("banner").getByRole("button", { name: `${common.accountMenu.label}: ${person.name}` });
    await menu.click();
    const logOut = page.getByRole("banner").getByRole("button", { name: common.logOut });
    await expect(logOut).toBeVisible();
    for (const item of [logOut, page.getByRole("banner").getByRole("link", { name: common.accountMenu.manage })]) {
      const box = (await item.boundingBox())!;
      expect(box.x, `${locale}: inside the screen`).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, `${locale}: inside the screen`).toBeLessThanOrEqual(320);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${locale}: no sideways scrolling`).toBe(
      320,
    );
  }
});
