// Helpers for tests of payments against the checkout stand-in: its pages, its API for tests
// (deliveries, redelivery, outages) and the Measurement Protocol stand-in's received hits.
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, readVisitorStorage, waitForStart } from "./fixtures";
import { IDENTITY_ORIGIN } from "./identity";
import { describeOffer, type OfferId } from "../app/catalogue/offers";
import { productName } from "./site";

/** The stand-ins' origin: the checkout, the provider's API and the Measurement Protocol. */
export const SERVICES_ORIGIN = IDENTITY_ORIGIN;

/** What a buyer's ticked terms box posts with Pay (the checkout's consent collection). */
export const ACCEPTED_TERMS = { terms_of_service: "accepted" };

/** Ticks the checkout's terms box, as a buyer must before Pay. */
export const acceptTerms = (page: Page) => page.locator('input[name="terms_of_service"]').check();

export interface OpenCheckout {
  sessionId: string;
  userId: string;
}

/**
 * A visitor on the paywall who answers the consent banner, then presses Monthly: on the stand-in's
 * checkout page, with its session open.
 */
export async function openCheckout(page: Page, consent: "Accept" | "Reject" = "Accept"): Promise<OpenCheckout> {
  await page.goto("/play/tsla");
  await waitForStart(page);
  await page.getByRole("region", { name: "Analytics cookies" }).getByRole("button", { name: consent }).click();
  const { userId } = await readVisitorStorage(page);
  await page.getByRole("link", { name: /Monthly/ }).click();
  await page.waitForURL(`${SERVICES_ORIGIN}/checkout/paywall-monthly?**`);
  const action = await page.locator("form").first().getAttribute("action");
  const sessionId = /\/checkout\/sessions\/(cs_local_\w+)\/pay$/.exec(action ?? "")?.[1];
  expect(sessionId, "the checkout page's session").toBeTruthy();
  return { sessionId: sessionId!, userId: userId! };
}

/**
 * At a plan's checkout that the site's API made for a signed-in person (not a payment link): the
 * offer's page at the stand-in, with their email.
 */
export async function expectApiCheckout(page: Page, offer: OfferId, email: string): Promise<void> {
  await page.waitForURL(new RegExp(`^${SERVICES_ORIGIN}/checkout/sessions/cs_local_\\w+$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(describeOffer(offer, productName).product);
  await expect(page.getByText(email)).toBeVisible();
}

/** Pays without following the redirect back: the visitor closed the tab on the way. */
export async function payAndLeave(request: APIRequestContext, sessionId: string): Promise<void> {
  const response = await request.post(`${SERVICES_ORIGIN}/checkout/sessions/${sessionId}/pay`, {
    form: ACCEPTED_TERMS,
    maxRedirects: 0,
  });
  expect(response.status()).toBe(303);
}

interface Hit {
  clientId: string;
  events: { name: string; params?: Record<string, unknown> }[];
}

/** The params of the server's `name` hits (GA4's Measurement Protocol, at its stand-in) for a visitor. */
export async function serverHits(request: APIRequestContext, userId: string, name: string) {
  const hits = (await (await request.get(`${SERVICES_ORIGIN}/mp/hits`)).json()) as Hit[];
  return hits
    .filter((hit) => hit.clientId === userId)
    .flatMap((hit) => hit.events.filter((event) => event.name === name).map((event) => event.params!));
}

/** The stand-in's webhook deliveries for a session, as HTTP statuses. */
export async function deliveries(request: APIRequestContext, sessionId: string): Promise<(number | string)[]> {
  const all = (await (await request.get(`${SERVICES_ORIGIN}/checkout/webhook-deliveries`)).json()) as {
    sessionId: string;
    status: number | string;
  }[];
  return all.filter((delivery) => delivery.sessionId === sessionId).map((delivery) => delivery.status);
}

export async function setOutage(request: APIRequestContext, sessionId: string, down: boolean): Promise<void> {
  await request.post(`${SERVICES_ORIGIN}/checkout/sessions/${sessionId}/outage?down=${down ? 1 : 0}`);
}
