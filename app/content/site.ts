// Facts about the product that appear across pages. Names and contact come from configuration.
import { config } from "~/config";
import { TRIAL_DAYS } from "./plans";

export const site = {
  name: config.productName,
  contactEmail: config.contactEmail,
  description: `Turn your photos into an original song in minutes. Start with a ${TRIAL_DAYS}-day free trial.`,
  /** Claimed reach: over 1 million users. */
  userCount: 1_000_000,
} as const;

/** '1 million+' from the user count, so the claim is written once. */
export function formatUserClaim(count: number = site.userCount): string {
  if (count >= 1_000_000) return `${Math.floor(count / 1_000_000)} million+`;
  if (count >= 1_000) return `${Math.floor(count / 1_000)}k+`;
  return `${count}+`;
}
