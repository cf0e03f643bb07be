// `npm run setup:payments [-- --apply]`: makes the payment provider's account hold the site's
// catalogue (app/catalogue/desired-catalogue.ts) with the official SDK: Products, Prices,
// Payment Links, the webhook endpoint and the customer portal. It prints what it finds and the plan;
// only with --apply does it change anything, and a second run has nothing to do. With no
// STRIPE_SECRET_KEY it works on the local stand-in of `npm start`. docs/operations.md, "Going live".
import { setupPayments } from "./go-live/setup.ts";
import { goLiveSettings } from "./go-live/settings.ts";

const { left } = await setupPayments(goLiveSettings(), { apply: process.argv.includes("--apply") });
process.exitCode = left && process.argv.includes("--apply") ? 1 : 0;
