// What the outbox keeps of a mail (api/mail/outbox.ts): its facts without the language and the
// site's links, which the sender adds for the buyer it finds (mail-drain.ts, `envelopeOf`).
import type { MailFacts } from "../../app/mail/mail-facts.ts";

type WithoutAddressing<T> = T extends unknown ? Omit<T, "locale" | "links"> : never;

export type StoredFacts = WithoutAddressing<MailFacts>;
