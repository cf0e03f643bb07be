import { config } from "~/config";

/** URL of a static asset (image, audio) under the configured asset base. */
export function assetUrl(path: string): string {
  return `${config.assetBaseUrl}/${path.replace(/^\/+/, "")}`;
}
