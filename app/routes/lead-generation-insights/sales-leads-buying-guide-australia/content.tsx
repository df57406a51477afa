// The complete sales leads buying guide (2025-2026). Figures and claims come from
// the facts module; the published date is fixed at 2024-01-01 by the specification.
import type { ReactNode } from "react";
import type { ArticleComponents } from "#app/components/article/types.ts";
import { defineArticle } from "#app/content/article-schema.ts";
import { claims, company, industries, qualitativeClaims, regulation, team } from "#shared/site/facts.ts";

const author = team[0];
const { advice } = claims;

/** One line per industry of the facts module; the type makes sure none is left out. */
const industryNotes = ({
  PageLink,
}: Pick<ArticleComponents, "PageLink">): Record<(typeof industries)[number], ReactNode> => ({
  Fundraising: (
    <>
      regular-giver leads for charities, sourced under the fundraising industry code and compliance audited (see{" "}
      <PageLink to="/fundraising-leads">fundraising leads</PageLink>).
    </>
  ),
  Energy: (
    <>
      opt-in, anti-hawking compliant leads for retailers, including home movers (see{" "}
      <PageLink to="/energy-leads">energy leads</PageLink>).
    </>
  ),
  Solar: "homeowners who have asked about panels, batteries or quotes, where speed to lead decides who wins the job.",
  Mortgage: (
    <>
      SMS-verified, pre-qualified and exclusive enquiries for brokers, starting with a small test order (see{" "}
      <PageLink to="/mortgage-leads">mortgage broker leads</PageLink>).
    </>
  ),
  Health: "health and retirement-living services that need respectful, well-qualified conversations.",
  Insurance: "consumers comparing cover, where a quick, compliant call turns an enquiry into a quote.",
  Education: "course and training enquiries, where follow-up over the full 30-day window matters.",
  Technology: "consumer technology and services offers with a clear, simple reason to talk.",
  Ecommerce: "online retailers who add outbound calling or direct mail to their own customer data.",
});

