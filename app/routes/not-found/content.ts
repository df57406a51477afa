// Copy of the not-found page (specification section 2: '404', 'Oops! Page not found', Return to Home).
export const meta = {
  title: "Page not found",
  description: "The page you were looking for does not exist.",
} as const;

export const notFound = {
  code: "404",
  title: "Oops! Page not found",
  status: "Taking you to the home page in a moment…",
  home: { label: "Return to Home", to: "/" },
} as const;
