import { useCallback, useState } from "react";

/** A control's busy state while the work its press started is under way (shown as aria-busy). */
export function useBusy(): [busy: boolean, run: (work: () => Promise<unknown>) => void] {
  const [busy, setBusy] = useState(false);
  const run = useCallback((work: () => Promise<unknown>) => {
    setBusy(true);
    void work().finally(() => setBusy(false));
  }, []);
  return [busy, run];
}
