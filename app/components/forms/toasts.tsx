// Sonner (the toasts) loads when a visitor first focuses a form, not with every page: importing it
// injects a stylesheet, which restyles the whole page during hydration. The Toaster and its live
// region are mounted at that first focus, so they exist before the first toast is announced.
import { type ComponentProps, lazy, Suspense, useEffect, useSyncExternalStore } from "react";

type Sonner = typeof import("sonner");

let sonner: Promise<Sonner> | undefined;
let wanted = false;
const listeners = new Set<() => void>();
let markMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

function load(): Promise<Sonner> {
  sonner ??= import("sonner").catch((error: unknown) => {
    sonner = undefined;
    throw error;
  });
  return sonner;
}

/** Starts loading the toasts and mounts the Toaster (idempotent; called on a form's first focus). */
export function prepareToasts(): void {
  void load().catch(() => {});
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

/** Sonner's `toast`, once the Toaster is mounted to show it. */
export async function toaster(): Promise<Sonner["toast"]> {
  prepareToasts();
  const { toast } = await load();
  await mounted;
  return toast;
}

type ToasterProps = ComponentProps<Sonner["Toaster"]>;

const LazyToaster = lazy(async () => {
  const { Toaster } = await load();
  function MountedToaster(props: ToasterProps) {
    useEffect(() => markMounted(), []);
    return <Toaster {...props} />;
  }
  return { default: MountedToaster };
});

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Rendered once in the root layout: nothing until a form asks for toasts. */
export function Toasts() {
  const show = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  return show ? (
    <Suspense fallback={null}>
      <LazyToaster position="top-center" richColors closeButton />
    </Suspense>
  ) : null;
}
