import { songSample } from "~/content/landing";
import { assetUrl } from "~/lib/assets";
import { SongSamplePlayer } from "./song-sample-player";

export function SongSample() {
  return (
    <section aria-labelledby="sample-title" className="section">
      <div className="mx-auto max-w-2xl text-center">
        <h2 id="sample-title" className="section-title">
          {songSample.title}
        </h2>
      </div>
      <SongSamplePlayer
        src={assetUrl(songSample.file)}
        title={songSample.trackTitle}
        caption={songSample.trackCaption}
      />
    </section>
  );
}
