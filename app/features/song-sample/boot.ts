// The song sample's part of the boot script: its play/pause button works from the first paint.
import type { PageControl } from "~/shared/page-controls";

const SAMPLE_TOGGLE = "data-sample-toggle";

/** Props that make a button play or pause the <audio> with this id. */
export const sampleToggle = (audioId: string) => ({ [SAMPLE_TOGGLE]: "", "aria-controls": audioId });

function toggle(audio: HTMLMediaElement): void {
  if (!audio.paused) return audio.pause();
  if (audio.error && audio.paused) audio.load(); // try a failed source again
  // A failure to play shows as the element's error event, which the player reads.
  audio.play().catch(() => undefined);
}

export const sampleToggleControl: PageControl = {
  attribute: SAMPLE_TOGGLE,
  press(button) {
    const audio = document.getElementById(button.getAttribute("aria-controls") ?? "");
    if (audio instanceof HTMLMediaElement) toggle(audio);
  },
};
