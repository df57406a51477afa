// Everything the public pages do in the browser apart from the forms, without React (decision
// 030): each part finds its own prerendered markup and does nothing on a page without it.
import { enhanceHeader } from "./header.ts";
import { redirectFromNotFound } from "./not-found.ts";
import { enhanceRebrandPopup } from "./rebrand-popup.ts";
import { applyThankYouMode } from "./thank-you-mode.ts";
import { enhanceTooltips } from "./tooltips.ts";
import { enhanceVideos } from "./videos.ts";

export function enhancePage(): void {
  enhanceHeader();
  enhanceTooltips();
  enhanceVideos();
  enhanceRebrandPopup();
  applyThankYouMode();
  redirectFromNotFound();
}
