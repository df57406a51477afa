// Where a draft is shown on its real page outside the public site: the signed links' prefix (the
// server answers them) and the desk's preview frames. The page's own scripts read it too: the
// not-found page takes a visitor home, but not someone previewing its draft.

/**
 * The attribute every preview response carries on <html> (decision 087): the stylesheet draws a
 * public page's lower sections only near the viewport except in a preview, whose frames reload
 * after each save and are checked by axe as they stand.
 */
export const PREVIEW_ATTRIBUTE = "data-preview";

/** The signed preview links' prefix: /preview/<token>. */
export const PREVIEW_PREFIX = "/preview/";

/** Whether this document is a preview: at a preview link, or in a frame (the desk's preview frames). */
export function isPreview(location: Pick<Location, "pathname">, framed: boolean): boolean {
  return framed || location.pathname.startsWith(PREVIEW_PREFIX);
}
