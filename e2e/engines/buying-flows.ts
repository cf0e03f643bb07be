// A visitor becoming a customer: sign-up, a plan's checkout and the paywall's. flows.test.ts runs
// each in every engine.
import assert from "node:assert/strict";
import { decodeClientReference } from "../../app/contracts/client-reference";
import { describeOffer } from "../../app/catalogue/offers";
import { tickers } from "../../app/shared/content/tickers";
import type { Flow } from "./engine-page";
import { siteConfig, siteOrigin } from "./site";
import {
  completeSignUp,
  expectSignedIn,
  newPerson,
  readVisitorStorage,
  waitForApiCheckout,
  waitForCheckout,
  waitForStart,
  waitForSitePath,
} from "./steps";
import { copy } from "../site";

const header = { role: "banner" };

export const buyingFlows: Record<string, Flow> = {
  "signing up from the header lands on /pricing signed in, and a reload keeps the session": async (page) => {
    const person = newPerson();
    await page.goto("/");
    await waitForStart(page);
    await page.click({ role: "link", name: "Sign Up", within: header });
    await completeSignUp(page, person);
    await waitForSitePath(page, siteOrigin, "/pricing");
    await expectSignedIn(page, person);
    await page.reload();
    await expectSignedIn(page, person);
  },

  "a plan's button leads through sign-up and the checkout the site's API makes to /glow, paid": async (page) => {
    const person = newPerson();
    await page.goto("/pricing");
    await waitForStart(page);
    await page.click({ role: "link", name: "Start free trial with Max" });
    await completeSignUp(page, person);

    await waitForApiCheckout(page);
    const offer = describeOffer("max-monthly", siteConfig.productName);
    await page.see({ role: "heading", name: offer.product });
    await page.see({ text: person.email });
    await page.click({ role: "checkbox", name: /^I agree to the terms/ });
    await page.click({ role: "button", name: `Pay ${offer.price}` });

    await waitForSitePath(page, siteOrigin, "/glow");
    await page.see({ role: "heading", level: 1, name: copy.checkout.glow.paid.title });
    assert.equal((await readVisitorStorage(page)).hasPaid, "true");
  },

  "the paywall's Monthly link goes to its checkout with the visitor's id": async (page) => {
    await page.goto("/play/tsla");
    await page.see({ role: "heading", level: 1, name: new RegExp(tickers.tsla.name) });
    await waitForStart(page);
    const { userId } = await readVisitorStorage(page);
    await page.click({ role: "link", name: /Monthly/ });
    const checkout = await waitForCheckout(page, "paywall-monthly");
    assert.equal(decodeClientReference(checkout.searchParams.get("client_reference_id"))?.userId, userId);
  },
};