export const salesLeadsBuyingGuide = defineArticle(
  {
    path: "/lead-generation-insights/sales-leads-buying-guide-australia",
    headline: "The Complete Sales Leads Buying Guide for Australia (2025-2026)",
    summary:
      "Everything an Australian business should know before it buys sales leads: what you are actually buying, how to price it, how to stay compliant, and how to turn purchased leads into sales.",
    author: author.name,
    authorRole: author.role,
    published: "2024-01-01",
    updated: "2025-07-01",
    related: [
      "/lead-generation-insights/lead-gen-companies",
      "/lead-generation-insights/customer-acquisition-methodology",
      "/lead-generation",
    ],
    toc: true,
  },
  ({ PageLink, TableScroll }) => (
    <>
      <p>
        Buying leads is one of the fastest ways to fill a sales calendar, and one of the fastest ways to waste a
        marketing budget. The difference is rarely the leads themselves. It is what the buyer asked for, how the
        provider was chosen, and what happened in the first hour after each lead arrived.
      </p>
      <p>
        We have generated leads for Australian and New Zealand businesses since {company.foundingYear}:{" "}
        {claims.yearsExperience} years, {claims.leadsDeliveredLong} leads and {claims.clients} clients across
        fundraising, energy, mortgage, health and more. This guide is what we tell every new client before their first
        order. It is free, it has no sign-up, and it is written for the 2025-2026 financial year.
      </p>

      <h2 id="why-buy-leads">Why buying leads still works in 2025-2026</h2>
      <p>
        Advertising has become more expensive and more crowded. Paid search and social platforms auction the same
        audiences to every competitor, and consumers now compare several providers before they speak to any of them. A
        business that relies only on its own advertising carries all of that risk itself: it pays for clicks, landing
        pages, agency time and staff, whether or not a single conversation happens.
      </p>
      <p>
        Buying leads moves that risk. Under a pay-per-lead arrangement you pay for opportunities, not for effort. The
        provider funds the media, builds the campaign, checks every record and absorbs the cost of the leads that never
        make it through. You get a predictable cost per lead and a steady flow of people who have asked to hear from
        you.
      </p>
      <p>
        That only works if you buy the right thing. The rest of this guide explains what to ask for, what to pay, what
        the law requires and how to make each lead count once it reaches your team.
      </p>

      <h2 id="what-is-a-sales-lead">What counts as a sales lead</h2>
      <p>
        A sales lead is a person who has shown interest in a product or service and has agreed to be contacted about it.
        Both halves matter. Interest without consent is a compliance problem, and consent without interest is just a
        phone number.
      </p>
      <h3>Opt-in leads</h3>
      <p>
        An opt-in lead has actively said yes: by completing a form, answering a survey question or replying to an offer.
        The record should carry when and where the person opted in, so you can show consent if you are ever asked. Good
        providers capture interest that is recent, within the last {claims.leadFreshnessHours} hours, because interest
        fades quickly.
      </p>
      <h3>Exclusive and shared leads</h3>
      <p>
        An exclusive lead is sold to one buyer only. A shared lead is sold to several buyers, usually at a lower price,
        and every buyer races to call first. Shared leads can suit high-volume teams with very fast response times.
        Exclusive leads suit businesses where trust and a considered conversation matter, such as mortgage broking or
        regular giving.
      </p>
      <h3>List data</h3>
      <p>
        A marketing list is a set of records selected by criteria such as location, age band or home ownership. A list
        is not a lead until someone responds. Lists are valuable for direct mail and telemarketing at scale, provided
        the data is sourced compliantly and matched against your own customers and suppression files first. Our guide to{" "}
        <PageLink to="/lead-generation-insights/lead-gen-strategy-leads-vs-marketing-list">
          warm leads versus marketing lists
        </PageLink>{" "}
        compares the two in detail.
      </p>

      <h2 id="mql-vs-sql">MQL versus SQL: know what you are buying</h2>
      <p>
        Most disappointment with bought leads comes from a mismatch between what the buyer expected and what the
        provider delivered. The clearest way to avoid it is to agree, before the first order, whether you are buying
        marketing-qualified leads (MQLs) or sales-qualified leads (SQLs).
      </p>
      <TableScroll label="MQL and SQL compared">
        <table>
          <caption className="sr-only">Marketing-qualified and sales-qualified leads compared</caption>
          <thead>
            <tr>
              <th scope="col">Aspect</th>
              <th scope="col">Marketing-qualified lead (MQL)</th>
              <th scope="col">Sales-qualified lead (SQL)</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">What it means</th>
              <td>Has shown interest and opted in, but has not yet been assessed for fit or timing</td>
              <td>Has been checked against your criteria and is ready for a sales conversation</td>
            </tr>
            <tr>
              <th scope="row">Typical source</th>
              <td>Online forms, content offers, surveys and competitions</td>
              <td>Qualifying questions, verification and a conversation with your team or the provider</td>
            </tr>
            <tr>
              <th scope="row">Who works it</th>
              <td>Nurture sequences, call-centre qualification or an inside sales team</td>
              <td>Your consultants, brokers or closers</td>
            </tr>
            <tr>
              <th scope="row">Volume and price</th>
              <td>Higher volume, lower cost per lead</td>
              <td>Lower volume, higher cost per lead</td>
            </tr>
            <tr>
              <th scope="row">What to measure</th>
              <td>Contact rate and the share that becomes an SQL</td>
              <td>Appointments, proposals and cost per sale</td>
            </tr>
            <tr>
              <th scope="row">Best for</th>
              <td>Teams with the capacity to call quickly and qualify well</td>
              <td>Teams whose time is expensive and who need fewer, better conversations</td>
            </tr>
          </tbody>
        </table>
      </TableScroll>
      <p>
        Most purchased leads start life as MQLs. What turns them into SQLs is a qualification step: the right questions
        on the form, verification such as an SMS check, and a fast first call. Pre-qualified leads, like the
        SMS-verified mortgage leads we supply to brokers, sit much closer to the SQL end because part of that work is
        already done. Neither type is better in general. The right choice depends on how your sales team works and what
        a closed sale is worth to you.
      </p>

      <h2 id="lead-sources">Where leads come from</h2>
      <p>
        Every lead has a source, and the source shapes its quality, its cost and its compliance risk. Ask any provider
        to name the source of each lead, not just the channel in general.
      </p>
      <ul>
        <li>
          <strong>Warm digital leads</strong> come from online advertising, landing pages and content. They are usually
          fresh and high-intent, and their volume follows your budget and the season.
        </li>
        <li>
          <strong>Survey leads</strong> come from consumers who answer questions about their plans and agree to be
          contacted about particular products. They can deliver steady volume and useful qualifying detail.
        </li>
        <li>
          <strong>Consumer marketing lists</strong> are selected from compliant data sources to your criteria, then
          merged and de-duplicated against your own data before use.
        </li>
        <li>
          <strong>Your own data</strong>: past enquiries, lapsed customers and donors. Often the cheapest source, but
          see the note on win-back campaigns in the tips chapter.
        </li>
      </ul>
      <p>
        Our own campaigns use {qualitativeClaims.leadSourceMix}, because a blend keeps volume stable when one channel
        becomes expensive. Whatever the mix, every source should be audited for consent, and you should be able to trace
        any individual lead back to where it came from.
      </p>

      <h2 id="pricing-models">Pricing models and what you should pay for</h2>
      <p>
        Lead generation is sold in three broad ways. Knowing which one you are being offered tells you who carries the
        risk.
      </p>
      <h3>Pay per lead, with no fee for time</h3>
      <p>
        You pay for each lead delivered, at a price agreed up front. The provider pays for media and staff. This is the
        lowest-risk model for most buyers, because spend follows results. Check how leads that fail your criteria are
        handled: duplicates, wrong numbers and out-of-area records should be replaced or not charged at all.
      </p>
      <h3>Lists and leads with no service fee</h3>
      <p>
        For marketing lists and bulk lead orders, the price should include the data, the setup and the processing, such
        as de-duplication against your files. Be wary of separate charges for each of these appearing on the invoice
        after the quote.
      </p>
      <h3>Fixed project fees</h3>
      <p>
        Analytics, customer profiling and CRM migration are projects rather than lead flows, so they are usually quoted
        as a fixed fee, sometimes with optional software. A fixed fee lets you compare providers on scope and
        deliverables instead of hourly rates.
      </p>
      <p>
        Whatever the model, you should not pay to find out what something costs. We reply to enquiries within{" "}
        {claims.replyWithinHours} hours and provide a count and quote within {claims.quoteWithinHours} hours at no
        additional cost. We also reject duplicates in real time at no charge: in large campaigns, over{" "}
        {claims.duplicateRejectionPercent}% of incoming leads are rejected as duplicates before they ever reach the
        client. A provider that bills for those records is charging you for its own data problem.
      </p>

      <h2 id="compliance">Compliance: the non-negotiables in Australia</h2>
      <p>
        A cheap lead that breaks the law is the most expensive lead you will ever buy. Regulators look at the business
        that made the call or sent the message, not only at the company that supplied the data. Before you buy, make
        sure your provider can show how it meets each of the following.
      </p>
      <ul>
        <li>
          <strong>The {regulation.privacyAct}</strong> and the {regulation.privacyPrinciples}: personal information must
          be collected fairly, used for the purpose people agreed to, kept secure and corrected or suppressed on
          request.
        </li>
        <li>
          <strong>The {regulation.spamAct}</strong>: commercial emails and SMS need consent, clear sender details and a
          working unsubscribe.
        </li>
        <li>
          <strong>The {regulation.doNotCallAct}</strong> and the telemarketing industry standard, enforced by the{" "}
          {regulation.regulator}: calling hours, identification and respect for the register.
        </li>
        <li>
          <strong>Industry rules</strong>: energy leads must be anti-hawking compliant, and fundraising leads should
          follow the fundraising industry code.
        </li>
        <li>
          <strong>Records of consent</strong>: the date, time and source of each opt-in, kept for as long as you use the
          lead.
        </li>
      </ul>
      <p>
        Compliance is also a sign of quality. Providers that audit their sources tend to deliver people who remember
        asking to be contacted, and those people answer the phone. For the record,{" "}
        {qualitativeClaims.governmentComplaints} in {claims.yearsExperience} years of trading, and{" "}
        {qualitativeClaims.selectiveClients}: we turn away campaigns we cannot run compliantly.
      </p>

      <h2 id="key-steps">Key steps to buying leads</h2>
      <p>These are the steps we walk every new client through. Skipping any of them is where most budgets leak.</p>
      <ol>
        <li>
          <strong>Know your numbers.</strong> Work out what a new customer is worth and how many leads your team
          typically needs to close one. That gives you the most you can afford to pay per lead.
        </li>
        <li>
          <strong>Define the lead.</strong> Write down who you want (location, life stage, product interest) and whether
          you need MQLs or SQLs, including any qualifying questions.
        </li>
        <li>
          <strong>Choose the lead type.</strong> Decide between exclusive leads, shared leads and list data, or a blend,
          based on your team's capacity and sales style.
        </li>
        <li>
          <strong>Shortlist providers.</strong> Ask about sources, consent, rejection rules and references. Our article
          on{" "}
          <PageLink to="/lead-generation-insights/lead-gen-companies">how to choose a lead generation company</PageLink>{" "}
          has an evaluation checklist and the red flags to watch for.
        </li>
        <li>
          <strong>Agree the terms in writing.</strong> Price per lead, delivery volumes, replacement rules for invalid
          leads and how you can pause or stop.
        </li>
        <li>
          <strong>Run a trial.</strong> Start small: a trial of {claims.trialLeads[0]} or {claims.trialLeads[1]} leads
          is enough to test contact rates and fit. With us, {qualitativeClaims.noLeadsNoPayment}.
        </li>
        <li>
          <strong>Prepare your team.</strong> Connect delivery to your CRM, set up alerts and agree the call cycle
          before the first lead arrives. Delivery usually starts {claims.deliveryStartsHours} hours after setup.
        </li>
        <li>
          <strong>Measure and scale.</strong> Track contact rate, conversion and cost per sale for each source, share
          the results with your provider and scale what works.
        </li>
      </ol>

      <h2 id="speed-to-lead">Speed to lead and follow-up</h2>
      <p>
        The single biggest factor in lead conversion is within your control: how quickly you respond. Interest is
        highest in the minutes after someone fills in a form, and every competitor they also contacted is racing you.
      </p>
      <ul>
        <li>
          <strong>Respond within {advice.respondWithinMinutes} minutes.</strong> A call in the first few minutes reaches
          people while they are still thinking about your offer.
        </li>
        <li>
          <strong>Do not wait an hour.</strong> Conversion drops by {advice.conversionDropAfterHourPercent}% once an
          hour has passed, and longer delays cut conversion by {advice.delayConversionCutPercent}.
        </li>
        <li>
          <strong>Follow a call cycle.</strong> Plan a {advice.callCycle} call cycle in the first week, at different
          times of day, backed by SMS or email where the person agreed to it.
        </li>
        <li>
          <strong>Keep going for {advice.followUpDays} days.</strong> Many leads convert after the first week. Keep a
          lighter follow-up running across a {advice.followUpDays}-day window before you close the record.
        </li>
      </ul>
      <p>
        Set realistic expectations too. Across our campaigns the lead contact rate is about {claims.contactRatePercent}
        %, so a team that gives up after one unanswered call throws away most of what it paid for. The leads that are
        not reached on day one are not bad leads; they are leads that need the rest of the call cycle.
      </p>

      <h2 id="common-mistakes">Five mistakes that waste a lead budget</h2>
      <h3>1. Buying on price alone</h3>
      <p>
        The cheapest lead is rarely the cheapest sale. Very low prices usually mean recycled data, shared leads sold
        many times over, or sources nobody will name. Compare providers on cost per sale, not cost per lead.
      </p>
      <h3>2. Slow or inconsistent follow-up</h3>
      <p>
        Leads bought on Friday afternoon and called on Monday morning have already cooled. If your team cannot respond
        within minutes, reduce the volume or schedule delivery for the hours you are staffed.
      </p>
      <h3>3. Scaling before the trial has answered anything</h3>
      <p>
        A trial exists to answer questions: do these people pick up, do they fit, do they buy? Ordering thousands of
        leads before you know the answers multiplies any problem in the campaign.
      </p>
      <h3>4. Ignoring where the leads come from</h3>
      <p>
        If a provider cannot tell you the source of a lead and when consent was given, you are carrying its compliance
        risk. Ask before you buy, and ask again when volumes suddenly rise.
      </p>
      <h3>5. Not feeding results back</h3>
      <p>
        Providers can only optimise what they can see. Share which leads converted and which did not, and a good partner
        will adjust targeting, questions and sources. Without feedback, the campaign stays exactly as good as it was on
        day one.
      </p>

      <h2 id="expert-tips">Three tips from our campaign team</h2>
      <h3>Tip 1: treat your trial as an experiment</h3>
      <p>
        Decide before the trial what success looks like: a target contact rate, a target number of appointments and a
        cost per sale you can live with. Call every trial lead through the full {advice.callCycle} call cycle, then
        judge the results against those targets rather than against a gut feeling from the first morning.
      </p>
      <h3>Tip 2: plan around the seasons</h3>
      <p>
        Media costs are not flat across the year. In the October quarter, cost per click typically rises by{" "}
        {advice.octoberCpcRise} as retailers and advertisers compete for attention before Christmas. Agree volumes and
        prices ahead of that period, and consider building a pipeline earlier in the year.
      </p>
      <h3>Tip 3: spend on new leads before old ones</h3>
      <p>
        It is tempting to mine your old database first. Win-back campaigns aimed at people who have been inactive for{" "}
        {advice.winBackInactiveMonths}+ months are often not cost-effective: contact details have changed and interest
        has moved on. Test a small win-back segment, and put the main budget into fresh, opt-in leads.
      </p>

      <h2 id="industries">Industries that buy leads well</h2>
      <p>
        Lead generation works best where a conversation adds value and a customer is worth more than the cost of finding
        them. These are the industries we work with most:
      </p>
      <ul>
        {industries.map((name) => (
          <li key={name}>
            <strong>{name}</strong>: {industryNotes({ PageLink })[name]}
          </li>
        ))}
      </ul>
      <p>
        And more: if your business sells to Australian or New Zealand consumers and your team can call quickly, a lead
        campaign can usually be built around it.
      </p>

      <h2 id="choosing-a-provider">Choosing the right provider</h2>
      <p>
        A good lead provider behaves like a partner rather than a vendor. It asks about your business before it quotes,
        tells you where its leads come from, rejects bad records without being asked and wants to hear how the leads
        performed. The checklist and red flags in{" "}
        <PageLink to="/lead-generation-insights/lead-gen-companies">our guide to lead generation companies</PageLink>{" "}
        will help you compare candidates side by side.
      </p>
      <p>
        If you would like to see how we run a campaign from start to finish, our{" "}
        <PageLink to="/lead-generation-insights/customer-acquisition-methodology">
          customer acquisition methodology
        </PageLink>{" "}
        sets out the six steps, from knowing your customer to growing and retaining the customers you win. Our{" "}
        <PageLink to="/lead-generation">lead generation service</PageLink> covers B2C, call-centre and marketing leads,
        and we are {qualitativeClaims.callCentres}.
      </p>

      <h2 id="next-steps">Your next steps</h2>
      <p>Before you place your first order, make sure you can answer yes to each of these:</p>
      <ul>
        <li>You know the most you can afford to pay for a lead, and for a sale.</li>
        <li>You have agreed whether you are buying MQLs or SQLs, with written criteria.</li>
        <li>Your provider has named its sources and shown how consent is recorded.</li>
        <li>Duplicates and invalid leads are rejected or replaced at no charge.</li>
        <li>Your team can respond within {advice.respondWithinMinutes} minutes and follow a call cycle.</li>
        <li>You have a small trial planned, with targets to judge it by.</li>
      </ul>
      <p>
        If you would like help with any of these, talk to us. A {claims.strategyCallMinutes}-minute strategy call is
        usually enough to agree the right lead type, a realistic volume and a trial that will tell you whether to scale.
      </p>
    </>
  ),
);

/** The closing call to action under the guide. */
export const closing = {
  id: "lead-strategy",
  title: "Ready to put this guide to work?",
  text: `Tell us who you want to reach. We reply within ${claims.replyWithinHours} hours, with a count and quote within ${claims.quoteWithinHours} hours at no cost.`,
  primary: { to: "/contact", label: "Get Your Lead Strategy" },
  phones: true,
} as const;
