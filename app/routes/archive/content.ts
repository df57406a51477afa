// Copy of the site archive (/archive). The tree itself is built from the page registry.
export const hero = { title: "Website Archive" } as const;
export const sectionsNavLabel = "Archive sections";
