import type { LandingCopy } from "~/shared/content/copy";
import { fill } from "~/shared/content/fill";
import { useEffect, useId, useRef, useState } from "react";
import { sampleSeek, sampleToggle } from "./boot";

interface SongSamplePlayerProps {
  src: string;
  /** Its length in seconds, shown before the file has loaded (it loads on play). */
  seconds: number;
  /** The track's title and caption, the button's and slider's labels and the problems' messages. */
  copy: Pick<
    LandingCopy["songSample"],
    "trackTitle" | "trackCaption" | "play" | "pause" | "seek" | "position" | Problem
  >;
}

const formatTime = (seconds: number) => {
  const whole = Number.isFinite(seconds) ? Math.floor(seconds) : 0;
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
};

/** A failed play, or (Firefox without a sound device reports a decode error while it goes on playing) a sound problem. */
type Problem = "failed" | "sound";

/** What the <audio> element is doing: the element is the one source of truth; its length is known before it loads. */
function stateOf(audio: HTMLAudioElement, seconds: number) {
  const playing = !audio.paused && !audio.ended;
  const problem: Problem | null = audio.error ? (playing ? "sound" : "failed") : null;
  const duration = Number.isFinite(audio.duration) && audio.duration > 0 ? audio.duration : seconds;
  return { playing, problem, current: audio.currentTime, duration };
}

const mediaEvents = ["play", "playing", "pause", "ended", "error", "timeupdate", "durationchange", "emptied"];

/**
 * Play/pause and a position slider for the landing page's song sample. The file loads only when a
 * visitor presses play. The press is handled by the page's controls (shared/page/page-controls.ts), also
 * before the app has loaded, and its control marks the button busy until the sound starts (boot.ts);
 * the player shows what the <audio> element does. Without JavaScript (no `data-js` on <html>) the
 * browser's own controls of the same <audio> show instead.
 */
export function SongSamplePlayer({ src, seconds, copy }: SongSamplePlayerProps) {
  const audioId = useId();
  const audio = useRef<HTMLAudioElement>(null);
  const [state, setState] = useState(() => ({
    playing: false,
    problem: null as Problem | null,
    current: 0,
    duration: seconds,
  }));

  useEffect(() => {
    const element = audio.current;
    if (!element) return;
    const read = () => setState(stateOf(element, seconds));
    read(); // it may have started before the app was there
    for (const type of mediaEvents) element.addEventListener(type, read);
    return () => {
      for (const type of mediaEvents) element.removeEventListener(type, read);
    };
  }, [seconds]);

  const { playing, problem, current, duration } = state;
  /** The position, moved by the boot script's listener (boot.ts), before the file has loaded too. */
  const showSeek = () => {
    if (audio.current) setState(stateOf(audio.current, seconds));
  };

  return (
    <div className="mx-auto mt-10 flex max-w-2xl items-center gap-5 rounded-3xl border border-line bg-white p-5 shadow-xl shadow-brand/10 md:p-6">
      <button
        type="button"
        aria-label={playing ? copy.pause : copy.play}
        {...sampleToggle(audioId)}
        className="group hidden size-16 shrink-0 place-items-center rounded-full bg-linear-135 from-brand to-accent text-white shadow-lg shadow-brand/30 transition-transform in-data-js:grid active:scale-95 aria-busy:cursor-progress"
      >
        {/* A press waiting for the sound, before the app has loaded too: boot.ts marks the button busy. */}
        <span
          aria-hidden="true"
          className="hidden size-7 animate-spin rounded-full border-4 border-white/40 border-t-white group-aria-busy:block"
        />
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-7 fill-current group-aria-busy:hidden">
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
        <div className="mt-3 hidden items-center gap-3 text-xs text-muted tabular-nums in-data-js:flex">
          <span aria-hidden="true">{formatTime(current)}</span>
          <input
            type="range"
            max={duration}
            value={current}
            onChange={showSeek}
            {...sampleSeek(audioId)}
            aria-label={copy.seek}
            aria-valuetext={fill(copy.position, { current: formatTime(current), duration: formatTime(duration) })}
            className="h-6 min-w-0 flex-1 cursor-pointer accent-brand"
          />
          <span aria-hidden="true">{formatTime(duration)}</span>
        </div>
        {problem && (
          <p role="alert" className="mt-2 text-sm font-medium text-accent">
            {copy[problem]}
          </p>
        )}
        {/* The browser's own controls without JavaScript; the player above, with it. */}
        <audio id={audioId} ref={audio} src={src} preload="none" controls className="mt-3 w-full in-data-js:hidden" />
      </div>
    </div>
  );
}
