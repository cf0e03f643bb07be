// The site's owner in the local identity provider (local/identity/provider.ts gives this email the
// readout's permission), signed in from the header, the pictures the owner's specs attach, and the files the page makes.
import type { Page } from "@playwright/test";
import { test, waitForStart } from "./fixtures";
import { completeSignUp } from "./identity";

export const OWNER = { name: "Site Owner", email: "owner@snapsong.example", password: "owner's long password" };

/** Signs the owner in from the header: signs them up the first time, logs them in after. */
export async function signInAsOwner(page: Page) {
  await page.goto("/");
  await waitForStart(page);
  await page.getByRole("banner").getByRole("link", { name: "Sign Up" }).click();
  await completeSignUp(page, OWNER);
  const exists = page.getByText(/already exists/);
  const back = page.waitForURL(/\/pricing$/);
  if (await Promise.race([exists.waitFor().then(() => true), back.then(() => false)])) {
    await page.getByRole("link", { name: "Log in" }).click();
    await page.getByLabel("Email").fill(OWNER.email);
    await page.getByLabel("Password").fill(OWNER.password);
    await page.getByRole("button", { name: "Log in" }).click();
    await page.waitForURL(/\/pricing$/);
  }
  await waitForStart(page);
  await page.getByRole("region", { name: "Analytics cookies" }).getByRole("button", { name: "Reject" }).click();
}

/** Attaches a full-page picture of what the owner sees, for a person to look at. */
export async function screenshot(page: Page, name: string) {
  await test.info().attach(name, { body: await page.screenshot({ fullPage: true }), contentType: "image/png" });
}

/** A file the page makes on a press of `button`: its name and its CRLF-separated lines. */
export async function downloaded(page: Page, button: string) {
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: button }).click();
  const file = await download;
  const bytes = await (await file.createReadStream()).toArray();
  return { name: file.suggestedFilename(), lines: Buffer.concat(bytes).toString("utf8").split("\r\n") };
}
