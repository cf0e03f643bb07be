import { useEffect, useState } from "react";

/**
 * A value that only the browser can know (random draws, browser storage). It is null in the
 * prerendered HTML and during hydration, so both agree, and is computed once right after.
 */
export function useAfterHydration<T>(compute: () => T): T | null {
  const [value, setValue] = useState<T | null>(null);
  useEffect(() => {
    // Setting state here is the point: it must happen after hydration, not during it.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setValue(compute());
    // eslint-disable-next-line react-hooks/exhaustive-deps -- computed once per mount by design
  }, []);
  return value;
}
