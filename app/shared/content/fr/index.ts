// Every word of the site in French (shared/content/copy.ts says the shape).
import type { Copy } from "../copy.ts";
import { cancellation } from "./cancellation.ts";
import { checkout } from "./checkout.ts";
import { common } from "./common.ts";
import { faq } from "./faq.ts";
import { landing } from "./landing.ts";
import { legal } from "./legal.ts";
import { owner } from "./owner.ts";
import { paywall } from "./paywall.ts";
import { pricing } from "./pricing.ts";
import { signUp } from "./sign-up.ts";

export const fr = {
  common,
  landing,
  faq,
  pricing,
  paywall,
  checkout,
  signUp,
  legal,
  owner,
  cancellation,
} satisfies Copy;
