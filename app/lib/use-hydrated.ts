import { startTransition, useEffect, useState } from "react";

let hydrated = false;

/**
 * False while prerendering and during hydration, true after: lets markup differ only once the
 * client owns it. The switch is a transition, not the synchronous re-render that
 * useSyncExternalStore forces right after hydration, so it never lengthens the hydration task.
 * Components mounted later (client navigation) start true.
 */
export function useHydrated(): boolean {
  const [value, setValue] = useState(hydrated);
  useEffect(() => {
    hydrated = true;
    if (!value) startTransition(() => setValue(true));
  }, [value]);
  return value;
}
