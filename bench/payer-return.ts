// A payer's return on the phone profile: a research checkout paid at the checkout stand-in, then
// its `/success?session_id=…` loaded into a cache-less phone until `/glow` shows "Your research is
// unlocked" — with nobody signed in, and with a sign-in's note (the app then runs on `/glow`;
// docs/decisions/018-success-without-the-app.md). The stand-in's API answers as fast as it can.
import type { Browser } from "@playwright/test";
import { copies } from "../app/shared/content/languages.ts";
import { phonePage } from "./phone-profile.ts";
import { median } from "./table.ts";

export const payers = ["no session", "with a session"] as const;
export type Payer = (typeof payers)[number];

/** A checkout of the research paywall's monthly link, paid at the stand-in: its session's id. */
async function paidCheckout(services: string): Promise<string> {
  // The reference a payment link carries (contracts/client-reference.ts): a visitor id, no variant, no consent.
  const page = await (await fetch(`${services}/checkout/paywall-monthly?client_reference_id=BenchPay1_x_d`)).text();
  const id = /\/checkout\/sessions\/(cs_local_\w+)\/pay/.exec(page)?.[1];
  if (!id) throw new Error("The checkout stand-in showed no checkout to pay.");
  // The buyer ticks the terms box (the checkout's consent collection).
  const paid = await fetch(`${services}/checkout/sessions/${id}/pay`, {
    method: "POST",
    body: new URLSearchParams({ terms_of_service: "accepted" }),
    redirect: "manual",
  });
  if (paid.status !== 303) throw new Error(`Paying checkout ${id} answered ${paid.status}.`);
  return id;
}

/** Each payer's wait (ms, median of `runs`) from the return's navigation to the welcome. */
export async function measurePayerReturn(
  browser: Browser,
  origin: string,
  services: string,
  runs: number,
): Promise<Record<Payer, number>> {
  const welcome = copies.en.checkout.glow.research.title;
  const waits: Record<Payer, number[]> = { "no session": [], "with a session": [] };
  for (let run = 0; run < runs; run++) {
    for (const payer of payers) {
      const sessionId = await paidCheckout(services);
      const page = await phonePage(browser, { sessionNote: payer === "with a session" });
      const start = Date.now();
      await page.goto(`${origin}/success?session_id=${sessionId}`, { waitUntil: "commit" });
      await page.getByRole("heading", { level: 1, name: welcome }).waitFor({ timeout: 60_000 });
      waits[payer].push(Date.now() - start);
      await page.context().close();
    }
  }
  return { "no session": median(waits["no session"]), "with a session": median(waits["with a session"]) };
}
