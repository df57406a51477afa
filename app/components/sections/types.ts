// The data that page content hands to section components. Content modules import these types
// (never the components), so copy stays plain data and the sections decide how it looks.
import type { ReactNode } from "react";
import type { CtaLink, IconName } from "#app/components/ui/types.ts";
import type { RichText } from "#shared/site/rich-text.ts";

export interface Faq {
  question: string;
  answer: string;
}

export interface Feature {
  title: string;
  text: ReactNode;
  icon?: IconName;
  /** A short label beside the icon, such as how the service is priced. */
  badge?: string;
  /** Optional list under the text (features, key activities). */
  points?: readonly string[];
  /** A button at the foot of the card. */
  link?: CtaLink;
  footer?: ReactNode;
}

export interface ServiceStep {
  title: string;
  text: string;
  /** Optional key activities under the text (card layout). */
  points?: readonly string[];
}

export interface ChecklistGroup {
  title: string;
  intro?: string;
  items: readonly string[];
}

export interface ChecklistItem {
  title: string;
  text: string;
}

export interface CaseStudy {
  /** Short label above the title, e.g. the client type. */
  label: string;
  title: string;
  /** Headline figures (values from the facts module). */
  stats?: readonly { value: string; label: string }[];
  /** Narrative blocks such as challenge, approach and outcome; each title is an h4. */
  blocks: readonly { title: string; text: string; points?: readonly string[] }[];
}

export interface ComparisonColumn {
  title: string;
  points: readonly string[];
  /** The recommended column is highlighted and marked with ticks; the other with crosses. */
  recommended?: boolean;
}

export interface Testimonial {
  name: string;
  title: string;
  company: string;
  quote: string;
  website?: string;
}

export interface TrustBadge {
  label: string;
  detail: string;
  icon: IconName;
}

export interface PricingModel {
  icon: IconName;
  title: string;
  summary: string;
  bestFor: string;
  points: readonly string[];
}

export interface PricingContent {
  title: string;
  modelLabel: string;
  bestForLabel: string;
  cta: CtaLink;
}

export interface TitledText {
  icon?: IconName;
  title: string;
  text: string;
}

/** The home page's About/team section. */
export interface AboutTeamContent {
  eyebrow: string;
  title: string;
  intro: string;
  cta: CtaLink;
  benefits: readonly TitledText[];
  teamTitle: string;
  highlights: readonly TitledText[];
  videoTitle: string;
  videoLinkLabel: string;
  videoTranscript: string;
  quickLinksTitle: string;
  quickLinks: readonly CtaLink[];
}

/** The trust section: what we are not, what we are, two cards, reasons and a banner. */
export interface TrustContent {
  title: string;
  intro: string;
  notTitle: string;
  not: readonly string[];
  areTitle: string;
  are: readonly string[];
  cards: readonly TitledText[];
  reasonsTitle: string;
  reasons: readonly string[];
  banner: { title: string; text: string };
}

export interface RebrandContent {
  title: string;
  text: string;
  oldLabel: string;
  newLabel: string;
  dismiss: string;
}

export interface PartnerLogo {
  src: string;
  width: number;
  height: number;
}

export interface PartnerTestimonial {
  name: string;
  title: string;
  company: string;
  logo: PartnerLogo;
  /** Logos drawn for light backgrounds sit on a white plate instead of the tinted one. */
  needsWhiteBackground: boolean;
  website: string;
  quote: string;
}

/** The hero of a service page (ServiceHero). */
export interface ServiceHeroContent {
  eyebrow: string;
  title: string;
  intro: string;
  /** Short points under the intro. */
  highlights?: readonly string[];
  /** The main call to action: a page (with a calendar icon when it books a call), or a jump to a form on the page. */
  cta?: (CtaLink & { booking?: boolean }) | { label: string; anchor: `#${string}` };
}

/** A page's closing call to action (CtaBanner). */
export interface ClosingCta {
  id?: string;
  title: string;
  text?: RichText;
  primary: CtaLink & { booking?: boolean };
  secondary?: CtaLink;
  /** Show both phone numbers beside the buttons. */
  phones?: boolean;
}
