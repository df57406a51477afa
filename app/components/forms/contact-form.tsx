// Placeholder until the forms issue lands: the props are the final interface.
export type ContactFormKind = "home" | "contact-page" | "lead-generation" | "mortgage" | "energy";

export function ContactForm({ kind }: { kind: ContactFormKind }) {
  return <div data-form-kind={kind} />;
}
