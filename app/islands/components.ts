// Every island, by name: the component the prerender renders into the island's element and the
// browser hydrates there. Each lives in its own module (app/islands/<name>.tsx), which is also the
// chunk the browser loads for it (loaders.ts); scripts/island-bootstrap.ts finds it by that name.
import ContactForm from "./contact-form.tsx";
import Faq from "./faq.tsx";
import Header from "./header.tsx";
import NotFound from "./not-found.tsx";
import PrivacyRequestForm from "./privacy-request-form.tsx";
import RebrandPopup from "./rebrand-popup.tsx";
import ThankYouMode from "./thank-you-mode.tsx";
import VideoDialog from "./video-dialog.tsx";
import VideoEmbed from "./video-embed.tsx";

export const islandComponents = {
  header: Header,
  faq: Faq,
  "contact-form": ContactForm,
  "privacy-request-form": PrivacyRequestForm,
  "rebrand-popup": RebrandPopup,
  "video-embed": VideoEmbed,
  "video-dialog": VideoDialog,
  "not-found": NotFound,
  "thank-you-mode": ThankYouMode,
};

export type IslandName = keyof typeof islandComponents;
