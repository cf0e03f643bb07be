// The attributes the checkout's return pages mark their parts with, for the pages' own scripts
// (success-page.ts): import-free, so the pages' markup and scripts share them.

/** On the link on to /glow that /success and /failure show while they work (success-page.ts reads it). */
export const CONTINUE_TO_GLOW = "data-continue-to-glow";

/** On each of /success's screens, naming it ("confirming", or what the provider answered). */
export const SUCCESS_SCREEN = "data-success-screen";

/** On /success's button that asks the provider again. */
export const RETRY_CONFIRMATION = "data-retry-confirmation";
