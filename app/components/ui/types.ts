// Types that content modules use to describe what the UI primitives render, without importing
// a component: calls to action (links checked against the registry) and icon names.
import type { Href } from "#shared/site/rich-text.ts";

// The icon names are data that content entries are checked against on the server too (shared/content/).
export { type IconName, iconNames } from "#shared/content/icons.ts";

/** A call to action: a button or link to a page of this site. */
export interface CtaLink {
  label: string;
  to: Href;
}
