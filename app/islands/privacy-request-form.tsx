import type { ComponentProps } from "react";
import { PrivacyRequestForm } from "#app/components/forms/privacy-request-form.tsx";
import { Toasts } from "#app/components/forms/toasts.tsx";

/** The privacy request form with the toasts it announces its result in. */
export default function PrivacyRequestFormIsland(props: ComponentProps<typeof PrivacyRequestForm>) {
  return (
    <>
      <PrivacyRequestForm {...props} />
      <Toasts />
    </>
  );
}
