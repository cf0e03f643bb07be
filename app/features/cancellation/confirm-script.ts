// /cancel/confirm's inline script (scripts/vite/inline-scripts-plugin.ts, `virtual:cancel-confirm-script`),
// right after the page's section: the link looked up and used (cancel-confirm.ts).
import { startCancelConfirm } from "./cancel-confirm";

startCancelConfirm();
