// The validated settings, injected by vite.config.ts at build time. Import `config` from here;
// nothing else in app/ reads import.meta.env.
import type { SiteConfig } from "./schema.ts";

declare const __SITE_CONFIG__: SiteConfig;

export type { SiteConfig };
export const config: SiteConfig = __SITE_CONFIG__;

declare const __BUILD_YEAR__: number;

/** The year the site was built, for the copyright line (stable between prerender and hydration). */
export const buildYear: number = __BUILD_YEAR__;

/** True in `vite dev` and in unit tests; false in production builds. */
export const isDevelopment: boolean = import.meta.env.DEV;
