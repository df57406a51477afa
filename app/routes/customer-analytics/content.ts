// Content of the /customer-analytics page (also served at /data-analytics). Figures come from the facts module.
// The entry "/customer-analytics": shipped as content.json, checked by shared/content/schemas/customer-analytics.ts; figures and claims are
// {fact:…} placeholders, resolved here against the facts.
import { entryContent, shippedContent } from "#app/content/shipped.ts";
import type { CustomerAnalyticsContent } from "#shared/content/schemas/customer-analytics.ts";
import { siteFacts } from "#shared/content/site-facts.ts";
import { serviceVideos } from "#shared/site/facts.ts";
import type { VideoFacts } from "#shared/site/json-ld.ts";
import data from "./content.json" with { type: "json" };

export const content = shippedContent<CustomerAnalyticsContent>(data);

/** The content of the render under way (decision 066): read it where the page renders. */
export function pageContent(): Omit<CustomerAnalyticsContent, "video"> & { video: VideoFacts } {
  const page = entryContent<CustomerAnalyticsContent>("/customer-analytics", data);
  return { ...page, video: { ...siteFacts().serviceVideos.customerAnalytics, ...page.video } };
}

export const {
  applications,
  benefits,
  closingCta,
  customerAnalyticsService,
  faqs,
  hero,
  overview,
  sections,
  services,
  successStory,
} = content;

/** The video's facts (title, address, date) are the facts entry's; the page holds its transcript. */
export const video: VideoFacts = { ...serviceVideos.customerAnalytics, ...content.video };
