import { useLayoutEffect } from "react";
import { pageFlags, setPageFlag } from "./page-flags";

/** Marks the page hydrated (for tests and the bench: <html data-hydrated> and a 'hydrated' performance mark). */
export function useHydratedMark(): void {
  useLayoutEffect(() => {
    setPageFlag(pageFlags.hydrated);
    performance.mark("hydrated");
  }, []);
}
