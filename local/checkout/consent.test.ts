// Consent to the terms at the hosted checkout: a session the API made and a Payment Link with
// `consent_collection[terms_of_service]=required` show a required checkbox (the custom text with
// its links, or the default sentence linking the account's terms); paying without it ticked is
// refused with nothing charged, and paying with it records the consent on the session.
import type Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StandIn } from "../../testing/stand-in-harnesses/payment-stand-in";
import { startStandInWithSteps, type PaymentSteps } from "../../testing/stand-in-harnesses/payment-steps";

let standIn: StandIn, stripe: Stripe, steps: PaymentSteps;
beforeAll(async () => {
  ({ standIn, stripe, steps } = await startStandInWithSteps());
});
afterAll(() => standIn.close());

const MESSAGE =
  "I agree to the [Terms](https://snapsong.example/legal/terms) & ask that the service <starts> now, " +
  "losing my [right of withdrawal](https://snapsong.example/legal/withdrawal).";

async function consentSession(custom_text?: Stripe.Checkout.SessionCreateParams.CustomText) {
  const { customer } = await steps.newCustomer();
  const price = await steps.priceOf("pro-monthly");
  const session = await stripe.checkout.sessions.create({
    mode: "subscription",
    customer: customer.id,
    line_items: [{ price: price.id, quantity: 1 }],
    consent_collection: { terms_of_service: "required" },
    ...(custom_text && { custom_text }),
    success_url: `${standIn.siteOrigin}/success?session_id={CHECKOUT_SESSION_ID}`,
  });
  return { customer, session, path: new URL(session.url!).pathname };
}

const post = async (path: string, fields: Record<string, string>) => {
  const response = await fetch(new URL(path, standIn.origin), {
    method: "POST",
    body: new URLSearchParams(fields),
    redirect: "manual",
  });
  return { status: response.status, html: await response.text() };
};

const checkbox = /<label><input type="checkbox" name="terms_of_service" value="accepted" required> (.*?)<\/label>/;

describe("a checkout session with consent collection", () => {
  it("shows the custom text with its links, refuses Pay unticked and records the consent when ticked", async () => {
    const { customer, session, path } = await consentSession({ terms_of_service_acceptance: { message: MESSAGE } });
    expect(session).toMatchObject({
      consent_collection: { payment_method_reuse_agreement: null, promotions: "none", terms_of_service: "required" },
      consent: null,
      custom_text: { terms_of_service_acceptance: { message: MESSAGE }, submit: null },
    });
    const label = checkbox.exec(await steps.page(session.url!))?.[1];
    expect(label).toBe(
      'I agree to the <a href="https://snapsong.example/legal/terms" target="_blank" rel="noopener">Terms</a>' +
        " &amp; ask that the service &lt;starts&gt; now, losing my " +
        '<a href="https://snapsong.example/legal/withdrawal" target="_blank" rel="noopener">right of withdrawal</a>.',
    );

    const refused = await post(`${path}/pay`, {});
    expect(refused.status).toBe(400);
    expect(refused.html).toContain('<p role="alert" class="error">Please accept the terms to continue.</p>');
    expect(checkbox.test(refused.html)).toBe(true);
    expect((await stripe.checkout.sessions.retrieve(session.id)).status).toBe("open");
    expect((await stripe.subscriptions.list({ customer: customer.id, status: "all" })).data).toEqual([]);
    expect(steps.eventsOf(customer.id)).toEqual([]);

    expect(await standIn.submit(`${path}/pay`, { terms_of_service: "accepted" })).toBe(
      `${standIn.siteOrigin}/success?session_id=${session.id}`,
    );
    const paid = await stripe.checkout.sessions.retrieve(session.id);
    expect(paid).toMatchObject({ status: "complete", consent: { promotions: null, terms_of_service: "accepted" } });
    const completed = steps.eventsOf(customer.id).find((event) => event.type === "checkout.session.completed");
    expect((completed!.data.object as Stripe.Checkout.Session).consent?.terms_of_service).toBe("accepted");
  });

  it("says the default sentence, linking the account's terms, without a custom text", async () => {
    const [config] = (await stripe.billingPortal.configurations.list({ is_default: true })).data;
    const terms = config!.business_profile.terms_of_service_url!;
    const { session } = await consentSession();
    expect(session.custom_text.terms_of_service_acceptance).toBeNull();
    expect(checkbox.exec(await steps.page(session.url!))?.[1]).toBe(
      `I agree to the <a href="${terms}" target="_blank" rel="noopener">Terms of Service</a>`,
    );
  });

  it("asks nothing without consent collection, and refuses a message over 1,200 characters", async () => {
    const { session, location } = await steps.subscribed("pro-monthly");
    expect(location).toContain(session.id);
    expect(session).toMatchObject({ consent_collection: null, consent: null });
    expect((await stripe.checkout.sessions.retrieve(session.id)).consent).toBeNull();
    await expect(consentSession({ terms_of_service_acceptance: { message: "x".repeat(1201) } })).rejects.toMatchObject({
      statusCode: 400,
      param: "custom_text[terms_of_service_acceptance][message]",
    });
  });
});

describe("a payment link with consent collection", () => {
  it("carries the consent and the text to its sessions; an update clears the text", async () => {
    const price = await steps.priceOf("max-monthly");
    const link = await stripe.paymentLinks.create({
      line_items: [{ price: price.id, quantity: 1 }],
      consent_collection: { terms_of_service: "required" },
      custom_text: { terms_of_service_acceptance: { message: MESSAGE } },
      after_completion: { type: "redirect", redirect: { url: `${standIn.siteOrigin}/success` } },
    });
    expect(link).toMatchObject({
      consent_collection: { promotions: "none", terms_of_service: "required" },
      custom_text: { terms_of_service_acceptance: { message: MESSAGE } },
    });
    const html = await steps.page(`${link.url}?prefilled_email=link-consent@example.com`);
    expect(checkbox.exec(html)?.[1]).toContain(">right of withdrawal</a>.");
    const sessionId = /\/checkout\/sessions\/(cs_local_\w+)\/pay/.exec(html)![1]!;
    expect((await post(`/checkout/sessions/${sessionId}/pay`, {})).status).toBe(400);
    await standIn.submit(`/checkout/sessions/${sessionId}/pay`, { terms_of_service: "accepted" });
    expect(await stripe.checkout.sessions.retrieve(sessionId)).toMatchObject({
      payment_link: link.id,
      status: "complete",
      consent_collection: { terms_of_service: "required" },
      consent: { terms_of_service: "accepted" },
      custom_text: { terms_of_service_acceptance: { message: MESSAGE } },
    });

    const cleared = await stripe.paymentLinks.update(link.id, { custom_text: { terms_of_service_acceptance: "" } });
    expect(cleared.custom_text.terms_of_service_acceptance).toBeNull();
    expect(cleared.consent_collection?.terms_of_service).toBe("required");
    expect(checkbox.exec(await steps.page(link.url))?.[1]).toMatch(/^I agree to the <a href="[^"]+"/);
  });
});
