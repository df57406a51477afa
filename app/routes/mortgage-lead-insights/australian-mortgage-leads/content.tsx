// Article: Australian mortgage leads (generation, SMS verification, exclusive vs
// shared, the test order, compliance). Copy only; layout is ArticleLayout.
import { defineArticle } from "#app/content/article-schema.ts";
import { claims, regulation, team } from "#shared/site/facts.ts";
import { reviews } from "#shared/site/reviews.ts";

const author = team[0];

/** The broker client's review from the home page's review list (one source for the quote). */
const brokerReview = reviews.find((r) => r.organisation === "Harbourside Home Loans");
if (!brokerReview) throw new Error("The mortgage client review is missing from app/content/reviews.ts");

export const australianMortgageLeadsArticle = defineArticle(
  {
    path: "/mortgage-lead-insights/australian-mortgage-leads",
    headline: "Australian Mortgage Leads: How They Are Generated, Verified and Bought",
    summary:
      "What Australian brokers should know before buying mortgage leads: how leads are generated, how SMS verification and pre-qualification work, exclusive versus shared leads, how to run a test order, and the compliance rules that apply on both sides.",
    author: author.name,
    authorRole: author.role,
    published: "2026-11-22",
    updated: "2026-11-22",
    related: [
      "/mortgage-leads",
      "/mortgage-lead-insights/mortgage-lead-generation-7-tips",
      "/lead-generation-insights/lead-gen-companies",
    ],
    toc: true,
  },
  ({ MarkedItem, MarkedList, PageLink, QuoteCard }) => (
    <>
      <h2 id="what-is-a-mortgage-lead">What counts as a mortgage lead</h2>
      <p>
        A mortgage lead is a person who has asked to hear from a broker about a home loan and has agreed to be
        contacted. That sounds simple, but the phrase covers a wide range of quality. At one end is a borrower who
        enquired minutes ago, confirmed their mobile number and answered questions about what they need. At the other is
        a name and number collected months ago, for something else, and sold to anyone who will pay. Both are sold as
        “mortgage leads”.
      </p>
      <p>
        For a broker, the difference shows up in three places: how many leads you reach, how many you can help, and
        whether the consent behind each lead will stand up if a borrower asks why you called. This article explains how
        good leads are produced and checked, what exclusivity means, and how to test a supplier without taking on much
        risk. For the follow-up side, see our{" "}
        <PageLink to="/mortgage-lead-insights/mortgage-lead-generation-7-tips">
          seven tips to convert more mortgage leads
        </PageLink>
        .
      </p>

      <h2 id="how-generated">How mortgage leads are generated</h2>
      <p>
        Most mortgage leads begin online. A borrower researching a first home, a refinance or an investment property
        responds to a campaign and completes an enquiry, answering a few questions about their situation and agreeing to
        be contacted by a broker. The campaign might run on search, social media or partner websites; what matters is
        that the person understood what they were asking for and who would call.
      </p>
      <p>
        A reputable supplier can tell you which channels it uses, show you the enquiry form and the consent wording, and
        explain how it keeps volume steady when one channel becomes expensive. Our leads are opt-in, come from
        compliance-audited sources, and reflect interest expressed within the last {claims.leadFreshnessHours} hours.
        Lead delivery starts {claims.deliveryStartsHours} hours after setup, so your team can call while the enquiry is
        fresh.
      </p>

      <h2 id="how-verified">How leads are verified</h2>
      <p>
        Verification is where leads are won or lost. An enquiry form on its own proves only that someone typed something
        into it. Three checks turn that into a lead worth paying for:
      </p>
      <MarkedList kind="number" testId="verification-steps">
        <MarkedItem kind="number" n={1} title="SMS verification">
          The borrower receives a text message during the enquiry and confirms it. This proves the mobile number is
          real, is switched on, and belongs to the person who made the enquiry, which removes wrong numbers, typing
          errors and fake submissions before they reach you.
        </MarkedItem>
        <MarkedItem kind="number" n={2} title="Pre-qualification">
          The borrower answers questions about what they need, such as the purpose of the loan and their timeframe.
          Enquiries that clearly do not fit the campaign are filtered out, so your first call starts with context rather
          than a blank page.
        </MarkedItem>
        <MarkedItem kind="number" n={3} title="Real-time duplicate rejection">
          Each lead is checked against those already delivered to you before it is sent. In large campaigns, over{" "}
          {claims.duplicateRejectionPercent}% of leads are rejected as duplicates in real time, and we do not charge for
          them.
        </MarkedItem>
      </MarkedList>
      <p>
        Our mortgage leads are SMS-verified and pre-qualified, duplicates are rejected in real time, and each lead is
        exclusive to one broker. Ask any supplier which of these checks happen before a lead is delivered, and which
        happen afterwards, if at all.
      </p>

      <h2 id="exclusive-vs-shared">Exclusive versus shared leads</h2>
      <p>
        The biggest single choice when buying mortgage leads is whether each lead is sold once or several times. Shared
        leads cost less per lead because the supplier sells the same enquiry to several brokers. Exclusive leads cost
        more per lead, but you are the only broker calling.
      </p>
      <div className="overflow-x-auto">
        <table>
          <caption className="sr-only">Exclusive and shared mortgage leads compared</caption>
          <thead>
            <tr>
              <th scope="col">Question</th>
              <th scope="col">Exclusive lead</th>
              <th scope="col">Shared lead</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">Who receives it</th>
              <td>Only you</td>
              <td>Several brokers or lenders at once</td>
            </tr>
            <tr>
              <th scope="row">The first call</th>
              <td>A conversation with a borrower expecting one call</td>
              <td>A race: the borrower may hear from several brokers within the hour</td>
            </tr>
            <tr>
              <th scope="row">Price per lead</th>
              <td>Higher</td>
              <td>Lower</td>
            </tr>
            <tr>
              <th scope="row">Borrower experience</th>
              <td>One broker, one relationship</td>
              <td>Repeated calls that can make every broker sound the same</td>
            </tr>
            <tr>
              <th scope="row">Best suited to</th>
              <td>Brokers who want time to advise and build a relationship</td>
              <td>Teams set up to call instantly and at high volume</td>
            </tr>
          </tbody>
        </table>
      </div>
      <p>
        Judge the two on cost per settled loan, not cost per lead. A cheaper lead that several other brokers are also
        calling needs to convert at a much higher rate to come out ahead, and it rarely gives you the time to give
        considered advice.
      </p>

      <h2 id="test-order">Running a test order</h2>
      <p>
        You should never have to buy mortgage leads in bulk before you have seen them work. Our mortgage leads start
        with a minimum test order, for example {claims.mortgageExampleTest} leads, so you can measure results with your
        own team before you scale. Make the test count:
      </p>
      <ul>
        <li>
          Agree the targeting, price per lead and what counts as a valid lead in writing before the first delivery.
        </li>
        <li>
          Call every lead within {claims.advice.respondWithinMinutes} minutes. Conversion drops by{" "}
          {claims.advice.conversionDropAfterHourPercent}% after one hour, so a slow test measures your speed, not the
          leads.
        </li>
        <li>
          Work a {claims.advice.callCycle} call cycle in the first week, then follow up for {claims.advice.followUpDays}{" "}
          days.
        </li>
        <li>Track contact, appointments, applications and settlements for every lead, and share the results.</li>
      </ul>
      <p>One broker client described how their test went:</p>
      <QuoteCard
        quote={brokerReview.text}
        author={brokerReview.author}
        organisation={brokerReview.organisation}
        rating={brokerReview.rating}
      />

      <h2 id="compliance">Compliance for brokers and lead suppliers</h2>
      <p>
        Buying leads does not hand your compliance obligations to someone else. The personal information in each lead is
        covered by the {regulation.privacyAct} and the {regulation.privacyPrinciples}, so you should know how it was
        collected and be able to tell a borrower where you got their details. Follow-up texts and emails are commercial
        messages under the {regulation.spamAct}: they need consent, must identify you, and must offer a way to
        unsubscribe. Calls are subject to the {regulation.doNotCallAct} unless the person has consented to be contacted.
      </p>
      <p>
        Once you are talking to a borrower, the {regulation.creditAct} applies as it does to any client, including the
        best interests duty for mortgage brokers. A supplier cannot do that part for you, but it can make it easier by
        delivering leads with clear consent records and accurate details. We accept clients selectively, our sources are
        compliance audited, and in {claims.yearsExperience} years we have never received a complaint from a government
        department.
      </p>

      <h2 id="questions-to-ask">Questions to ask a mortgage lead supplier</h2>
      <ul>
        <li>Is each lead exclusive to me, and how is that guaranteed?</li>
        <li>Is every mobile number verified by SMS before delivery?</li>
        <li>Which pre-qualification questions does each borrower answer?</li>
        <li>Can I see the enquiry form and consent wording?</li>
        <li>Are duplicates rejected in real time, and am I charged for them?</li>
        <li>Can I start with a test order before committing to volume?</li>
      </ul>
      <p>
        For a longer checklist that applies to any supplier, read{" "}
        <PageLink to="/lead-generation-insights/lead-gen-companies">how to choose a lead generation company</PageLink>.
      </p>

      <h2 id="next-steps">Next steps</h2>
      <p>
        Our <PageLink to="/mortgage-leads">exclusive mortgage broker leads</PageLink> are SMS-verified, pre-qualified
        and sold only to you. We reply to enquiries within {claims.replyWithinHours} hours and provide a count and quote
        within {claims.quoteWithinHours} hours at no additional cost. <PageLink to="/contact">Contact us</PageLink> to
        plan a test order of {claims.mortgageExampleTest} leads.
      </p>
    </>
  ),
);

/** The closing call to action under the article. */
export const closing = {
  title: "Test exclusive mortgage leads with your own team",
  text: `Start with a test order, for example ${claims.mortgageExampleTest} SMS-verified, pre-qualified leads sold only to you.`,
  primary: { to: "/contact", label: "Request a Test Order" },
  secondary: { to: "/mortgage-leads", label: "View Mortgage Leads" },
} as const;
