import { useEffect } from "react";

/**
 * Once the app runs: the boot parts this page's script did not install, for markup a link the app
 * follows may render (boot-parts-in-app.ts), fetched after hydration, never with the first load.
 */
export function useBootPartsInApp(): void {
  useEffect(() => {
    void import("./boot-parts-in-app").then(({ installBootPartsLeft }) => installBootPartsLeft());
  }, []);
}
