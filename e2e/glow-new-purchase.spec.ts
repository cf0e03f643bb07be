// /glow right after a purchase whose record the site's API does not have yet (its webhook on its
// way), for someone whose plan has ended and whose trial is used: what was just bought, never the
// ended plan before it, and no trial named until the API says what began.
import { expect, test } from "./fixtures";
import { newPerson, signUpNewPerson } from "./identity";
import { openSettled } from "./money-screens";
import { accessTokenOf, moneyDriver } from "./money-states";
import { fill } from "../app/shared/content/fill";
import { copy } from "./site";

const { paid } = copy.checkout.glow;
const confirmed = fill(paid.ledeConfirmed, { next: paid.next });

// The API out of reach, on purpose.
test.use({ allowedConsoleErrors: [/status of 503/] });

test("a returning subscriber's new plan: welcomed before its record comes in, then named", async ({
  page,
  baseURL,
  request,
}, testInfo) => {
  test.slow(); // a subscription to its end, then a second checkout
  const person = newPerson(testInfo);
  await signUpNewPerson(page, person, baseURL!);
  const money = moneyDriver(request, baseURL!, person, await accessTokenOf(page));
  await money.subscribe("pro-monthly");
  await money.cancel();
  await money.advance(8);
  // Paid in this browser (as /success records it), the provider's word not in the API yet.
  const checkout = await money.checkout("pro-monthly");
  await page.evaluate(() => localStorage.setItem("hasPaid", "true"));

  const heading = page.getByRole("main").getByRole("heading", { level: 1 });
  const lede = page.getByTestId("glow-lede").filter({ visible: true });
  const open = () => openSettled(page, "/glow?bought=plan");
  await open();
  await expect(heading).toHaveText(paid.title);
  await expect(lede).toHaveText(confirmed);

  // The API out of reach says nothing of what they have: the same, for as long as it lasts.
  await page.route("**/api/subscription**", (route) => route.fulfill({ status: 503, body: "" }));
  await open();
  await expect(heading).toHaveText(paid.title);
  await expect(lede).toHaveText(confirmed);
  await page.unroute("**/api/subscription**");

  // Its record in (no trial: it was used): the plan, and when it renews.
  await checkout.pay();
  await open();
  await expect(lede).toHaveText(/^Your Pro plan is active and renews on \w+ \d{1,2}, \d{4} for \$6\./);
});
