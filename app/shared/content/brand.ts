// The brand's image files, as paths under the asset base URL (public/assets/ in this repo).
export const brandAssets = {
  logo: "brand/logo.svg",
  /** 1200×630 link preview, made by scripts/generate-share-image.ts. */
  shareImage: "brand/share.png",
  /** The landing page's song sample (scripts/generate-song-sample.mjs). */
  songSample: "audio/song-sample.mp3",
} as const;

/**
 * The song sample's length in seconds, shown before it has loaded: the score's DURATION
 * (scripts/song-sample/score.mjs), which scripts/song-sample/duration.test.ts pins it to.
 */
export const songSampleSeconds = 22.6;
