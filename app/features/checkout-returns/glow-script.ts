// /glow's inline script (scripts/vite/inline-scripts-plugin.ts, `virtual:glow-script`), before its
// screens: a paid browser's welcome at the first paint (paid-welcome.ts).
import { drawPaidWelcome } from "./paid-welcome";

drawPaidWelcome();
