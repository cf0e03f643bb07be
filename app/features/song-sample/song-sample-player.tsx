import type { LandingCopy } from "~/shared/content/copy";
import { useEffect, useId, useRef, useState } from "react";
import { sampleToggle } from "./boot";

interface SongSamplePlayerProps {
  src: string;
  /** The track's title and caption, the button's labels and the problems' messages. */
  copy: Pick<LandingCopy["songSample"], "trackTitle" | "trackCaption" | "play" | "pause" | Problem>;
}

const formatTime = (seconds: number) => {
  const whole = Number.isFinite(seconds) ? Math.floor(seconds) : 0;
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
};

/** A failed play, or (Firefox without a sound device reports a decode error while it goes on playing) a sound problem. */
type Problem = "failed" | "sound";

/** What the <audio> element is doing: the element is the one source of truth. */
function stateOf(audio: HTMLAudioElement) {
  const playing = !audio.paused && !audio.ended;
  const problem: Problem | null = audio.error ? (playing ? "sound" : "failed") : null;
  return { playing, problem, current: audio.currentTime, duration: audio.duration || 0 };
}

const idle = { playing: false, problem: null, current: 0, duration: 0 };
const mediaEvents = ["play", "playing", "pause", "ended", "error", "timeupdate", "durationchange", "emptied"];

/**
 * Play/pause for the landing page's song sample. The file loads only when a visitor presses play.
 * The press is handled by the page's controls (shared/page-controls.ts), also before the app has
 * loaded; the player shows what the <audio> element does.
 */
export function SongSamplePlayer({ src, copy }: SongSamplePlayerProps) {
  const audioId = useId();
  const audio = useRef<HTMLAudioElement>(null);
  const [state, setState] = useState<ReturnType<typeof stateOf>>(idle);

  useEffect(() => {
    const element = audio.current;
    if (!element) return;
    const read = () => setState(stateOf(element));
    read(); // it may have started before the app was there
    for (const type of mediaEvents) element.addEventListener(type, read);
    return () => {
      for (const type of mediaEvents) element.removeEventListener(type, read);
    };
  }, []);

  const { playing, problem, current, duration } = state;
  const progress = duration ? (current / duration) * 100 : 0;

  return (
    <div className="mx-auto mt-10 flex max-w-2xl items-center gap-5 rounded-3xl border border-line bg-white p-5 shadow-xl shadow-brand/10 md:p-6">
      <button
        type="button"
        aria-label={playing ? copy.pause : copy.play}
        {...sampleToggle(audioId)}
        className="grid size-16 shrink-0 place-items-center rounded-full bg-linear-135 from-brand to-accent text-white shadow-lg shadow-brand/30 transition-transform active:scale-95"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-7 fill-current">
          {playing ? (
            <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" />
          ) : (
            <path d="M8 5.14v13.72a1 1 0 0 0 1.52.85l10.6-6.86a1 1 0 0 0 0-1.7L9.52 4.29A1 1 0 0 0 8 5.14z" />
          )}
        </svg>
      </button>
      <div className="min-w-0 flex-1">
        <p className="truncate font-bold">{copy.trackTitle}</p>
        <p className="truncate text-sm text-muted">{copy.trackCaption}</p>
        <div className="mt-3 flex items-center gap-3 text-xs text-muted tabular-nums">
          <span>{formatTime(current)}</span>
          <progress
            aria-hidden="true"
            max={100}
            value={progress}
            className="h-1.5 flex-1 appearance-none overflow-hidden rounded-full bg-soft [&::-moz-progress-bar]:bg-brand [&::-webkit-progress-bar]:bg-soft [&::-webkit-progress-value]:rounded-full [&::-webkit-progress-value]:bg-brand"
          />
          <span>{formatTime(duration)}</span>
        </div>
        {problem && (
          <p role="alert" className="mt-2 text-sm font-medium text-accent">
            {copy[problem]}
          </p>
        )}
      </div>
      <audio id={audioId} ref={audio} src={src} preload="none" />
    </div>
  );
}
