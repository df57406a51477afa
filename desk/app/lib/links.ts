// Links inside the desk come from its route list (#desk/screens.ts): React Router's `href()`,
// typed against that list, for <Link>, <NavLink>, redirect() and a form's action (React Router
// adds /desk); `withBasename(href(…))` for a plain <a> or fetch(), which do not.
export const BASENAME = "/desk";

export const withBasename = (path: string) => (path === "/" ? BASENAME : `${BASENAME}${path}`);
