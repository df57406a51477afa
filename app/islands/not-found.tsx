import { useEffect } from "react";

/** How long the not-found page stays before it takes the visitor home. */
export const NOT_FOUND_REDIRECT_MS = 3000;

/** The not-found page's behaviour: log the attempted path, then go home replacing the history entry. */
export default function NotFoundRedirect() {
  useEffect(() => {
    console.warn("404: no page at", window.location.pathname);
    const timer = window.setTimeout(() => window.location.replace("/"), NOT_FOUND_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, []);
  return null;
}
