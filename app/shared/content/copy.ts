// The shape every language's words must have: English's, with each text widened to any string
// (lists keep their length). A language that misses a text, adds one or has a list of another
// length fails `npm run typecheck`. docs/languages.md, "Adding a language".
import type { en } from "./en/index.ts";

// A mapped type keeps a tuple a tuple of the same length.
type Widen<T> = T extends string ? string : { readonly [K in keyof T]: Widen<T[K]> };

export type Copy = Widen<typeof en>;
export type CommonCopy = Copy["common"];
export type LandingCopy = Copy["landing"];
export type FaqCopy = Copy["faq"];
export type PricingCopy = Copy["pricing"];
export type PaywallCopy = Copy["paywall"];
export type CheckoutCopy = Copy["checkout"];
export type SignUpCopy = Copy["signUp"];
export type LegalCopy = Copy["legal"];
export type OwnerCopy = Copy["owner"];
export type CancellationCopy = Copy["cancellation"];
