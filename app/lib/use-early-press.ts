import { useLayoutEffect, useRef } from "react";
import { takeEarlyPress } from "./boot/press-queue";
import { pageFlags, setPageFlag } from "./page-flags";

/**
 * Carries out, once, a press of `action` that the boot script queued before the app took over.
 * Runs in the hydration commit, before the page is marked hydrated (useAppTakesOver), so a press
 * lands either in the queue or in React's handler, never in both.
 */
export function useEarlyPress(action: string, carryOut: () => void): void {
  const latest = useRef(carryOut);
  useLayoutEffect(() => {
    latest.current = carryOut;
  });
  useLayoutEffect(() => {
    if (takeEarlyPress(action)) latest.current();
  }, [action]);
}

/** Marks the page hydrated: from now on presses reach React's handlers, not the boot script. */
export function useAppTakesOver(): void {
  useLayoutEffect(() => {
    setPageFlag(pageFlags.hydrated);
    performance.mark("hydrated");
  }, []);
}
