import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/** False while prerendering and during hydration, true after: lets markup differ only once the client owns it. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
