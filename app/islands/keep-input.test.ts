// @vitest-environment happy-dom
import { expect, test } from "vitest";
import { hydrateKeepingInput } from "./keep-input.ts";

function island(): HTMLElement {
  document.body.innerHTML = `<div data-island="form"><form>
    <input name="firstName" value="">
    <select name="country"><option value="AU" selected>Australia</option><option value="NZ">New Zealand</option></select>
    <input type="checkbox" name="consent">
  </form></div>`;
  return document.querySelector("[data-island]") as HTMLElement;
}

test("what was typed before and while the island hydrates is given back to it, the last change winning", async () => {
  const root = island();
  const first = root.querySelector<HTMLInputElement>("[name=firstName]")!;
  const country = root.querySelector<HTMLSelectElement>("[name=country]")!;
  const consent = root.querySelector<HTMLInputElement>("[name=consent]")!;
  first.value = "Aroha"; // typed before React arrived
  consent.checked = true;
  const seen = new Map<string, string>();
  await hydrateKeepingInput(root, async (el) => {
    // The island's code listens from here on, as React Hook Form does.
    el.addEventListener("change", (e) => {
      const target = e.target as HTMLInputElement;
      seen.set(target.name, target.type === "checkbox" ? String(target.checked) : target.value);
    });
    // The visitor chooses a country while React hydrates (React does not see it yet).
    await Promise.resolve();
    country.value = "NZ";
    country.dispatchEvent(new Event("change", { bubbles: true }));
    seen.clear();
    // Hydration leaves the checkbox as React rendered it.
    consent.checked = false;
  });
  expect(country.value).toBe("NZ");
  expect(first.value).toBe("Aroha");
  expect(consent.checked).toBe(true);
  // And the island heard each of them as a change.
  expect(Object.fromEntries(seen)).toEqual({ firstName: "Aroha", country: "NZ", consent: "true" });
});
