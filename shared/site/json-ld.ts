// Typed JSON-LD builders. Every figure comes from the facts of the render under way (siteFacts):
// the published facts when the server renders a publish, the shipped ones in the build.

import { siteFacts } from "#shared/content/site-facts.ts";
import { siteUrl } from "./facts.ts";
import type { Review } from "./reviews.ts";
import { absoluteUrl } from "./seo.ts";

type Thing = Record<string, unknown> & { "@type": string };
const ctx = "https://schema.org";

const organizationId = `${siteUrl}/#organization`;

export function organization(): Thing {
  const { brand, company, email, phones, serviceArea } = siteFacts();
  return {
    "@context": ctx,
    "@type": "Organization",
    "@id": organizationId,
    name: brand.name,
    legalName: brand.legalName,
    alternateName: brand.oldName,
    url: absoluteUrl("/"),
    logo: absoluteUrl("/logo.png"),
    email,
    foundingDate: String(company.foundingYear),
    numberOfEmployees: {
      "@type": "QuantitativeValue",
      minValue: company.employees.min,
      maxValue: company.employees.max,
    },
    areaServed: serviceArea.map((name) => ({ "@type": "Country", name })),
    contactPoint: [phones.freecall, phones.international].map((p) => ({
      "@type": "ContactPoint",
      telephone: p.tel,
      contactType: "sales",
      areaServed: ["AU", "NZ"],
      availableLanguage: "en-AU",
    })),
  };
}

function postalAddress(): Thing {
  const { address } = siteFacts();
  return {
    "@type": "PostalAddress",
    addressLocality: address.locality,
    addressRegion: address.region,
    postalCode: address.postcode,
    addressCountry: address.country,
  };
}

export function localBusiness(reviews: readonly Review[]): Thing {
  const { brand, hours, phones } = siteFacts();
  const total = reviews.reduce((sum, r) => sum + r.rating, 0);
  return {
    "@context": ctx,
    "@type": "LocalBusiness",
    "@id": `${siteUrl}/#localbusiness`,
    name: brand.name,
    url: absoluteUrl("/"),
    image: absoluteUrl("/og-image.jpg"),
    telephone: phones.freecall.tel,
    address: postalAddress(),
    parentOrganization: { "@id": organizationId },
    openingHoursSpecification: [
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: hours.days,
        opens: hours.opens,
        closes: hours.closes,
      },
    ],
    aggregateRating: {
      "@type": "AggregateRating",
      ratingValue: reviews.length ? total / reviews.length : 0,
      bestRating: 5,
      worstRating: 1,
      reviewCount: reviews.length,
    },
    review: reviews.map((r) => ({
      "@type": "Review",
      author: { "@type": "Person", name: r.author },
      publisher: { "@type": "Organization", name: r.organisation },
      datePublished: r.date,
      reviewBody: r.text,
      reviewRating: { "@type": "Rating", ratingValue: r.rating, bestRating: 5, worstRating: 1 },
    })),
  };
}

export function service(input: { name: string; description: string; path: string; serviceType?: string }): Thing {
  const { brand, serviceArea } = siteFacts();
  return {
    "@context": ctx,
    "@type": "Service",
    name: input.name,
    description: input.description,
    serviceType: input.serviceType ?? input.name,
    url: absoluteUrl(input.path),
    provider: { "@id": organizationId, "@type": "Organization", name: brand.name },
    areaServed: serviceArea.map((name) => ({ "@type": "Country", name })),
  };
}

export function article(input: {
  headline: string;
  description: string;
  path: string;
  datePublished: string;
  dateModified: string;
  author?: string;
}): Thing {
  const { brand } = siteFacts();
  return {
    "@context": ctx,
    "@type": "Article",
    headline: input.headline,
    description: input.description,
    mainEntityOfPage: absoluteUrl(input.path),
    url: absoluteUrl(input.path),
    image: absoluteUrl("/og-image.jpg"),
    datePublished: input.datePublished,
    dateModified: input.dateModified,
    author: input.author ? { "@type": "Person", name: input.author } : { "@type": "Organization", name: brand.name },
    publisher: {
      "@type": "Organization",
      "@id": organizationId,
      name: brand.name,
      logo: { "@type": "ImageObject", url: absoluteUrl("/logo.png") },
    },
    inLanguage: "en-AU",
  };
}

export interface VideoFacts {
  title: string;
  description: string;
  embedUrl: string;
  uploadDate: string;
  duration: string;
  thumbnailUrl?: string;
  transcript?: string;
}

export function videoObject(v: VideoFacts): Thing {
  const { brand } = siteFacts();
  return {
    "@context": ctx,
    "@type": "VideoObject",
    name: v.title,
    description: v.description,
    thumbnailUrl: absoluteUrl(v.thumbnailUrl ?? "/og-image.jpg"),
    embedUrl: v.embedUrl,
    uploadDate: v.uploadDate,
    duration: v.duration,
    ...(v.transcript ? { transcript: v.transcript } : {}),
    publisher: {
      "@type": "Organization",
      name: brand.name,
      logo: { "@type": "ImageObject", url: absoluteUrl("/logo.png") },
    },
  };
}

export function breadcrumbList(items: readonly { name: string; path: string }[]): Thing {
  return {
    "@context": ctx,
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      item: absoluteUrl(item.path),
    })),
  };
}

export function faqPage(faqs: readonly { question: string; answer: string }[]): Thing {
  return {
    "@context": ctx,
    "@type": "FAQPage",
    mainEntity: faqs.map((f) => ({
      "@type": "Question",
      name: f.question,
      acceptedAnswer: { "@type": "Answer", text: f.answer },
    })),
  };
}
