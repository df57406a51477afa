// The facts entry (id `facts`): the business's facts and claims that pages quote through
// placeholders ({fact:claims.leadsDelivered}). Its shipped version is shared/site/facts.ts, which is
// checked against this type. Left out on purpose, as configuration rather than content: the site's
// origin, the video hosts the Content-Security-Policy allows, and the retention periods the daily jobs
// apply (decision 060).
import { z } from "zod";
import { text, texts } from "#shared/content/fields.ts";

const phone = () =>
  z.strictObject({ label: text(), display: text(), tel: z.string().regex(/^\+\d{6,15}$/), note: text() });
const isoDate = () => z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Use YYYY-MM-DD");
const video = () =>
  z.strictObject({
    title: text(),
    description: text(),
    embedUrl: z.url({ protocol: /^https$/ }),
    uploadDate: isoDate(),
    duration: z.string().regex(/^PT(\d+M)?(\d+S)?$/, "An ISO 8601 duration such as PT5M30S"),
  });
const quotable = () => z.union([text(), z.number()]);
const email = () => z.email();

export const factsSchema = () =>
  z.strictObject({
    brand: z.strictObject({ name: text(), shortName: text(), oldName: text(), legalName: text(), tagline: text() }),
    phones: z.strictObject({ freecall: phone(), international: phone() }),
    email: email(),
    privacyEmail: email(),
    address: z.strictObject({
      locality: text(),
      region: text(),
      postcode: text(),
      country: z.string().length(2),
      countryName: text(),
      display: text(),
    }),
    serviceArea: texts(),
    regionLabel: text(),
    hours: z.strictObject({
      days: texts(),
      opens: z.string().regex(/^\d{2}:\d{2}$/),
      closes: z.string().regex(/^\d{2}:\d{2}$/),
      timeZone: text(),
      display: text(),
      short: text(),
    }),
    company: z.strictObject({
      foundingYear: z.number().int().min(1900),
      employees: z.strictObject({ min: z.number().int(), max: z.number().int() }),
    }),
    /** Marketing claims, exactly as the business states them. */
    claims: z.record(
      z.string(),
      z.union([quotable(), z.array(quotable()).readonly(), z.record(z.string(), quotable())]),
    ),
    industries: texts(),
    footerIndustries: texts(),
    team: z.array(z.strictObject({ name: text(), role: text(), bio: text() })).readonly(),
    externalUrls: z.record(z.string(), z.string().regex(/^(https:\/\/|\/)/, "An https address or a page path")),
    videos: z.record(z.string(), video()),
    brandLogos: z.array(z.strictObject({ name: text(), url: z.url({ protocol: /^https$/ }) })).readonly(),
    serviceVideos: z.record(z.string(), video()),
    crmCaseStudy: z.record(z.string(), quotable()),
    overseasRecipientCountries: texts(),
    dataStorageLocations: z
      .array(z.strictObject({ id: z.string().regex(/^[a-z0-9-]+$/), place: text(), title: text(), detail: text() }))
      .readonly(),
    ukRepresentative: z.strictObject({
      name: text(),
      address: text(),
      email: email(),
      phoneDisplay: text(),
      phoneTel: z.string().regex(/^\+\d{6,15}$/),
    }),
    regulation: z.record(z.string(), z.union([text(), z.record(z.string(), text())])),
    qualitativeClaims: z.record(z.string(), text()),
    fundraisingVideos: z.record(z.string(), video()),
  });

export type Facts = z.infer<ReturnType<typeof factsSchema>>;
