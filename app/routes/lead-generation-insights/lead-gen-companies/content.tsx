// Article: how to choose a lead generation company (key questions, the
// eight-point checklist, the six red flags). Copy only; layout is ArticleLayout.
import { defineArticle } from "#app/content/article-schema.ts";
import { claims, company, externalUrls, regulation, team } from "#shared/site/facts.ts";

const author = team[0];

export const leadGenCompaniesArticle = defineArticle(
  {
    path: "/lead-generation-insights/lead-gen-companies",
    headline: "How to Choose a Lead Generation Company in Australia",
    summary: `The questions to ask before you sign, an eight-point checklist for comparing providers, and six red flags that should send you elsewhere, from a team that has run lead campaigns for Australian businesses since ${company.foundingYear}.`,
    author: author.name,
    authorRole: author.role,
    published: "2026-11-22",
    updated: "2026-11-22",
    related: [
      "/lead-generation-insights/sales-leads-buying-guide-australia",
      "/lead-generation-insights/customer-acquisition-methodology",
      "/lead-generation-insights/call-centre-partner",
    ],
    toc: true,
  },
  ({ ExternalLink, MarkedItem, MarkedList, PageLink }) => (
    <>
      <h2 id="why-it-matters">Why the choice of provider matters</h2>
      <p>
        Buying leads is one of the fastest ways to fill a sales pipeline, and one of the easiest ways to waste a
        marketing budget. Two providers can quote a similar price per lead and deliver completely different results: one
        sends people who asked to be contacted and still remember doing so, the other sends names that were collected
        for something else, sold several times over and never checked. Your sales team finds out which one you chose
        within a week, usually by the sound of the phone being hung up.
      </p>
      <p>
        The difference rarely shows in a sales presentation. It shows in where the leads come from, how they are checked
        before they reach you, what happens when one is wrong, and whether the provider can prove that every record was
        collected lawfully. This guide sets out the questions that bring those differences to the surface, an
        eight-point checklist for comparing providers side by side, and six red flags that tell you to keep looking. If
        you are new to buying leads, start with our{" "}
        <PageLink to="/lead-generation-insights/sales-leads-buying-guide-australia">
          sales leads buying guide for Australia
        </PageLink>{" "}
        and come back to this checklist when you are ready to compare suppliers.
      </p>

      <h2 id="key-questions">Key questions to ask before you sign</h2>
      <p>
        A good provider will welcome these questions and answer them in plain language, with examples. Ask them early,
        ideally before you talk about price, and write the answers down so you can compare providers fairly.
      </p>
      <h3>Where exactly do the leads come from?</h3>
      <p>
        Ask for the channels (search, social, websites, surveys, partner sites), the wording the consumer saw when they
        gave consent, and whether any part of the generation is outsourced. A provider that runs its own campaigns can
        show you a sample of the form and the consent statement; a reseller often cannot.
      </p>
      <h3>How is each lead qualified before it is delivered?</h3>
      <p>
        Qualification means more than a valid-looking phone number. Ask which questions each person answered, which
        answers disqualify a lead, and whether phone numbers and email addresses are validated in real time rather than
        in a batch at the end of the month.
      </p>
      <h3>Is the lead exclusive to me, or shared?</h3>
      <p>
        A shared lead is sold to several buyers at once, so you are competing on speed from the moment it arrives. An
        exclusive lead is sold once. Both can work, but you should know which you are paying for and price your
        expectations accordingly.
      </p>
      <h3>What happens to duplicates and invalid leads?</h3>
      <p>
        Every large campaign produces duplicates: people who enquire twice, or who are already in your database. Ask
        whether duplicates are removed before delivery, whether they are checked against your own customer file, and
        whether you are charged for them. On our own large campaigns, over {claims.duplicateRejectionPercent}% of leads
        are rejected as duplicates in real time, and clients are not charged for them.
      </p>
      <h3>How do you charge, and what am I committing to?</h3>
      <p>
        Find out whether you pay for results (per lead) or for time and media spend, whether there is a setup fee, and
        how long the minimum term is. Ask whether you can start with a small trial before committing to volume.
      </p>
      <h3>How fast will I receive leads, and how will I receive them?</h3>
      <p>
        Speed matters more than most buyers expect. Advice we give every client is to contact a new lead within{" "}
        {claims.advice.respondWithinMinutes} minutes, because conversion drops by{" "}
        {claims.advice.conversionDropAfterHourPercent}% after one hour. Leads emailed in a spreadsheet the next morning
        are already cold; leads posted into your CRM or dialler as they are generated are not.
      </p>

      <h2 id="evaluation-checklist">The eight-point evaluation checklist</h2>
      <p>
        Use these eight points to score each provider on your shortlist. A provider does not need to be perfect on every
        point, but a gap on qualification, data quality or compliance is hard to make up elsewhere.
      </p>
      <MarkedList kind="number" testId="checklist">
        <MarkedItem kind="number" n={1} title="Multiple generation methods">
          The provider generates leads through more than one channel, such as digital campaigns and surveys, so that
          volume does not collapse when one channel becomes expensive or a platform changes its rules.
        </MarkedItem>
        <MarkedItem kind="number" n={2} title="Built-in qualification">
          Qualifying questions are part of how each lead is captured, not an optional extra, and the provider can tell
          you which answers stop a lead from reaching you.
        </MarkedItem>
        <MarkedItem kind="number" n={3} title="Ongoing optimisation">
          Campaigns are reviewed and adjusted while they run, using your feedback on contact and conversion, rather than
          being set up once and left alone.
        </MarkedItem>
        <MarkedItem kind="number" n={4} title="Real-time data quality">
          Phone numbers and email addresses are validated, and duplicates are rejected, as each lead is generated,
          before it is delivered and before you are billed for it.
        </MarkedItem>
        <MarkedItem kind="number" n={5} title="Transparent reporting">
          You can see volumes, rejections and sources for your campaign, and the provider explains the numbers instead
          of sending a single total at the end of the month.
        </MarkedItem>
        <MarkedItem kind="number" n={6} title="Industry references">
          The provider can point to clients in your industry, or one close to it, who will talk to you about their
          experience.
        </MarkedItem>
        <MarkedItem kind="number" n={7} title="Fast delivery">
          Leads reach you in real time, or close to it, through a method your team already uses: your CRM, your dialler,
          or an email per lead.
        </MarkedItem>
        <MarkedItem kind="number" n={8} title="ACMA compliance">
          The provider understands the rules the {regulation.regulator} enforces, including the {regulation.spamAct} and
          the {regulation.doNotCallAct}, and can show the consent record for any lead you ask about.
        </MarkedItem>
      </MarkedList>
      <p>
        ACMA publishes guidance on{" "}
        <ExternalLink href={externalUrls.acma}>telemarketing and the Do Not Call Register</ExternalLink>. It is worth
        reading before your first campaign, because the obligations apply to the business making the calls as well as to
        the business supplying the leads.
      </p>

      <h2 id="red-flags">Six red flags to watch for</h2>
      <p>
        Any one of these should make you slow down and ask more questions. Two or more together usually mean the
        provider is selling volume, not outcomes.
      </p>
      <MarkedList kind="flag" testId="red-flags">
        <MarkedItem kind="flag" title="Guaranteed conversions">
          No honest provider can guarantee how many leads become customers. Conversion depends on your offer, your price
          and how quickly your team calls. A promise of sales is a sales line.
        </MarkedItem>
        <MarkedItem kind="flag" title="Vague lead sources">
          “Our network” and “proprietary channels” are not answers. If the provider cannot tell you where a lead came
          from, it cannot prove the person agreed to be contacted.
        </MarkedItem>
        <MarkedItem kind="flag" title="Long contracts up front">
          A provider confident in its leads lets you test them first. A long minimum term signed before a single lead
          has been delivered moves all of the risk to you.
        </MarkedItem>
        <MarkedItem kind="flag" title="Too-cheap pricing">
          Leads priced far below the rest of the market are usually shared many times, recycled from old lists or
          unverified. The saving disappears in wasted calls.
        </MarkedItem>
        <MarkedItem kind="flag" title="No questions about your business">
          A provider that quotes without asking who your customers are, what you sell and how your team follows up is
          not going to target your campaign. It is going to sell you whatever it already has.
        </MarkedItem>
        <MarkedItem kind="flag" title="Evasive answers on compliance">
          If questions about consent, the Do Not Call Register or the {regulation.privacyAct} are met with reassurance
          instead of records, walk away. A compliance breach lands on the business that made the call.
        </MarkedItem>
      </MarkedList>

      <h2 id="run-a-trial">How to run a fair trial</h2>
      <p>
        The best evidence about a provider is a small batch of its leads worked by your own team. We offer a trial of{" "}
        {claims.trialLeads.join(" or ")} leads for exactly this reason, and a fair trial elsewhere should look similar.
        Agree the targeting and the price per lead in writing, then measure three things: how many leads you reach, how
        many are genuinely interested, and how many become customers.
      </p>
      <p>
        Give the trial a fair chance. Call each lead within {claims.advice.respondWithinMinutes} minutes of delivery,
        work a {claims.advice.callCycle} call cycle in the first week, and keep following up for{" "}
        {claims.advice.followUpDays} days before you judge the results. Delays cut conversion by{" "}
        {claims.advice.delayConversionCutPercent}, so a trial worked slowly tells you more about your process than about
        the leads. For reference, the contact rate on our leads is about {claims.contactRatePercent}%.
      </p>

      <h2 id="how-we-answer">How we answer these questions</h2>
      <p>
        We would rather you ask us every question on this page than sign with anyone on trust. In short: our leads are
        opt-in, generated from a mix of warm digital campaigns and off-shore survey leads, and drawn from
        compliance-audited sources. Duplicates are rejected in real time at no charge. We charge per lead with a clear
        upfront cost and no fee for time, and if we cannot generate leads for your campaign, you do not pay.
      </p>
      <p>
        We also say no. We accept clients selectively, because a campaign we cannot run well is bad for both of us, and
        in {claims.yearsExperience} years we have never received a complaint from a government department. We reply to
        enquiries within {claims.replyWithinHours} hours and provide a count and quote within {claims.quoteWithinHours}{" "}
        hours at no additional cost.
      </p>
      <p>
        To see how a campaign is planned and run from the first conversation, read our{" "}
        <PageLink to="/lead-generation-insights/customer-acquisition-methodology">
          customer acquisition methodology
        </PageLink>
        . If you run an outbound team, our guide to{" "}
        <PageLink to="/lead-generation-insights/call-centre-partner">
          choosing a lead partner for your call centre
        </PageLink>{" "}
        covers contact rates and dialling in more depth. When you are ready, look at our{" "}
        <PageLink to="/lead-generation">lead generation service</PageLink> or{" "}
        <PageLink to="/contact">ask us for a count and quote</PageLink>.
      </p>
    </>
  ),
);

/** The closing call to action under the article. */
export const closing = {
  title: "Put us through the checklist",
  text: `Ask us every question on this page. We reply within ${claims.replyWithinHours} hours and send a count and quote within ${claims.quoteWithinHours} hours at no cost.`,
  primary: { to: "/contact", label: "Ask Us Anything" },
  secondary: { to: "/lead-generation", label: "Our Lead Generation Service" },
} as const;
