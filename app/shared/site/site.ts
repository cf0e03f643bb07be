// Facts about the product that appear across pages: its name and contact come from the build's
// config, so they live beside content/ (plain data, which imports no config), not in it.
import { buildYear, config } from "~/config";
import { CREDITS_PER_SONG } from "../../catalogue/plans";
import { TRIAL_DAYS } from "../../contracts/offer-ids";

export const site = {
  name: config.productName,
  contactEmail: config.contactEmail,
  /** Claimed reach: over 1 million users (each language's `hero.userClaim` says it). */
  userCount: 1_000_000,
} as const;

/** The values any language's texts may name in `{placeholders}` wherever they appear. */
export const siteValues = {
  product: site.name,
  days: TRIAL_DAYS,
  year: buildYear,
  creditsPerSong: CREDITS_PER_SONG,
} as const;
