// The marks on elements that call for a part of the boot script (app/boot/boot-parts.ts): the
// attribute a control's props put on an element, which the control finds in the browser and the
// build finds in each prerendered page, and the id of the app's module list (the root's flags are
// shared/page/page-flags.ts'). Each name once, here; app/app.css repeats the headline's for its
// selectors. Import-free: the build reads it.

export const bootMarks = {
  /** The landing page's headlines, one per variant (features/landing/hero.tsx). */
  headline: "data-headline",
  /** The song sample's play/pause button and its position slider (features/song-sample/boot.ts). */
  sampleToggle: "data-sample-toggle",
  sampleSeek: "data-sample-seek",
  /** A payment link, with the event its press records (shared/payment-links/payment-link-control.ts). */
  paymentLink: "data-checkout-link",
  /** A sign-up, plan or account link the page itself may take on (features/hand-off/boot.ts). */
  handOffLink: "data-hand-off-link",
  /** The id of the list of a page's app modules (boot/module-downloads.ts). */
  deferredModules: "deferred-modules",
} as const;
