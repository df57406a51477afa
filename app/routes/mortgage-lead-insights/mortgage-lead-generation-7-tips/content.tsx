// Article: seven tips for mortgage brokers, as seven numbered cards (icon, title,
// content, benefits). Every figure comes from the facts module.
import { defineArticle } from "#app/content/article-schema.ts";
import { claims, regulation, team } from "#shared/site/facts.ts";

const author = team[3];

export const mortgageSevenTipsArticle = defineArticle(
  {
    path: "/mortgage-lead-insights/mortgage-lead-generation-7-tips",
    headline: "Mortgage Lead Generation: 7 Tips to Convert More Leads",
    summary:
      "Seven practical tips for Australian mortgage brokers who buy or generate leads: how fast to call, how often to follow up, why exclusivity and SMS verification matter, and how to test a supplier before you scale.",
    author: author.name,
    authorRole: author.role,
    published: "2026-11-22",
    updated: "2026-11-22",
    related: [
      "/mortgage-leads",
      "/mortgage-lead-insights/australian-mortgage-leads",
      "/lead-generation-insights/lead-gen-companies",
    ],
    toc: true,
  },
  ({ PageLink, TipBenefits, TipCard, TipCards }) => (
    <>
      <h2 id="conversion-not-volume">Conversion, not volume, is the goal</h2>
      <p>
        Most brokers who are unhappy with their leads have a volume problem on paper and a conversion problem in
        practice. The leads arrive, a few are called, some are called the next day, and the rest sit in a CRM view that
        nobody opens. A month later the conclusion is that “the leads don’t work”, when half of them were never really
        worked at all.
      </p>
      <p>
        The seven tips below come from running mortgage campaigns for Australian brokers and from watching what the
        brokers with the best results do differently. None of them needs a bigger budget. They are about how quickly you
        call, how long you keep going, which leads you buy, and how you judge a supplier before you commit. If you are
        still deciding where your leads should come from, read{" "}
        <PageLink to="/mortgage-lead-insights/australian-mortgage-leads">
          what brokers should know about Australian mortgage leads
        </PageLink>{" "}
        first.
      </p>

      <h2 id="seven-tips">The seven tips</h2>
      <TipCards>
        <TipCard n={1} icon="timer" title={`Respond within ${claims.advice.respondWithinMinutes} minutes`}>
          <p>
            A borrower who has just filled in an enquiry is thinking about their home loan right now. A few minutes
            later they may be on the phone to their bank or filling in another broker’s form. Call within{" "}
            {claims.advice.respondWithinMinutes} minutes of the lead arriving: conversion drops by{" "}
            {claims.advice.conversionDropAfterHourPercent}% after one hour, and longer delays cut it by{" "}
            {claims.advice.delayConversionCutPercent}. Send leads straight to your mobile or CRM, not to a shared inbox
            that someone checks after lunch.
          </p>
          <TipBenefits>
            <li>Reach borrowers while the enquiry is front of mind</li>
            <li>Speak to them before a competing broker or lender does</li>
            <li>More first calls become real conversations</li>
          </TipBenefits>
        </TipCard>

        <TipCard n={2} icon="phone-call" title={`Work a ${claims.advice.callCycle} call cycle in the first week`}>
          <p>
            Not every borrower answers the first time, and a missed call is not a rejection. Plan{" "}
            {claims.advice.callCycle} attempts across the first week at different times of day, within permitted calling
            hours. Leave a short voicemail and follow up with an SMS saying who you are and why you are calling. An SMS
            like this is a commercial message under the {regulation.spamAct}, so it must identify you and offer a way to
            opt out.
          </p>
          <TipBenefits>
            <li>Reach borrowers who miss the first call</li>
            <li>A consistent process every broker in the team can follow</li>
            <li>Fewer good leads written off too early</li>
          </TipBenefits>
        </TipCard>

        <TipCard n={3} icon="calendar-clock" title={`Keep following up for ${claims.advice.followUpDays} days`}>
          <p>
            Home-loan decisions take time. A borrower may be waiting on a payslip, a valuation or a partner’s agreement.
            After the first-week cycle, keep each lead in a lighter cadence for {claims.advice.followUpDays} days: a
            call each week and an email with something useful, such as the list of documents a lender will ask for. A
            borrower who says “not yet” has not said “no”.
          </p>
          <TipBenefits>
            <li>Catch borrowers when their timing is right</li>
            <li>Build trust before the first appointment</li>
            <li>Get full value from every lead you have paid for</li>
          </TipBenefits>
        </TipCard>

        <TipCard n={4} icon="shield-check" title="Choose exclusive, SMS-verified leads">
          <p>
            A shared lead is sold to several brokers at once, so the borrower may take calls from all of them within the
            hour and choose whoever sounded least like a sales pitch. An exclusive lead is sold only to you. SMS
            verification confirms that the mobile number is real and belongs to the person who enquired before the lead
            reaches you. Our <PageLink to="/mortgage-leads">mortgage broker leads</PageLink> are SMS-verified,
            pre-qualified and exclusive.
          </p>
          <TipBenefits>
            <li>No race against other brokers for the same borrower</li>
            <li>Fewer wrong numbers and fake enquiries</li>
            <li>A calmer first call, because you are the only one calling</li>
          </TipBenefits>
        </TipCard>

        <TipCard n={5} icon="clipboard-check" title="Qualify on the first call">
          <p>
            Use the first conversation to understand the borrower’s goal (a purchase, a refinance or an investment),
            their timeframe, their deposit or equity and their employment. It tells you which leads to prioritise, and
            it is the start of the work that the best interests duty under the {regulation.creditAct} expects of
            brokers. Record the answers in your CRM so the next call picks up where the last one ended.
          </p>
          <TipBenefits>
            <li>Spend most of your time on borrowers ready to proceed</li>
            <li>Better notes for compliance and for the next call</li>
            <li>Clear feedback for your lead supplier on lead quality</li>
          </TipBenefits>
        </TipCard>

        <TipCard n={6} icon="flask-conical" title="Test a small order before you scale">
          <p>
            Before committing to volume, run a test order, for example {claims.mortgageExampleTest} leads. Work them
            exactly as you would at scale, with the same speed and call cycle, and track contact, appointments and
            applications. Our mortgage leads start with a minimum test order so that you see results before you spend
            more. A supplier that will not let you test is asking you to take all of the risk.
          </p>
          <TipBenefits>
            <li>Real results from your own team before you commit budget</li>
            <li>A chance to refine your process on a small batch</li>
            <li>Evidence to scale with, not a sales promise</li>
          </TipBenefits>
        </TipCard>

        <TipCard n={7} icon="wallet" title="Pay per lead, not per click">
          <p>
            Running your own ads means paying for clicks whether or not anyone enquires, and click prices move with the
            market: cost per click rises by {claims.advice.octoberCpcRise} in the October quarter. Paying per lead, with
            a clear upfront cost, fixes your cost per opportunity in advance, so you can plan volume around your own
            calendar rather than the ad auctions.
          </p>
          <TipBenefits>
            <li>A predictable cost per opportunity</li>
            <li>No exposure to seasonal rises in click prices</li>
            <li>Budget spent on borrowers, not on impressions</li>
          </TipBenefits>
        </TipCard>
      </TipCards>

      <h2 id="first-month-plan">A first-month plan you can copy</h2>
      <p>
        The tips work best together, as a routine the whole team follows for every lead. Here is a simple version to
        adapt to your business:
      </p>
      <ol>
        <li>
          <strong>Within {claims.advice.respondWithinMinutes} minutes:</strong> call the borrower. If there is no
          answer, leave a voicemail and send an SMS that names you and your business.
        </li>
        <li>
          <strong>Days one to seven:</strong> complete a {claims.advice.callCycle} call cycle at varied times, and
          qualify the borrower as soon as you reach them.
        </li>
        <li>
          <strong>Up to day {claims.advice.followUpDays}:</strong> move unreached and “not yet” leads to a weekly call
          and a helpful email.
        </li>
        <li>
          <strong>At the end of the month:</strong> report contact, appointments and applications back to your supplier,
          so the next batch can be targeted better.
        </li>
      </ol>

      <h2 id="get-started">Get leads worth following up</h2>
      <p>
        The tips above make good leads convert; they cannot rescue leads that were never real. Our{" "}
        <PageLink to="/mortgage-leads">mortgage broker leads</PageLink> are SMS-verified, pre-qualified and exclusive to
        you, and you can start with a test order of {claims.mortgageExampleTest} leads to see how they perform with your
        team. We reply to enquiries within {claims.replyWithinHours} hours, provide a count and quote within{" "}
        {claims.quoteWithinHours} hours at no additional cost, and start delivery {claims.deliveryStartsHours} hours
        after setup. <PageLink to="/contact">Contact us</PageLink> to plan your test.
      </p>
    </>
  ),
);

/** The closing call to action under the article. */
export const closing = {
  title: "Put the tips to work on exclusive leads",
  text: `SMS-verified, pre-qualified and exclusive mortgage leads. Start with a test order, for example ${claims.mortgageExampleTest} leads.`,
  primary: { to: "/mortgage-leads", label: "View Mortgage Leads" },
  secondary: { to: "/contact", label: "Plan a Test Order" },
} as const;
