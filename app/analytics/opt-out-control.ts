// The privacy pages' "do not count my visits" control (decision 038): PECR's simple, free means of
// objecting. The prerendered markup says what happens without JavaScript (nothing is counted);
// this wires the button and shows the current choice in a live region. An opted-out visitor's
// forms send no campaign either (decision 085).
import { OPT_OUT_KEY } from "#shared/analytics/events.ts";
import { optedOut, privacySignal } from "./choice.ts";

const texts = {
  signal:
    "Your browser sends the Global Privacy Control signal, so your visits are not counted and no campaign details are kept.",
  out: "You have asked us not to count your visits in this browser. No campaign details are kept either.",
  counted: "Your visits are counted without cookies, as described above.",
  optOut: "Do not count my visits",
  optIn: "Count my visits again",
};

function render(root: HTMLElement): void {
  const status = root.querySelector("[data-analytics-status]") as HTMLElement;
  const button = root.querySelector("button") as HTMLButtonElement;
  if (privacySignal()) {
    status.textContent = texts.signal;
    button.hidden = true;
    return;
  }
  const out = optedOut();
  status.textContent = out ? texts.out : texts.counted;
  button.textContent = out ? texts.optIn : texts.optOut;
  button.hidden = false;
}

for (const root of document.querySelectorAll<HTMLElement>("[data-analytics-choice]")) {
  render(root);
  root.querySelector("button")?.addEventListener("click", () => {
    try {
      if (optedOut()) localStorage.removeItem(OPT_OUT_KEY);
      else {
        localStorage.setItem(OPT_OUT_KEY, "1");
      }
    } catch {
      // Storage blocked: nothing can be remembered, and nothing is stored either.
    }
    render(root);
  });
}
