// /cancel's inline script (scripts/vite/inline-scripts-plugin.ts, `virtual:cancel-request-script`),
// right after the page's section: the form sent as JSON (cancel-request.ts).
import { startCancelRequest } from "./cancel-request";

startCancelRequest();
