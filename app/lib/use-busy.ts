import { useCallback, useEffect, useState } from "react";

/**
 * A control's busy state while the work its press started is under way (shown as aria-busy). Work
 * that leaves the page resolves `true`: the control stays busy until the page is gone, so a second
 * press cannot start it again; coming back through the back/forward cache frees it.
 */
export function useBusy(): [busy: boolean, run: (work: () => Promise<boolean | undefined>) => void] {
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    const revive = (event: PageTransitionEvent) => event.persisted && setBusy(false);
    window.addEventListener("pageshow", revive);
    return () => window.removeEventListener("pageshow", revive);
  }, []);
  const run = useCallback((work: () => Promise<boolean | undefined>) => {
    setBusy(true);
    work().then(
      (left) => left !== true && setBusy(false),
      () => setBusy(false),
    );
  }, []);
  return [busy, run];
}
