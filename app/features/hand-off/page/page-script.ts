// The /signup page's inline script: the hand-off, started as soon as it has arrived. Compiled into
// the prerendered page by scripts/vite/inline-scripts-plugin.ts (virtual:sign-up-script).
import { startSignUpHandOff } from "./page-hand-off";

startSignUpHandOff();
