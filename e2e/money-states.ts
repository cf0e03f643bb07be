// Puts a signed-in person into a state of their money, as the stand-ins would after their own
// presses: through the site's API with the person's own access token (the one the app's SDK keeps),
// the payment stand-in's hosted pages (pay, the portal's cancel and switch) and its test clock.
import type { APIRequestContext, Page } from "@playwright/test";
import { expect } from "./fixtures";
import { IDENTITY_ORIGIN, type Person } from "./identity";
import { ACCEPTED_TERMS, SERVICES_ORIGIN } from "./payments";
import { encodeClientReference } from "../app/contracts/client-reference";
import type { OfferId } from "../app/contracts/offer-ids";

/** The access token for the site's API from the SDK's cache in localStorage (the page is signed in). */
export async function accessTokenOf(page: Page): Promise<string> {
  const token = await page.evaluate(() => {
    for (const key of Object.keys(localStorage)) {
      if (!key.startsWith("@@auth0spajs@@::")) continue;
      const entry = JSON.parse(localStorage.getItem(key) ?? "{}") as { body?: { access_token?: string } };
      const value = entry.body?.access_token;
      if (value?.includes(".")) return value;
    }
    return null;
  });
  expect(token, "the SDK's cached access token for the API").toBeTruthy();
  return token!;
}

/** How a checkout is paid: with the card that fails later, if asked, and the billing address typed there. */
interface Purchase {
  card?: string;
  address?: Record<string, string>;
}

/** A billing address in a US state with a sales tax the account is registered for (Washington's 6.5 %). */
export const WASHINGTON = { country: "US", state: "WA", postal_code: "98101" };

export function moneyDriver(request: APIRequestContext, baseURL: string, person: Person, token: string) {
  const auth = { Authorization: `Bearer ${token}` };
  /** Posts a hosted page's form as a browser does (no redirect followed). */
  const submit = async (path: string, form: Record<string, string> = {}) => {
    const response = await request.post(new URL(path, SERVICES_ORIGIN).href, { form, maxRedirects: 0 });
    expect(response.status(), `${path} answers with a redirect`).toBe(303);
  };
  /** The page a portal session opens on (its flow's), by its redirect. */
  const opened = async (url: string) => {
    const response = await request.get(url, { maxRedirects: 0 });
    return new URL(response.headers()["location"] ?? url, SERVICES_ORIGIN).pathname;
  };
  const api = async (path: string, data: unknown) => {
    const response = await request.post(`${baseURL}${path}`, { headers: auth, data });
    expect(response.status(), path).toBe(200);
    return (await response.json()) as { action?: string; url: string };
  };

  return {
    /** A plan's or the research's checkout the site's API makes, not paid yet: `pay` pays it (with the card that fails later, if asked). */
    async checkout(offer: OfferId) {
      const { action, url } = await api("/api/checkout", { offer, locale: "en" });
      expect(action).toBe("checkout");
      return {
        pay: ({ card = "", address = {} }: Purchase = {}) =>
          submit(`${new URL(url).pathname}/pay`, { ...ACCEPTED_TERMS, ...address, ...(card && { card }) }),
      };
    },
    /** A plan through the checkout the site's API makes, paid. */
    async subscribe(offer: OfferId, purchase: Purchase = {}) {
      await (await this.checkout(offer)).pay(purchase);
    },
    /** Another plan, confirmed in the portal's switch. */
    async switchTo(offer: OfferId) {
      const { action, url } = await api("/api/checkout", { offer, locale: "en" });
      expect(action).toBe("switch");
      await submit(await opened(url));
    },
    /** Cancels their only cancellable subscription in the portal's cancellation. */
    async cancel() {
      const { url } = await api("/api/portal", { intent: "cancel", locale: "en" });
      await submit(await opened(url));
    },
    /** The research, through the checkout the site's API makes for a signed-in person's paywall press. */
    async buyResearch(offer: OfferId = "paywall-monthly") {
      await (await this.checkout(offer)).pay();
    },
    /**
     * The research bought through its payment link by somebody typing the person's email, once the
     * person has verified it: added to them by email, at a customer of its own.
     */
    async boughtWithTheirEmail(offer: OfferId = "paywall-monthly") {
      const verified = await request.post(`${IDENTITY_ORIGIN}/test-identity/verify-email`, {
        data: { email: person.email },
      });
      expect(verified.status()).toBe(200);
      const fresh = await request.get(`${baseURL}/api/subscription?fresh=1`, { headers: auth });
      expect(((await fresh.json()) as { emailVerified: boolean }).emailVerified).toBe(true);
      const reference = encodeClientReference({ userId: "Mm0nEy5tA", variant: null, analyticsConsent: false });
      const page = await (
        await request.get(`${SERVICES_ORIGIN}/checkout/${offer}?client_reference_id=${reference}`)
      ).text();
      const pay = /action="(\/checkout\/sessions\/cs_local_\w+\/pay)"/.exec(page)?.[1];
      expect(pay, "the payment link's checkout").toBeTruthy();
      await submit(pay!, { email: person.email, ...ACCEPTED_TERMS });
    },
    /** Moves the person's test clock on: trials end, periods renew, cancelled ones end. */
    async advance(days: number) {
      const response = await request.post(`${SERVICES_ORIGIN}/test-clock/advance`, {
        data: { email: person.email, days },
      });
      expect(response.status()).toBe(200);
    },
  };
}

export type MoneyDriver = ReturnType<typeof moneyDriver>;
