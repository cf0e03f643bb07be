// The mails a subscriber gets, as they get them (docs/product.md, "Mails"), through the site in a
// browser and the mail stand-in's inbox (GET /mail/messages): a trial bought on /de/pricing is
// confirmed once in German, day 4 brings one German reminder whose link ends at that subscription's
// cancellation, and a research buyer without an account cancels from the footer through a mailed
// link that works once. A failed payment's mail and its portal link: api/mail/mails.test.ts.
import type { APIRequestContext, Page } from "@playwright/test";
import { copies } from "../app/shared/content/languages";
import { expect, test, waitForStart } from "./fixtures";
import { newPerson, signUpNewPerson } from "./identity";
import { acceptTerms, SERVICES_ORIGIN } from "./payments";

interface Mail {
  to: string | string[];
  subject: string;
  text: string;
  html: string;
}

/** The mails to one address, newest first, once `count` have come (the API sends them after its answer). */
async function mailsTo(request: APIRequestContext, email: string, count: number): Promise<Mail[]> {
  let mails: Mail[] = [];
  await expect
    .poll(async () => {
      const all = (await (await request.get(`${SERVICES_ORIGIN}/mail/messages`)).json()) as Mail[];
      mails = all.filter((mail) => [mail.to].flat().includes(email));
      return mails.length;
    })
    .toBe(count);
  return mails;
}

const linkIn = (mail: Mail, pattern: RegExp) => {
  const found = pattern.exec(mail.text)?.[0];
  expect(found, `a link ${pattern} in "${mail.subject}"`).toBeTruthy();
  return found!;
};
const CANCEL_LINK = /http:\/\/localhost:\d+\/(\w+(-\w+)?\/)?cancel\/confirm\?token=[\w-]{43}/;

async function advance(request: APIRequestContext, email: string, days: number) {
  expect((await request.post(`${SERVICES_ORIGIN}/test-clock/advance`, { data: { email, days } })).status()).toBe(200);
}

/** Presses the cancel link's button and waits for its outcome. */
async function cancelThere(page: Page, link: string, button: string, done: string) {
  await page.goto(link);
  await waitForStart(page);
  await page.getByRole("button", { name: button }).click();
  await expect(page.getByRole("heading", { name: done })).toBeVisible();
}

test("a trial bought on /de/pricing: one German confirmation, and day 4's reminder cancels it", async ({
  page,
  baseURL,
  request,
}, testInfo) => {
  test.slow(); // a sign-up, a checkout and the clock
  const de = copies.de;
  const person = newPerson(testInfo);
  await signUpNewPerson(page, person, baseURL!);
  await page.goto("/de/pricing");
  await waitForStart(page);
  await page
    .getByRole("link", { name: de.pricing.choose.replace("{plan}", "Pro") })
    .first()
    .click();
  await acceptTerms(page);
  await page.getByRole("button", { name: /^Pay/ }).first().click();
  await page.waitForURL(/\/de\/glow/);
  const [confirmation] = await mailsTo(request, person.email, 1);
  expect(confirmation!.html).toMatch(/<html[^>]+lang="de"/);

  await advance(request, person.email, 4);
  const [reminder] = await mailsTo(request, person.email, 2);
  expect(reminder!.html).toMatch(/<html[^>]+lang="de"/);
  const link = linkIn(reminder!, CANCEL_LINK);
  expect(new URL(link).pathname).toBe("/de/cancel/confirm");
  await cancelThere(page, link, de.cancellation.confirm.button, de.cancellation.confirm.done.title);
  await expect(page.getByRole("main")).toContainText("Pro");
  const [cancelled] = await mailsTo(request, person.email, 3);
  expect(cancelled!.html).toMatch(/<html[^>]+lang="de"/);
});

test.describe("a used link", () => {
  // The used link's look-up is answered 410, which the browser reports.
  test.use({ allowedConsoleErrors: [/status of 410/] });

  test("a research buyer without an account cancels from the footer through a link that works once", async ({
    page,
    request,
  }) => {
    const en = copies.en.cancellation;
    const email = `research-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
    await page.goto("/play/tsla");
    await waitForStart(page);
    await page.getByRole("region", { name: "Analytics cookies" }).getByRole("button", { name: "Reject" }).click();
    await page.getByRole("link", { name: /Monthly/ }).click();
    await page.getByLabel(/email/i).fill(email);
    await acceptTerms(page);
    await page.getByRole("button", { name: /^Pay/ }).first().click();
    await page.waitForURL(/\/glow/);
    await mailsTo(request, email, 1);

    await page.getByRole("contentinfo").getByRole("link", { name: copies.en.common.cancelSubscription }).click();
    await page.waitForURL("/cancel");
    await page.getByLabel(en.request.form.email).fill(email);
    await page.getByRole("radio", { name: en.request.form.research }).check();
    await page.getByRole("button", { name: en.request.form.submit }).click();
    await expect(page.getByRole("main")).toContainText(email);
    const [linkMail] = await mailsTo(request, email, 2);
    const link = linkIn(linkMail!, CANCEL_LINK);
    await cancelThere(page, link, en.confirm.button, en.confirm.done.title);
    await mailsTo(request, email, 3);
    // The same link again: used.
    await page.goto(link);
    await expect(page.getByRole("heading", { name: en.confirm.used.title })).toBeVisible();
    await expect(page.getByRole("link", { name: en.confirm.newLink })).toHaveAttribute("href", "/cancel");
  });
});
