import type { MouseEvent } from "react";
import { isPlainPress } from "./boot/press-queue";
import { useBusy } from "./use-busy";
import { useEarlyPress } from "./use-early-press";

/**
 * What the app does with a link it takes over once hydrated: a plain press runs `work` instead of
 * following the link (busy meanwhile, one at a time), as does a press of `action` that the boot
 * script queued before hydration; modified clicks (new tab, new window) stay the browser's.
 * Returns the props for the link.
 */
export function usePress(work: () => Promise<boolean | undefined>, action = "") {
  const [busy, run] = useBusy();
  const press = () => {
    if (!busy) run(work);
  };
  useEarlyPress(action, press);
  return {
    "aria-busy": busy || undefined,
    onClick: (event: MouseEvent) => {
      if (!isPlainPress(event)) return;
      event.preventDefault();
      press();
    },
  };
}
