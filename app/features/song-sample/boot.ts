// The song sample's part of the boot script: its play/pause button and its position slider work
// from the first paint, and the button shows that a press is waiting for the sound.
import { bootMarks } from "~/contracts/boot-marks";
import type { PageControl } from "~/shared/page/page-controls";

const { sampleToggle: SAMPLE_TOGGLE, sampleSeek: SAMPLE_SEEK } = bootMarks;

const controlling = (attribute: string) => (audioId: string) => ({ [attribute]: "", "aria-controls": audioId });

/** Props that make a button play or pause the <audio> with this id. */
export const sampleToggle = controlling(SAMPLE_TOGGLE);

/** Props that make a range input move the playing position of the <audio> with this id. */
export const sampleSeek = controlling(SAMPLE_SEEK);

/** The <audio> a control names in its `aria-controls`, if it is on the page. */
function controlledAudio(control: Element): HTMLMediaElement | undefined {
  const audio = document.getElementById(control.getAttribute("aria-controls") ?? "");
  return audio instanceof HTMLMediaElement ? audio : undefined;
}

/**
 * Moves the sample to where its slider is put, by pointer or key: from the first paint, as the app
 * loads only once Play is pressed (its player then shows the position: song-sample-player.tsx).
 * Heard first, in the capture phase, so the app reads the position already moved.
 */
export function startSampleSeek(): void {
  window.addEventListener(
    "input",
    ({ target }) => {
      if (!(target instanceof HTMLInputElement) || !target.hasAttribute(SAMPLE_SEEK)) return;
      const audio = controlledAudio(target);
      if (audio) audio.currentTime = Number(target.value);
    },
    { capture: true },
  );
}

/**
 * The button is busy (the player shows a spinner: song-sample-player.tsx) from a press that plays
 * until the sound starts: before the app has loaded too, so this control owns it.
 */
function showWaiting(button: Element, audio: HTMLMediaElement): void {
  button.setAttribute("aria-busy", "true");
  for (const type of ["playing", "pause", "error"]) {
    audio.addEventListener(type, () => button.removeAttribute("aria-busy"), { once: true });
  }
}

function toggle(button: Element, audio: HTMLMediaElement, beforeDownload: () => void): void {
  if (!audio.paused) return audio.pause();
  if (audio.error && audio.paused) audio.load(); // try a failed source again
  beforeDownload();
  if (audio.readyState < HTMLMediaElement.HAVE_FUTURE_DATA) showWaiting(button, audio);
  // A failure to play shows as the element's error event, which the player reads.
  audio.play().catch(() => undefined);
}

/**
 * Plays or pauses the sample. `beforeDownload` runs before a press starts the sample's download:
 * the boot script gets the app's code under way first (app/boot/module-downloads.ts), as the page's
 * `load`, which the code otherwise waits for on a fast network, now waits for the sound too.
 */
export const sampleToggleControl = (beforeDownload: () => void): PageControl => ({
  attribute: SAMPLE_TOGGLE,
  press(button) {
    const audio = controlledAudio(button);
    if (audio) toggle(button, audio, beforeDownload);
  },
});
