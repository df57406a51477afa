import type { ReactNode } from "react";
import { Section } from "./section";

/** Closing call to action on a brand background. */
export function CtaBanner({
  id = "cta",
  title,
  text,
  children,
}: {
  id?: string;
  title: string;
  text?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Section id={id} title={title} intro={text} tone="brand">
      <div className="flex flex-wrap gap-3">{children}</div>
    </Section>
  );
}
