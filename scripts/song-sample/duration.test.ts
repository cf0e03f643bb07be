import { expect, it } from "vitest";
import { songSampleSeconds } from "../../app/shared/content/brand.ts";
// @ts-expect-error: the score is plain JavaScript, without types (scripts/song-sample/score.mjs)
import { DURATION } from "./score.mjs";

it("the page shows the song sample's length as the score makes it", () => {
  expect(songSampleSeconds).toBeCloseTo(DURATION, 5);
});
