// The paywall's inline script (scripts/vite/inline-scripts-plugin.ts, `virtual:paywall-script`),
// right after the stat lines: where the app will not run for this visitor (the boot script has
// decided, docs/decisions/017-app-when-needed.md), it draws their numbers; elsewhere the app does.
import { drawStatLinesWithoutApp } from "./stat-draw";

drawStatLinesWithoutApp();
