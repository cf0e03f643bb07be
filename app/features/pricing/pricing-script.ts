// The pricing page's inline script (scripts/vite/inline-scripts-plugin.ts, `virtual:pricing-script`):
// the billing period in the page's address, from the first paint (billing-period.ts).
import { keepBillingPeriod } from "./billing-period";

keepBillingPeriod();
