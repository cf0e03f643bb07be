// The owner's page for anyone else: whose page it is, no figures, and no link to it in the menu.
import { expect, waitForStart } from "./fixtures";
import { test } from "./signed-in";

// The browser reports the API's 403.
test.use({ allowedConsoleErrors: [/status of 403/] });

test("a visitor who is not signed in is told the page is the owner's, and sees no figures", async ({ page }) => {
  await page.goto("/owner/experiment");
  await waitForStart(page);
  await expect(page.getByRole("heading", { name: "This page is for the site's owner" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Log in" })).toBeVisible();
  await expect(page.getByTestId("experiment-readout")).toHaveCount(0);
});

test.describe("signed in (e2e/signed-in.ts)", () => {
  test.use({ storageState: async ({ signedIn }, provide) => provide(signedIn.storage) });

  test("a person who is not the owner is refused the figures, with no link to them", async ({
    page,
    signedIn: { person },
  }) => {
    await page.goto("/pricing");
    await waitForStart(page);
    await page
      .getByRole("banner")
      .getByRole("button", { name: `Account: ${person.name}` })
      .click();
    await expect(page.getByRole("banner").getByText("No subscription yet")).toBeVisible();
    await expect(page.getByRole("banner").getByRole("link", { name: "Headline experiment" })).toHaveCount(0);
    const refused = page.waitForResponse((response) => response.url().endsWith("/api/experiment"));
    await page.goto("/owner/experiment");
    expect((await refused).status()).toBe(403);
    await expect(page.getByRole("heading", { name: "This page is for the site's owner" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Log in" })).toHaveCount(0);
    await expect(page.getByTestId("experiment-readout")).toHaveCount(0);
  });
});
