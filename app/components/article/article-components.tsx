// The components an article body may use. The article's route hands them to its content
// (ArticleLayout calls the body with this object), so content modules stay free of imports
// from the UI and the lint rule against that holds.
import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { ExternalLink } from "#app/components/ui/external-link.tsx";
import { PageLink } from "#app/components/ui/page-link.tsx";
import type { Href } from "#shared/site/rich-text.ts";
import { KeyFigure, KeyFigures } from "./key-figures.tsx";
import { LeadPyramid } from "./lead-pyramid.tsx";
import { MarkedItem, MarkedList } from "./marked-list.tsx";
import { OverseasCountries, StorageLocations } from "./policy-lists.tsx";
import { QuoteCard } from "./quote-card.tsx";
import { TableScroll } from "./table-scroll.tsx";
import { TipBenefits, TipCard, TipCards } from "./tip-cards.tsx";

/** A back link inside running text (the sections' BackLink is a block above the hero). */
function BackLink({ to, children }: { to: Href; children: ReactNode }) {
  return (
    <PageLink
      to={to}
      className="inline-flex items-center gap-2 font-medium text-brand-700 underline-offset-2 hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {children}
    </PageLink>
  );
}

export const articleComponents = {
  BackLink,
  ExternalLink,
  KeyFigure,
  KeyFigures,
  LeadPyramid,
  MarkedItem,
  MarkedList,
  OverseasCountries,
  PageLink,
  QuoteCard,
  StorageLocations,
  TableScroll,
  TipBenefits,
  TipCard,
  TipCards,
};
