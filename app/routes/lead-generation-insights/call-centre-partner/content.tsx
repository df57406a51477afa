// Article: choosing a lead partner for a call centre. Copy only; the route adds
// the closing calls to action ('Get Expert Guidance', 'Explore Our Solutions').
import { defineArticle } from "#app/content/article-schema.ts";
import { claims, externalUrls, regulation, team } from "#shared/site/facts.ts";

const author = team[2];

export const callCentrePartnerArticle = defineArticle(
  {
    path: "/lead-generation-insights/call-centre-partner",
    headline: "Choosing a Lead Partner for Your Call Centre",
    summary:
      "What an Australian call centre should expect from the business that supplies its leads: fresh opt-in data, real-time validation and duplicate rejection, contact rates you can staff around, compliance you can prove, and terms that pay for results.",
    author: author.name,
    authorRole: author.role,
    published: "2026-11-22",
    updated: "2026-11-22",
    related: [
      "/lead-generation-insights/lead-gen-companies",
      "/lead-generation-insights/sales-leads-buying-guide-australia",
      "/lead-generation-insights/customer-acquisition-methodology",
    ],
    toc: true,
  },
  ({ BackLink, ExternalLink, KeyFigure, KeyFigures, PageLink }) => (
    <>
      <p>
        <BackLink to="/">Back to Home</BackLink>
      </p>

      <h2 id="what-a-floor-needs">What a call centre needs from a lead partner</h2>
      <p>
        A call centre runs on two numbers: how many people answer, and how many of those say yes. Everything else, from
        roster planning to commission, follows from them. That makes the lead partner one of the most important
        suppliers a contact centre has. A poor source does not only waste the cost of the leads; it wastes agent hours,
        drags down morale and, if the consent behind the data is weak, puts the centre’s own compliance record at risk.
      </p>
      <p>
        Many of Australia’s top call centres trust us with their leads, and the conversations we have with them come
        back to the same five things: fresh data, clean data, predictable contact rates, compliance that stands up to
        scrutiny, and commercial terms that tie cost to results. This article takes each in turn, with the questions to
        ask a prospective partner. For the wider picture of choosing any lead supplier, see{" "}
        <PageLink to="/lead-generation-insights/lead-gen-companies">how to choose a lead generation company</PageLink>.
      </p>

      <h2 id="fresh-opt-in-data">Fresh, opt-in data</h2>
      <p>
        The older a lead, the less the person remembers asking to be contacted, and the shorter the call. Ask how recent
        the interest behind each lead is, and how it was captured. Our leads reflect interest expressed within the last{" "}
        {claims.leadFreshnessHours} hours, and every one is opt-in: the person agreed to be contacted about the offer
        your agents will be calling about.
      </p>
      <p>
        Source mix matters for volume. We combine warm digital leads with off-shore survey leads, so a campaign can keep
        a steady flow when one channel becomes expensive. Ask any partner how they would keep your dialler fed if their
        main channel dried up for a fortnight; a single-channel supplier rarely has a good answer.
      </p>

      <h2 id="validation-and-duplicates">Real-time validation and duplicate rejection</h2>
      <p>
        Agents should never dial a disconnected number or call the same person twice in a morning. That work belongs
        upstream, before the lead is delivered and before it is billed. Phone numbers and email addresses should be
        validated as each lead is generated, and every lead should be checked against the leads already delivered to you
        and, where you supply it, against your own customer file.
      </p>
      <p>
        The volume this removes is larger than most buyers expect. In large campaigns, over{" "}
        {claims.duplicateRejectionPercent}% of our leads are rejected as duplicates in real time, at no charge to the
        client. A partner that de-duplicates at the end of the month, or bills first and credits later, is asking your
        floor to carry that waste in the meantime.
      </p>

      <h2 id="contact-rates">Contact rates you can plan around</h2>
      <p>
        Rostering needs a number. If you know roughly how many leads will answer, you can plan agent hours, set targets
        and judge a campaign on evidence rather than impressions. The lead contact rate on our campaigns is about{" "}
        {claims.contactRatePercent}%. Ask every prospective partner for theirs, how it is measured, and whether they
        will work with you to improve it when your own results differ.
      </p>
      <KeyFigures>
        <KeyFigure value={`${claims.contactRatePercent}%`}>Approximate lead contact rate on our campaigns.</KeyFigure>
        <KeyFigure value={`${claims.duplicateRejectionPercent}%+`}>
          Leads in large campaigns rejected as duplicates in real time, at no charge.
        </KeyFigure>
        <KeyFigure value={`${claims.deliveryStartsHours} h`}>
          From setup to the first lead delivered to your team.
        </KeyFigure>
      </KeyFigures>

      <h2 id="speed-to-lead">Speed to lead and dialling strategy</h2>
      <p>
        The best lead in the country is worth little if it sits in an inbox. We advise clients to call each new lead
        within {claims.advice.respondWithinMinutes} minutes: conversion drops by{" "}
        {claims.advice.conversionDropAfterHourPercent}% after one hour, and longer delays cut conversion by{" "}
        {claims.advice.delayConversionCutPercent}. The practical answer is to post leads straight into your dialler or
        CRM as they are generated, and to put new leads at the front of the queue.
      </p>
      <p>
        After the first attempt, work a {claims.advice.callCycle} call cycle in the first week, varying the time of day,
        then keep the lead in a slower follow-up cadence for a {claims.advice.followUpDays}-day window. Report outcomes
        back to your partner: which leads answered, which converted, which were wrong. That feedback is what lets a good
        partner tune targeting while your campaign is live.
      </p>

      <h2 id="compliance">Compliance: your partner’s problem as well as yours</h2>
      <p>
        The obligations of outbound calling fall on the business that makes the call, so a partner’s compliance record
        becomes part of yours. In Australia that means the {regulation.doNotCallAct}, the {regulation.spamAct} for SMS
        and email, the {regulation.privacyAct}, and the {regulation.telemarketingStandard}, which limits calls to{" "}
        {regulation.telemarketingHours.weekdays} on weekdays and {regulation.telemarketingHours.saturday} on Saturdays,
        with no calls on {regulation.telemarketingHours.never}. The {regulation.regulator} enforces these rules and
        publishes <ExternalLink href={externalUrls.acma}>guidance for telemarketers</ExternalLink>.
      </p>
      <p>
        Ask a prospective partner for the consent record behind a lead you choose at random, and for how their sources
        are audited. Our sources are compliance audited, our leads are opt-in, and in {claims.yearsExperience} years we
        have never received a complaint from a government department. We also accept clients selectively, which protects
        the sources that every client depends on.
      </p>

      <h2 id="commercial-terms">Commercial terms that suit a contact centre</h2>
      <p>
        A call centre already carries the cost of its agents. It should not also carry the risk that a supplier’s
        campaign underperforms. We charge no fee for time: you pay per lead, with a clear upfront cost, and if we cannot
        generate leads for your campaign, you do not pay. You can start with a trial of {claims.trialLeads.join(" or ")}{" "}
        leads, and we provide a count and quote within {claims.quoteWithinHours} hours at no additional cost.
      </p>
      <p>
        Whichever partner you choose, agree in writing what counts as a valid lead, how invalid leads are credited, and
        how quickly you will hear about a change in volume. Those three clauses prevent most disputes.
      </p>

      <h2 id="further-reading">Further reading</h2>
      <p>
        For the services behind this article, see our <PageLink to="/lead-generation">lead generation service</PageLink>
        , which covers B2C, call-centre and marketing leads. To see how we plan, run and improve a campaign from the
        first conversation, read our{" "}
        <PageLink to="/lead-generation-insights/customer-acquisition-methodology">
          customer acquisition methodology
        </PageLink>
        . And if you are new to buying leads, the{" "}
        <PageLink to="/lead-generation-insights/sales-leads-buying-guide-australia">sales leads buying guide</PageLink>{" "}
        explains the terms, pricing models and pitfalls in detail.
      </p>
    </>
  ),
);

/** The closing call to action under the article. */
export const closing = {
  title: "Find a lead partner your floor can rely on",
  text: `Tell us about your campaign: we reply within ${claims.replyWithinHours} hours and provide a count and quote within ${claims.quoteWithinHours} hours at no cost.`,
  primary: { to: "/contact", label: "Get Expert Guidance" },
  secondary: { to: "/our-solutions", label: "Explore Our Solutions" },
} as const;
