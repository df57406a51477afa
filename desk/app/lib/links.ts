// Links inside the desk come from its route list (#desk/screens.ts): React Router's `href()`,
// typed against that list, for <Link>, <NavLink>, redirect() and a form's action (React Router
// adds /desk); `withBasename(href(…))` for a plain <a> or fetch(), which do not.
export const BASENAME = "/desk";

export const withBasename = (path: string) => (path === "/" ? BASENAME : `${BASENAME}${path}`);

/**
 * A content entry's part of its editor's address, /desk/content/<part>: a page's path without its
 * leading slash (the home page: "home"), or the entry's fixed id ("facts").
 */
export const contentAddress = (id: string) => (id === "/" ? "home" : id.replace(/^\//, ""));

/** The entries an editor's address may be, in the order to look for them. */
export const contentIdsAt = (part: string): string[] => (part === "home" ? ["/"] : [`/${part}`, part]);
