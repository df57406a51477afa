import type { ComponentProps } from "react";
import { ContactForm } from "#app/components/forms/contact-form.tsx";
import { Toasts } from "#app/components/forms/toasts.tsx";

/** The contact form with the toasts it announces its result in (nothing renders until a first focus). */
export default function ContactFormIsland(props: ComponentProps<typeof ContactForm>) {
  return (
    <>
      <ContactForm {...props} />
      <Toasts />
    </>
  );
}
