// The validated settings, injected by vite.config.ts at build time. Import `config` from here;
// nothing else in app/ reads import.meta.env.
import type { SiteConfig } from "./schema.ts";

declare const __SITE_CONFIG__: Omit<SiteConfig, "legal">;

export type { SiteConfig };
export const config: Omit<SiteConfig, "legal"> = __SITE_CONFIG__;

declare const __LEGAL_SETTINGS__: SiteConfig["legal"];

/**
 * The company's details for the legal pages: read by their build-time loaders only
 * (app/features/legal/legal-page.ts), so they never reach the browser's bundles as `config` does.
 */
export const legalSettings: SiteConfig["legal"] = __LEGAL_SETTINGS__;

declare const __BUILD_YEAR__: number;

/** The year the site was built, for the copyright line (stable between prerender and hydration). */
export const buildYear: number = __BUILD_YEAR__;

/** True in `vite dev` and in unit tests; false in production builds. */
export const isDevelopment: boolean = import.meta.env.DEV;
