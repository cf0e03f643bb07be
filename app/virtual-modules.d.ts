declare module "virtual:boot-script" {
  /** The compiled boot script (app/boot/boot.ts) as inline JavaScript. */
  const code: string;
  export default code;
}

declare module "virtual:sign-up-script" {
  /** The /signup hand-off (app/features/hand-off/page/page-script.ts) with the identity SDK, as inline JavaScript; empty in the app's own build. */
  const code: string;
  export default code;
}

declare module "virtual:pricing-script" {
  /** The billing period in /pricing's address (app/features/pricing/pricing-script.ts), as inline JavaScript; empty in the app's own build. */
  const code: string;
  export default code;
}

declare module "virtual:paywall-script" {
  /** The paywall's stat lines drawn where the app does not run (app/features/paywall/paywall-script.ts), as inline JavaScript; empty in the app's own build. */
  const code: string;
  export default code;
}

declare module "virtual:failure-script" {
  /** /failure made /glow where the app does not run (app/features/checkout-returns/failure-script.ts), as inline JavaScript; empty in the app's own build. */
  const code: string;
  export default code;
}

declare module "virtual:success-script" {
  /** /success's confirmation (app/features/checkout-returns/success-script.ts), as inline JavaScript; empty in the app's own build. */
  const code: string;
  export default code;
}

declare module "virtual:glow-script" {
  /** /glow's welcome for a paid browser at the first paint (app/features/checkout-returns/glow-script.ts), as inline JavaScript; empty in the app's own build. */
  const code: string;
  export default code;
}

declare module "virtual:cancel-request-script" {
  /** /cancel's form sent as JSON (app/features/cancellation/request-script.ts), as inline JavaScript; empty in the app's own build. */
  const code: string;
  export default code;
}

declare module "virtual:cancel-confirm-script" {
  /** A mailed cancel link's page (app/features/cancellation/confirm-script.ts), as inline JavaScript; empty in the app's own build. */
  const code: string;
  export default code;
}

declare module "virtual:document-end-script" {
  /** The end of every hydrated page's <body> (app/boot/document-end.ts) as inline JavaScript; empty in the app's own build. */
  const code: string;
  export default code;
}
