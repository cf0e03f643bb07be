import { useEffect, useId, useRef, useState } from "react";
import { earlyPress } from "~/lib/boot/press-queue";

interface SongSamplePlayerProps {
  src: string;
  title: string;
  caption: string;
}

const formatTime = (seconds: number) => {
  const whole = Number.isFinite(seconds) ? Math.floor(seconds) : 0;
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
};

/**
 * Play/pause for the landing page's song sample. The file loads only when a visitor presses play.
 * Pressed before the app has loaded, the boot script plays the <audio> itself; the player then
 * picks up whatever the element is doing.
 */
export function SongSamplePlayer({ src, title, caption }: SongSamplePlayerProps) {
  const audioId = useId();
  const audio = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const [time, setTime] = useState({ current: 0, duration: 0 });
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const element = audio.current;
    if (!element) return;
    // Events from before hydration were not heard: read the element's state once.
    setPlaying(!element.paused);
    setTime({ current: element.currentTime, duration: element.duration || 0 });
    setFailed(element.error !== null);
  }, []);

  const toggle = () => {
    const element = audio.current;
    if (!element) return;
    if (!element.paused) return element.pause();
    setFailed(false);
    element.play().catch((error: unknown) => {
      // AbortError means a pause came first; anything else is a real failure to play.
      if (!(error instanceof DOMException && error.name === "AbortError")) setFailed(true);
    });
  };

  const progress = time.duration ? (time.current / time.duration) * 100 : 0;
  const action = playing ? "Pause" : "Play";

  return (
    <div className="mx-auto mt-10 flex max-w-2xl items-center gap-5 rounded-3xl border border-line bg-white p-5 shadow-xl shadow-brand/10 md:p-6">
      <button
        type="button"
        onClick={toggle}
        aria-label={`${action} song sample`}
        {...earlyPress.media(audioId)}
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
        <p className="truncate font-bold">{title}</p>
        <p className="truncate text-sm text-muted">{caption}</p>
        <div className="mt-3 flex items-center gap-3 text-xs text-muted tabular-nums">
          <span>{formatTime(time.current)}</span>
          <progress
            aria-hidden="true"
            max={100}
            value={progress}
            className="h-1.5 flex-1 appearance-none overflow-hidden rounded-full bg-soft [&::-moz-progress-bar]:bg-brand [&::-webkit-progress-bar]:bg-soft [&::-webkit-progress-value]:rounded-full [&::-webkit-progress-value]:bg-brand"
          />
          <span>{formatTime(time.duration)}</span>
        </div>
        {failed && (
          <p role="alert" className="mt-2 text-sm font-medium text-accent">
            The sample could not be played. Check your connection and try again.
          </p>
        )}
      </div>
      <audio
        id={audioId}
        ref={audio}
        src={src}
        preload="none"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={() => setPlaying(false)}
        onError={() => {
          setPlaying(false);
          setFailed(true);
        }}
        onLoadedMetadata={(event) => setTime({ current: 0, duration: event.currentTarget.duration })}
        onTimeUpdate={(event) =>
          setTime({ current: event.currentTarget.currentTime, duration: event.currentTarget.duration })
        }
      />
    </div>
  );
}
