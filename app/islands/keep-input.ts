// What a visitor typed into a form before its React island took over stays there: the fields are
// plain HTML until hydration, and React Hook Form only knows a value it saw an event for. Changes
// made while React hydrates count too (the last event of each field wins): a country chosen in
// that moment was put back to the one seen before hydration began.

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
interface Typed {
  el: Field;
  value: string;
  checked: boolean;
}

const read = (el: Field): Typed => ({ el, value: el.value, checked: el instanceof HTMLInputElement && el.checked });

/**
 * Gives each field its typed value back through the same events a visitor's typing makes, so React
 * Hook Form (which listens to them) holds what is on screen. React remembers the last value it saw
 * on each field and ignores an input event that does not change it: the field is first emptied
 * through the element (React sees ""), then given its value through the prototype's setter (React
 * does not see it), so the event reads as the change it is.
 */
function restore(typed: Iterable<Typed>): void {
  for (const { el, value, checked } of typed) {
    if (!el.isConnected || (el instanceof HTMLInputElement && el.type === "hidden")) continue;
    if (el instanceof HTMLInputElement && (el.type === "checkbox" || el.type === "radio")) {
      if (el.checked !== checked) el.click();
      continue;
    }
    const proto = Object.getPrototypeOf(el) as object;
    const setter = Object.getOwnPropertyDescriptor(proto, "value")?.set;
    if (!setter || value === "") continue;
    el.value = "";
    setter.call(el, value);
    el.dispatchEvent(new Event("input", { bubbles: true }));
    el.dispatchEvent(new Event("change", { bubbles: true }));
  }
}

/** Runs `hydrate` on the island, then gives its fields back what the visitor typed before and during it. */
export async function hydrateKeepingInput(island: HTMLElement, hydrate: (island: HTMLElement) => Promise<void>) {
  const typed = new Map<Element, Typed>();
  for (const el of island.querySelectorAll<Field>("input, textarea, select")) typed.set(el, read(el));
  const changed = (event: Event) => {
    const el = event.target as Field;
    if (typed.has(el)) typed.set(el, read(el));
  };
  island.addEventListener("input", changed, true);
  island.addEventListener("change", changed, true);
  try {
    await hydrate(island);
  } finally {
    island.removeEventListener("input", changed, true);
    island.removeEventListener("change", changed, true);
  }
  restore(typed.values());
}
