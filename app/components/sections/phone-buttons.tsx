import { Globe, Phone } from "lucide-react";
import { Button } from "#app/components/ui/button.tsx";
import { Tooltip } from "#app/components/ui/tooltip.tsx";
import { cn } from "#app/lib/cn.ts";
import { siteFacts } from "#shared/content/site-facts.ts";
import { telHref } from "#shared/site/facts.ts";

/** The two public numbers as tel: buttons. */
export function PhoneButtons({
  variant = "primary",
  className,
  compact = false,
}: {
  variant?: "primary" | "inverse" | "outline";
  className?: string;
  /** Icon-only on small screens (header). */
  compact?: boolean;
}) {
  const { phones } = siteFacts();
  const list = [
    { ...phones.freecall, Icon: Phone },
    { ...phones.international, Icon: Globe },
  ];
  return (
    <div className={cn("flex flex-wrap gap-3", className)}>
      {list.map(({ label, display, tel, Icon }, i) => {
        const button = (
          <Button key={tel} asChild variant={variant} size={compact ? "sm" : "md"}>
            <a href={telHref(tel)} aria-label={`Call ${label.toLowerCase()} ${display}`}>
              <Icon aria-hidden="true" />
              <span className={compact ? "sr-only 2xl:not-sr-only" : undefined}>{display}</span>
            </a>
          </Button>
        );
        // Icon-only buttons show their number on hover and focus.
        return compact ? (
          <Tooltip key={tel} content={`${label}: ${display}`} align={i === list.length - 1 ? "end" : "center"}>
            {button}
          </Tooltip>
        ) : (
          button
        );
      })}
    </div>
  );
}
