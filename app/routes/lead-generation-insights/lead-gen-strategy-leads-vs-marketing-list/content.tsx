// Lead gen strategy: warm leads compared with rented cold marketing lists.
import { defineArticle } from "#app/content/article-schema.ts";
import { claims, qualitativeClaims, regulation, team } from "#shared/site/facts.ts";

const author = team[2];
const { advice } = claims;

export const leadsVsMarketingList = defineArticle(
  {
    path: "/lead-generation-insights/lead-gen-strategy-leads-vs-marketing-list",
    headline: "Lead Gen Strategy: Warm Leads vs Marketing Lists",
    summary:
      "Should you buy warm, opt-in leads or rent a cold marketing list? We compare cost, contact rates and compliance, explain the pitfalls of third-party providers and the two kinds of warm-lead partner.",
    author: author.name,
    authorRole: author.role,
    published: "2024-03-05",
    updated: "2025-08-20",
    related: [
      "/lead-generation-insights/sales-leads-buying-guide-australia",
      "/lead-generation-insights/get-more-leads",
      "/consumer-data-list-solutions",
    ],
    toc: true,
  },
  ({ PageLink, TableScroll }) => (
    <>
      <p>
        Every outbound sales team eventually faces the same choice. You can pay for warm leads, people who have recently
        asked to hear about a product like yours, or you can rent a marketing list and create the interest yourself.
        Both can work. Both can also burn a budget quickly when they are bought for the wrong job or from the wrong
        provider. This article sets the two side by side and explains how to choose.
      </p>

      <h2 id="the-choice">Two ways to fill a pipeline</h2>
      <p>
        A <strong>warm lead</strong> is a person who opted in to be contacted, typically within the last{" "}
        {claims.leadFreshnessHours} hours, after answering an advertisement, a form or a survey question about a
        particular product. The first call continues a conversation they started.
      </p>
      <p>
        A <strong>rented cold list</strong> is a set of consumer records selected by criteria such as postcode, age band
        or home ownership and licensed for a campaign. The people on it may be a good fit, but they have not asked about
        your offer. The first call, letter or message has to create the interest from nothing.
      </p>
      <p>
        Neither is good or bad in itself. The question is which one fits your offer, your team and your budget, and
        whether the provider behind it is doing the job properly.
      </p>

      <h2 id="comparison">Warm leads vs rented cold lists, side by side</h2>
      <TableScroll label="Warm leads and rented cold lists compared">
        <table>
          <caption className="sr-only">Warm leads compared with rented cold marketing lists</caption>
          <thead>
            <tr>
              <th scope="col">Factor</th>
              <th scope="col">Warm leads</th>
              <th scope="col">Rented cold lists</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">Consent</th>
              <td>Opt-in to be contacted about a specific product, with a record of when and where</td>
              <td>Depends on how the list owner collected the data; check before every campaign</td>
            </tr>
            <tr>
              <th scope="row">Interest</th>
              <td>Recent and stated: the person asked to hear from you</td>
              <td>Assumed from the selection criteria; you create it on the call</td>
            </tr>
            <tr>
              <th scope="row">Freshness</th>
              <td>Interest captured in the last {claims.leadFreshnessHours} hours</td>
              <td>Records may be months or years old; contact details drift</td>
            </tr>
            <tr>
              <th scope="row">Contact rate</th>
              <td>About {claims.contactRatePercent}% across our campaigns, with a full call cycle</td>
              <td>Unknown until you dial; stale and disconnected numbers drag it down</td>
            </tr>
            <tr>
              <th scope="row">How you pay</th>
              <td>Per lead, at a price agreed up front</td>
              <td>Per record or per campaign, plus your own calling or mailing costs</td>
            </tr>
            <tr>
              <th scope="row">Volume</th>
              <td>Follows demand and media budget</td>
              <td>Large and available on request</td>
            </tr>
            <tr>
              <th scope="row">Best for</th>
              <td>Considered purchases where a quick, relevant call wins the sale</td>
              <td>Direct mail and high-volume telemarketing to a well-defined audience</td>
            </tr>
          </tbody>
        </table>
      </TableScroll>
      <p>
        The pattern is simple: warm leads cost more per record and less per sale, because most of the persuasion has
        already happened. Lists cost less per record and more per sale, because your team does that work. Which one is
        cheaper for you depends on how good your team is at creating interest, and how much their time is worth.
      </p>

      <h2 id="when-lists-work">When a marketing list is the right tool</h2>
      <p>
        Lists are not second best. They are the right choice when you need reach more than intent: a direct-mail appeal
        to a region, a telemarketing campaign for a simple offer, or a launch that must reach a defined audience
        quickly. They work best when the list is selected carefully, merged with and de-duplicated against your own
        data, and checked against suppression files before a single call is made. Our{" "}
        <PageLink to="/consumer-data-list-solutions">consumer data and list solutions</PageLink> are built that way.
      </p>
      <p>
        Whatever the channel, the rules are the same. The {regulation.privacyAct}, the {regulation.spamAct} and the{" "}
        {regulation.doNotCallAct} apply to list campaigns as much as to warm leads, and the business making the calls is
        the one that answers for them.
      </p>

      <h2 id="provider-pitfalls">Pitfalls of third-party providers</h2>
      <p>
        Most problems with both leads and lists come from the provider rather than the format. These are the pitfalls we
        see most often when new clients tell us about previous suppliers.
      </p>
      <h3>Sources nobody will name</h3>
      <p>
        If a provider cannot tell you where a lead or record came from and when consent was given, you are carrying its
        compliance risk. Ask for the source of individual records, not a general description of the channel.
      </p>
      <h3>Leads resold again and again</h3>
      <p>
        A lead sold as exclusive that has already gone to three other businesses will not answer the phone to a fourth.
        Ask how many times each lead is sold, and test it in your trial.
      </p>
      <h3>Paying for duplicates and dead numbers</h3>
      <p>
        In large campaigns over {claims.duplicateRejectionPercent}% of incoming leads can be duplicates. A good provider
        rejects them in real time at no charge; a poor one invoices them and leaves your team to find out on the phone.
      </p>
      <h3>Paying for time instead of results</h3>
      <p>
        Hourly fees, retainers and media management charges keep arriving whether or not a lead is delivered. That is
        not always wrong, but you should know which model you are buying before you sign.
      </p>
      <h3>Long contracts up front</h3>
      <p>
        A provider confident in its leads will let you start with a small trial, such as {claims.trialLeads[0]} or{" "}
        {claims.trialLeads[1]} leads. Long lock-in contracts before any results are a warning sign.
      </p>

      <h2 id="warm-lead-partners">Two kinds of warm-lead partner</h2>
      <p>
        If you decide warm leads are right for you, there are two very different ways to buy them. Knowing which one you
        are talking to explains most of the differences in price and risk.
      </p>
      <h3>Agencies: you pay for time plus media</h3>
      <p>
        A marketing agency builds and runs campaigns on your behalf. You pay for its time, through a retainer or hourly
        fees, and you fund the media separately: the advertising spend on search, social and display. The agency
        optimises the campaign, but the cost of a bad month sits with you. Agencies suit businesses that want to own
        their brand campaigns and have the budget to absorb testing.
      </p>
      <h3>Turn-key providers: you pay per lead</h3>
      <p>
        A turn-key lead provider funds the media, runs the campaigns, verifies and de-duplicates the leads and delivers
        them ready to call. You pay per lead, at a price agreed up front, with no fee for time, so the cost of a bad
        month sits with the provider. With us, {qualitativeClaims.noLeadsNoPayment}. Turn-key providers suit businesses
        that want a predictable cost per lead and would rather spend their time selling.
      </p>
      <p>
        We are a turn-key provider. Our <PageLink to="/lead-generation">lead generation service</PageLink> works on a
        pay-per-lead basis, and we are {qualitativeClaims.callCentres}.
      </p>

      <h2 id="conclusion">Conclusion: match the tool to the job</h2>
      <p>
        Choose warm leads when the sale is considered, the conversation matters and your team can respond within{" "}
        {advice.respondWithinMinutes} minutes. Choose a marketing list when you need reach, your offer is simple and
        your team is skilled at creating interest. Use both when your team has the capacity, with the list de-duplicated
        against your warm leads so nobody is contacted twice.
      </p>
      <p>
        Above all, judge the provider as carefully as the product. Named sources, real-time duplicate rejection, a small
        trial and a clear price per lead will protect your budget whichever way you go.
      </p>
    </>
  ),
);

/** The guide promotion under the article. */
export const guidePromo = {
  eyebrow: "Free guide",
  title: "Buying leads? Read the complete guide first",
  text: "Our Sales Leads Buying Guide for 2025-2026 covers MQL versus SQL, pricing models, compliance, speed to lead and the five mistakes that waste a lead budget.",
  cta: "Read the Buying Guide",
} as const;
