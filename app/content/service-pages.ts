// Copy shared by the service pages.
export const backToSolutions = { label: "Back to Solutions", to: "/our-solutions" } as const;
