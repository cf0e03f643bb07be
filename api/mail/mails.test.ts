// The subscriber mails end to end, against the payment and mail stand-ins (PGlite; the outbox on
// both databases: outbox.test.ts): each mail once, in the buyer's language, however often its
// event comes; a reminder's link cancels that subscription once; a failed payment's link opens the
// portal on the payment method; the mail service down for a while, and a sender that died.
import { describe, expect, it } from "vitest";
import { Resend } from "resend";
import { onEachSubscriberWorld, type Person } from "../../testing/api/subscriber-steps";
import { testDatabases } from "../../testing/database/test-databases";
import { LOCAL_RESEND_API_KEY } from "../../local/api-env";
import { LOCAL_MAIL_FROM } from "../../local/mail/domains";
import { takeDueMails } from "./outbox";
import { CANCEL_LINK, CARD_LINK, linkIn, tokenOf } from "../../testing/api/mailed-links";

onEachSubscriberWorld(
  "the subscriber mails",
  ({ world, person, subscribe, subscription, database }) => {
    const sent = async (who: Person | string) => {
      await world.api.sendMails();
      return world.mails(typeof who === "string" ? who : who.email);
    };
    const cancelLink = (token: string, method = "GET") =>
      fetch(new URL(`/api/cancel-links/${token}`, world.site), { method });

    describe("a trial", () => {
      it("is confirmed once, in the language it was bought in, however often its events come", async () => {
        const a = await person();
        await subscribe(a, "pro-monthly", { locale: "de" });
        const mails = await sent(a);
        expect(mails).toHaveLength(1);
        expect(mails[0]!.html).toMatch(/<html[^>]+lang="de"/);
        const completed = (await world.deliveries()).filter((d) => d.type === "checkout.session.completed").at(-1)!;
        for (let i = 0; i < 3; i++) await world.redeliver(completed.eventId);
        expect(await sent(a)).toHaveLength(1);
      });

      it("is announced on day 4 by one reminder whose link cancels that subscription, once, and is confirmed", async () => {
        const a = await person();
        await subscribe(a, "max-monthly", { locale: "de" });
        await world.advance(a.email, 4);
        const [reminder] = await sent(a);
        expect(reminder!.html).toMatch(/<html[^>]+lang="de"/);
        const token = tokenOf(linkIn(reminder!.text, CANCEL_LINK));
        const looked = await cancelLink(token);
        expect(looked.status).toBe(200);
        const { subscription: shown } = await looked.json();
        expect(shown).toMatchObject({ offer: "max-monthly", status: "trialing", cancelAtPeriodEnd: false });
        const cancelled = await cancelLink(token, "POST");
        expect(cancelled.status).toBe(200);
        expect((await cancelled.json()).subscription).toMatchObject({ id: shown.id, cancelAtPeriodEnd: true });
        expect((await cancelLink(token, "POST")).status).toBe(410);
        expect(await subscription(a)).toMatchObject({ plan: "max", cancelAtPeriodEnd: true });
        const mails = await sent(a);
        expect(mails).toHaveLength(3);
        // The trial ends cancelled: nothing is charged and nothing more is mailed.
        await world.advance(a.email, 4);
        expect(await sent(a)).toHaveLength(3);
      });
    });

    it("announces an annual renewal 7 days before, once, and not a monthly one", async () => {
      const [annual, monthly] = [await person(), await person()];
      await subscribe(annual, "pro-annual", { locale: "fr" });
      await subscribe(monthly, "pro-monthly");
      for (const who of [annual, monthly]) await world.advance(who.email, 8);
      const before = { annual: (await sent(annual)).length, monthly: (await sent(monthly)).length };
      for (const who of [annual, monthly]) await world.advance(who.email, 360);
      const [renewal] = await sent(annual);
      expect(await sent(annual)).toHaveLength(before.annual + 1);
      expect(renewal!.html).toMatch(/<html[^>]+lang="fr"/);
      linkIn(renewal!.text, CANCEL_LINK);
      expect(await sent(monthly)).toHaveLength(before.monthly);
    });

    it("tells a failed renewal once, with a link to the portal's payment method", async () => {
      const a = await person();
      await subscribe(a, "pro-monthly", { card: "declines_later" });
      await world.advance(a.email, 8);
      // The confirmation, the reminder on day 4, and the failed payment on day 7.
      const mails = await sent(a);
      expect(mails).toHaveLength(3);
      const link = linkIn(mails[0]!.text, CARD_LINK);
      const opened = await fetch(link, { redirect: "manual" });
      expect(opened.status).toBe(303);
      const portal = opened.headers.get("location")!;
      expect(await world.opened(portal)).toMatch(/payment/);
    });

    describe("nothing lost, nothing twice", () => {
      /** The mail service answers 503 until it is back (docs/local-stand-ins.md, the outage switch). */
      const outage = (down: boolean) =>
        fetch(new URL("/resend/test/outage", world.services), {
          method: down ? "POST" : "DELETE",
          headers: { "Content-Type": "application/json" },
          body: down ? JSON.stringify({ status: 503 }) : undefined,
        });
      const dueNow = () =>
        database().use((db) =>
          db
            .updateTable("mail_outbox")
            .set({ next_attempt_at: new Date(0) })
            .where("status", "=", "pending")
            .execute(),
        );

      it("sends a mail once the mail service is back, once", async () => {
        const a = await person();
        await outage(true);
        await subscribe(a, "pro-annual");
        expect(await sent(a)).toHaveLength(0);
        await outage(false);
        await dueNow();
        expect(await sent(a)).toHaveLength(1);
        await dueNow();
        expect(await sent(a)).toHaveLength(1);
      });

      it("sends no reminder for a subscription cancelled after it was written", async () => {
        const a = await person();
        await subscribe(a, "pro-monthly");
        expect(await sent(a)).toHaveLength(1);
        await outage(true);
        await world.advance(a.email, 4);
        // The reminder waits in the outbox while the person asks for a cancel link and uses it.
        const asked = await fetch(new URL("/api/cancel-links", world.site), {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ email: a.email, contract: "plan", locale: "en" }),
        });
        expect(asked.status).toBe(202);
        const outbox = () =>
          database().use((db) => db.selectFrom("mail_outbox").selectAll().orderBy("created_at").execute());
        const linkRow = (await outbox()).filter((row) => row.kind === "cancel-link").at(-1)!;
        const url = (linkRow.facts as { choices: { url: string }[] }).choices[0]!.url;
        expect((await cancelLink(tokenOf(url), "POST")).status).toBe(200);
        await outage(false);
        await dueNow();
        // The link and the cancellation's confirmation; the reminder written before is not sent.
        expect(await sent(a)).toHaveLength(3);
        const id = (await subscription(a)).subscriptions[0]!.id;
        const reminder = (await outbox()).find((row) => row.kind === "trial-reminder" && row.subscription_id === id);
        expect(reminder).toMatchObject({ status: "skipped" });
      });

      it("sends a mail a dead sender had taken, and one it had sent is still one mail", async () => {
        const a = await person();
        await outage(true);
        await subscribe(a, "pro-monthly");
        await outage(false);
        await dueNow();
        // A sender takes the confirmation, sends it, and dies before it could mark it sent.
        const [taken] = await database().use((db) => takeDueMails(db, new Date(), 100));
        const resend = new Resend(LOCAL_RESEND_API_KEY, { baseUrl: `${world.services}/resend` });
        const first = await resend.emails.send(
          { from: LOCAL_MAIL_FROM, to: [a.email], subject: "s", html: "<p>h</p>", text: "t" },
          { idempotencyKey: taken!.key },
        );
        expect(first.error).toBeNull();
        await dueNow();
        const mails = await sent(a);
        expect(mails).toHaveLength(1);
      });
    });
  },
  { databases: [testDatabases[0]!] },
);
