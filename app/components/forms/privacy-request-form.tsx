// Placeholder until the forms issue lands: the props are the final interface.
export function PrivacyRequestForm({ region }: { region: "au" | "uk" }) {
  return <div data-privacy-form={region} />;
}
