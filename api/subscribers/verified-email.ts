// What the identity provider says of a signed-in person's email, asked now and then (and on a fresh
// read) rather than on every request; with a verified email, the customers a payment link made for
// that email become theirs, found by email (none made for somebody else, none they disowned).
import type { Db } from "../database/database.ts";
import type { Billing } from "./billing.ts";
import type { ProfileOf } from "./identity-profile.ts";
import type { Lifecycle } from "./lifecycle.ts";
import { linkCustomer, peopleWithVerifiedEmail, personOf, rememberPersonEmail, type PersonEmail } from "./people.ts";

/** Whether the email is verified (null when never known), and whether the provider was asked: then links may have changed. */
export interface EmailCheck {
  verified: boolean | null;
  asked: boolean;
}

export function emailChecks(billing: Billing, life: Lifecycle, profileOf: ProfileOf) {
  /** `known`: what was stored of the person's email; asked again once older than `due` ms. */
  return async function checkEmail(
    db: Db,
    person: string,
    accessToken: string,
    due: number,
    known: PersonEmail | null,
  ): Promise<EmailCheck> {
    if (known && Date.now() - known.checked_at.getTime() < due) return { verified: known.email_verified, asked: false };
    const profile = await profileOf(person, accessToken);
    if (!profile) return { verified: known?.email_verified ?? null, asked: false };
    await rememberPersonEmail(db, person, {
      email: profile.email,
      email_verified: profile.emailVerified,
      checked_at: new Date(),
    });
    // Two people with the same verified email (two of the provider's connections): neither is linked.
    if (profile.emailVerified && profile.email && (await peopleWithVerifiedEmail(db, profile.email)).length === 1) {
      for (const customer of await billing.customersWithEmail(profile.email)) {
        const madeFor = customer.metadata?.person;
        if ((madeFor && madeFor !== person) || (await personOf(db, customer.id))) continue;
        await linkCustomer(db, person, customer.id, { foundByEmail: madeFor !== person });
        await life.store(db, await billing.subscriptionsOf(customer.id), new Date());
      }
    }
    return { verified: profile.emailVerified, asked: true };
  };
}
