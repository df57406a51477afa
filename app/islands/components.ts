// Every React island, by name: the component the prerender renders into the island's element and
// the browser hydrates there. Only the forms are React islands (decision 030); everything else on
// the public pages is static HTML with a small script (enhance.ts). Each lives in its own module
// (app/islands/<name>.tsx), which is also the chunk the browser loads for it (loaders.ts);
// server/http/island-bootstrap.ts finds it by that name.
import ContactForm from "./contact-form.tsx";
import PrivacyRequestForm from "./privacy-request-form.tsx";

export const islandComponents = {
  "contact-form": ContactForm,
  "privacy-request-form": PrivacyRequestForm,
};

export type IslandName = keyof typeof islandComponents;
