import { brandAssets, songSampleSeconds } from "~/shared/content/brand";
import type { LandingCopy } from "~/shared/content/copy";
import { assetUrl } from "~/shared/site/assets";
import { SongSamplePlayer } from "./song-sample-player";

export function SongSample({ copy: songSample }: { copy: LandingCopy["songSample"] }) {
  return (
    <section aria-labelledby="sample-title" className="section">
      <div className="mx-auto max-w-2xl text-center">
        <h2 id="sample-title" className="section-title">
          {songSample.title}
        </h2>
      </div>
      <SongSamplePlayer src={assetUrl(brandAssets.songSample)} seconds={songSampleSeconds} copy={songSample} />
    </section>
  );
}
