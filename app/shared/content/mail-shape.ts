// The shape every language's mail words must have (<language>/mail.ts): English's, each text
// widened to any string, as copy.ts types the pages' words; a language that misses a text or adds
// one fails `npm run typecheck`.
import type { mail } from "./en/mail.ts";

type Widen<T> = T extends string ? string : { readonly [K in keyof T]: Widen<T[K]> };

export type MailCopy = Omit<Widen<typeof mail>, "dir"> & { readonly dir: "ltr" | "rtl" };
