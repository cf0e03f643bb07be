// /success's inline script (scripts/vite/inline-scripts-plugin.ts, `virtual:success-script`), right
// after its screens: the page's whole work (success-page.ts).
import { startSuccessPage } from "./success-page";

startSuccessPage();
