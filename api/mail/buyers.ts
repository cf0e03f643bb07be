// Who bought a subscription, as its checkout said: the email given there and the checkout's
// language, where its mails go (mail-drain.ts). The first checkout's buyer stays.
import type { Db } from "../database/database.ts";

export async function recordBuyer(
  db: Db,
  subscriptionId: string,
  buyer: { email: string; locale: string },
): Promise<void> {
  await db
    .insertInto("buyers")
    .values({ subscription_id: subscriptionId, email: buyer.email, locale: buyer.locale })
    .onConflict((c) => c.column("subscription_id").doNothing())
    .execute();
}
