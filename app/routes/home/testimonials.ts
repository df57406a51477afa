// Partner testimonials and client quotes on the home page. Companies, people and
// websites are fictional placeholders (example.com) until the business supplies
// real, approved testimonials; the logos are SVGs in public/images/partners/.
import type { PartnerLogo, PartnerTestimonial } from "#app/components/sections/types.ts";
import { brand } from "#shared/site/facts.ts";

const logo = (file: string): PartnerLogo => ({ src: `/images/partners/${file}`, width: 160, height: 48 });

/** 'Trusted Lead Generator Partners Across Industries': six testimonials in a 3-column grid. */
export const partnerTestimonials: readonly PartnerTestimonial[] = [
  {
    name: "Mark Jeffries",
    title: "Operations Manager",
    company: "Redgum Contact Centre",
    logo: logo("redgum-contact-centre.svg"),
    needsWhiteBackground: true,
    website: "https://redgum-contact.example.com/",
    quote:
      "Leads land on our dialler in real time and duplicates never reach the floor. Our agents spend their shifts talking to people who expect the call.",
  },
  {
    name: "Louise Fairbairn",
    title: "Head of Supporter Acquisition",
    company: "Wattle Children's Fund",
    logo: logo("wattle-childrens-fund.svg"),
    needsWhiteBackground: false,
    website: "https://wattle-fund.example.com/",
    quote:
      "Every regular-giver lead arrives with its consent and source recorded. That matters to our board, and it makes our telemarketing partner's job far easier.",
  },
  {
    name: "James Okafor",
    title: "Principal Broker",
    company: "Coastline Mortgage Group",
    logo: logo("coastline-mortgage-group.svg"),
    needsWhiteBackground: true,
    website: "https://coastline-mortgage.example.com/",
    quote:
      "Exclusive, SMS-verified enquiries are a different world from shared leads. We started with a small test order and now plan our month around the weekly delivery.",
  },
  {
    name: "Hannah Price",
    title: "Sales Director",
    company: "Sunreach Solar",
    logo: logo("sunreach-solar.svg"),
    needsWhiteBackground: false,
    website: "https://sunreach-solar.example.com/",
    quote:
      "We needed opt-in leads we could call without any hawking concerns. The team set the campaign up around our installers' regions and it has run smoothly since.",
  },
  {
    name: "Ravi Menon",
    title: "Marketing Manager",
    company: "Meridian Health Cover",
    logo: logo("meridian-health-cover.svg"),
    needsWhiteBackground: true,
    website: "https://meridian-health.example.com/",
    quote:
      "The list was merged and de-duplicated against our member file before we saw it, so our mail-out reached new households only. The count and quote came back within two days.",
  },
  {
    name: "Aroha Wiremu",
    title: "Customer Acquisition Lead",
    company: "Tasman Energy",
    logo: logo("tasman-energy.svg"),
    needsWhiteBackground: false,
    website: "https://tasman-energy.example.com/",
    quote: `Running campaigns on both sides of the Tasman, we wanted one supplier who understands both markets. ${brand.shortName} does, and the compliance paperwork is always ready when we ask.`,
  },
];

export interface ClientQuote {
  name: string;
  title: string;
  company: string;
  quote: string;
}

/** 'What Our Clients Say': three more quotes before the closing call to action. */
export const clientQuotes: readonly ClientQuote[] = [
  {
    name: "Sophie Laurent",
    title: "Campaign Manager",
    company: "Bluegum Outreach",
    quote:
      "What won us over was the honesty. They told us which audience would not work before we spent a cent, and the leads they did supply converted.",
  },
  {
    name: "Peter Vukovic",
    title: "Director",
    company: "Northshore Finance Brokers",
    quote:
      "The trial order let us test the leads with our own team and scripts. Paying per lead, with duplicates free, means we always know what a deal costs us.",
  },
  {
    name: "Grace Whitfield",
    title: "Fundraising Manager",
    company: "Silver Linings Foundation",
    quote:
      "They asked about our donors, our call scripts and our compliance obligations before anything else. It felt like working with an extension of our own team.",
  },
];
