import { Globe, Phone } from "lucide-react";
import { Button } from "~/components/ui/button";
import { Tooltip } from "~/components/ui/tooltip";
import { cn } from "~/lib/cn";
import { phones, telHref } from "~/site/facts";

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
  const list = [
    { ...phones.freecall, Icon: Phone },
    { ...phones.international, Icon: Globe },
  ];
  return (
    <div className={cn("flex flex-wrap gap-3", className)}>
      {list.map(({ label, display, tel, Icon }) => {
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
          <Tooltip key={tel} content={`${label}: ${display}`}>
            {button}
          </Tooltip>
        ) : (
          button
        );
      })}
    </div>
  );
}
