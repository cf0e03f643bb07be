// Every word of the site in Brazilian Portuguese (shared/content/copy.ts says the shape).
import type { Copy } from "../copy";
import { cancellation } from "./cancellation";
import { checkout } from "./checkout";
import { common } from "./common";
import { faq } from "./faq";
import { landing } from "./landing";
import { legal } from "./legal";
import { owner } from "./owner";
import { paywall } from "./paywall";
import { pricing } from "./pricing";
import { signUp } from "./sign-up";

export const ptBr = {
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
