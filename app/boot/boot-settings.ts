// What the build tells the boot script (scripts/vite/inline-scripts-plugin.ts, from vite.config.ts).
import type { HandOffHereSettings } from "~/features/hand-off/boot";

export interface BootSettings {
  landingPaths: readonly string[];
  /** The login callback's page (the redirect_uri's path). */
  callbackPath: string;
  /** The pages the hosted checkout returns to, at one address for every language. */
  returnPaths: readonly string[];
  consentRequired: boolean;
  measurementId?: string;
  /** A sign-up press's short way to the hosted sign-up; without it, every press goes through /signup. */
  handOffHere?: HandOffHereSettings;
}
