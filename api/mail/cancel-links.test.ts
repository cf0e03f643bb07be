// Cancelling without an account (§ 312k BGB's button flow) against the payment and mail stand-ins
// (PGlite): `POST /api/cancel-links` mails a one-time link for each live subscription of the kind
// asked on an email, answers the same for an email with none, and a form without JavaScript is
// answered with the page that tells the outcome.
import { describe, expect, it } from "vitest";
import { onEachSubscriberWorld } from "../../testing/api/subscriber-steps";
import { testDatabases } from "../../testing/database/test-databases";
import { CANCEL_LINK, linkIn, tokenOf } from "../../testing/api/mailed-links";

onEachSubscriberWorld(
  "cancel links",
  ({ world }) => {
    const sent = async (email: string) => {
      await world.api.sendMails();
      return world.mails(email);
    };
    const cancelLink = (token: string, method = "GET") =>
      fetch(new URL(`/api/cancel-links/${token}`, world.site), { method });

    describe("cancelling without an account", () => {
      async function buyResearch(email: string) {
        const link = `${world.services}/checkout/paywall-monthly?locale=de`;
        const [, pay] = /action="(\/checkout\/sessions\/cs_local_\w+\/pay)"/.exec(await (await fetch(link)).text())!;
        await world.submit(pay!, { email });
      }
      const ask = (body: Record<string, string>) =>
        fetch(new URL("/api/cancel-links", world.site), {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify(body),
        });

      it("mails a one-time link to a research buyer, which cancels it once; the cancellation is confirmed", async () => {
        const email = `research-${Math.random().toString(36).slice(2, 8)}@example.com`;
        await buyResearch(email);
        expect(await sent(email)).toHaveLength(1);
        const asked = await ask({ email, contract: "research", locale: "de" });
        expect(asked.status).toBe(202);
        expect(await asked.json()).toEqual({ expiresInMinutes: 60 });
        const [linkMail] = await sent(email);
        const token = tokenOf(linkIn(linkMail!.text, CANCEL_LINK));
        expect((await cancelLink(token, "POST")).status).toBe(200);
        expect((await cancelLink(token, "POST")).status).toBe(410);
        expect(await sent(email)).toHaveLength(3);
      });

      it("answers an email with no subscription the same, and mails nothing", async () => {
        const email = `nobody-${Math.random().toString(36).slice(2, 8)}@example.com`;
        const asked = await ask({ email, contract: "plan", locale: "en" });
        expect(asked.status).toBe(202);
        expect(await sent(email)).toHaveLength(0);
        expect((await ask({ email: "not an email", contract: "plan", locale: "en" })).status).toBe(400);
      });

      it("answers a form posted without JavaScript with the page that tells the outcome", async () => {
        const posted = await fetch(new URL("/api/cancel-links", world.site), {
          method: "POST",
          body: new URLSearchParams({ email: "someone@example.com", contract: "plan", locale: "de" }),
          redirect: "manual",
        });
        expect(posted.status).toBe(303);
        expect(posted.headers.get("location")).toBe("/de/cancel?sent=1#sent");
        expect((await cancelLink("x".repeat(43))).status).toBe(404);
      });

      it("cancels from the link's page posted without JavaScript, the token read from its Referer", async () => {
        const email = `nojs-${Math.random().toString(36).slice(2, 8)}@example.com`;
        await buyResearch(email);
        await ask({ email, contract: "research", locale: "de" });
        const [linkMail] = await sent(email);
        const page = linkIn(linkMail!.text, CANCEL_LINK);
        const post = (referer?: string) =>
          fetch(new URL("/api/cancel-links/from-page", world.site), {
            method: "POST",
            headers: { "Content-Type": "application/x-www-form-urlencoded", ...(referer && { Referer: referer }) },
            body: new URLSearchParams({ locale: "de" }),
            redirect: "manual",
          });
        expect((await post()).headers.get("location")).toBe("/de/cancel/confirm?error=unavailable#unavailable");
        expect((await post(page)).headers.get("location")).toBe("/de/cancel/confirm?done=1#done");
        expect((await post(page)).headers.get("location")).toBe("/de/cancel/confirm?error=used#used");
      });
    });
  },
  { databases: [testDatabases[0]!] },
);
