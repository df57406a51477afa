// Article: fundraising leads in Australia (donor acquisition, qualification,
// campaign optimisation, data management, five mistakes, a client testimonial).
import { defineArticle } from "#app/content/article-schema.ts";
import { claims, externalUrls, regulation, team } from "#shared/site/facts.ts";
import { reviews } from "#shared/site/reviews.ts";

const author = team[1];

/** The fundraising client's review from the home page's review list (one source for the quote). */
const fundraisingReview = reviews.find((r) => r.organisation === "Hope Foundation Australia");
if (!fundraisingReview) throw new Error("The fundraising client review is missing from app/content/reviews.ts");

export const fundraisingLeadsArticle = defineArticle(
  {
    path: "/lead-generation-insights/Fundraising-Leads-Australia",
    headline: "Fundraising Leads in Australia: A Practical Guide to Donor Acquisition",
    summary:
      "How Australian charities find, qualify and convert regular givers: where fundraising leads come from, how to qualify them, how to optimise a campaign, how to manage the data, and the five mistakes that cost programs the most.",
    author: author.name,
    authorRole: author.role,
    published: "2026-11-22",
    updated: "2026-11-22",
    related: [
      "/fundraising-leads",
      "/lead-generation-insights/customer-acquisition-methodology",
      "/lead-generation-insights/sales-leads-buying-guide-australia",
    ],
    toc: true,
  },
  ({ ExternalLink, KeyFigure, KeyFigures, MarkedItem, MarkedList, PageLink, QuoteCard }) => (
    <>
      <h2 id="why-regular-givers">Why regular givers matter</h2>
      <p>
        A one-off gift helps a charity this month. A regular giver helps it every month, and gives the organisation
        something it rarely has: income it can plan around. That is why so many Australian charities put regular-giver
        acquisition at the centre of their fundraising, and why the quality of the people they call matters so much.
        Every call to someone who never wanted to hear from the charity costs money, and it can cost goodwill too.
      </p>
      <p>
        Fundraising leads are people who have said they are open to hearing from a charity about a cause, and who have
        agreed to be contacted. This guide explains how those leads are generated, how to qualify them, how to run and
        improve a campaign, and how to look after the data, followed by the five mistakes we see most often. It is
        written for fundraising managers and the telefundraising teams and agencies who work with them.
      </p>

      <h2 id="donor-acquisition">Donor acquisition: where fundraising leads come from</h2>
      <p>
        Most regular-giver leads start with an online or survey interaction in which a person expresses interest in a
        cause, such as children’s health, animal welfare or disaster relief, and agrees to be contacted about it. The
        strongest leads come from a clear value exchange: the person understands who may call, why, and what they are
        being asked to consider. Vague consent collected for something unrelated produces short calls and complaints.
      </p>
      <p>
        Our fundraising leads are opt-in, come from compliance-audited sources, and follow the fundraising industry
        code. We combine warm digital leads with off-shore survey leads, which lets a program keep volume steady when
        one channel becomes expensive. If you are comparing sources, ask each supplier for the consent wording and the
        date of the interaction, and read the{" "}
        <ExternalLink href={externalUrls.fundraisingCode}>fundraising industry code</ExternalLink> so you know what your
        callers are expected to do with every contact.
      </p>
      <p>
        Pay attention to pricing as well as sourcing. A model where you pay per lead, with a clear upfront cost, keeps
        acquisition cost visible from day one. A model that charges for time and media spend leaves the charity carrying
        the risk that a campaign underperforms. You can read more about how this works on our{" "}
        <PageLink to="/fundraising-leads">fundraising leads service page</PageLink>.
      </p>

      <h2 id="donor-qualification">Donor qualification</h2>
      <p>
        Qualification separates a list of names from a list of likely supporters. A qualified fundraising lead has, at a
        minimum, a working phone number, a stated interest in a cause that matches yours, and a clear record of consent
        to be contacted. The more of that work happens before delivery, the more of your callers’ time goes into
        conversations rather than dead ends.
      </p>
      <ul>
        <li>
          <strong>Cause fit.</strong> Someone interested in animal welfare is not a good lead for a medical research
          appeal, however eager they were on the day. Match the interest question to the program.
        </li>
        <li>
          <strong>Contactability.</strong> Numbers should be validated in real time, before the lead is delivered and
          billed. A realistic contact rate lets you plan caller hours; on our leads it is about{" "}
          {claims.contactRatePercent}%.
        </li>
        <li>
          <strong>Freshness.</strong> Interest fades quickly. Our leads reflect interest expressed within the last{" "}
          {claims.leadFreshnessHours} hours, which is why the speed of your first call matters as much as the lead
          itself.
        </li>
        <li>
          <strong>Existing supporters.</strong> Current donors should be removed before the campaign starts, so they are
          thanked rather than asked again.
        </li>
      </ul>

      <h2 id="campaign-optimisation">Campaign optimisation</h2>
      <p>
        The first week of a campaign tells you more than any forecast. Feed back what your callers hear: which causes
        convert, which times of day answer, which leads were not what they seemed. A good supplier uses that feedback to
        adjust targeting while the campaign runs, rather than at the end of the month.
      </p>
      <KeyFigures>
        <KeyFigure value={`${claims.advice.respondWithinMinutes} min`}>
          Call each new lead within {claims.advice.respondWithinMinutes} minutes of delivery.
        </KeyFigure>
        <KeyFigure value={`${claims.advice.conversionDropAfterHourPercent}%`}>
          The drop in conversion when the first call comes after one hour.
        </KeyFigure>
        <KeyFigure value={claims.advice.callCycle}>
          Calls in the first week: the call cycle that gives every lead a fair chance.
        </KeyFigure>
      </KeyFigures>
      <p>
        Speed is the easiest lever to pull. Delays cut conversion by {claims.advice.delayConversionCutPercent}, so route
        leads straight into your dialler and work a {claims.advice.callCycle} call cycle in the first week, at different
        times of day, then keep following up within a {claims.advice.followUpDays}-day window. Calls must stay within
        the hours set by the {regulation.telemarketingStandard}: {regulation.telemarketingHours.weekdays} on weekdays,{" "}
        {regulation.telemarketingHours.saturday} on Saturdays, and never on {regulation.telemarketingHours.never}.
      </p>
      <p>
        Timing matters across the year too. Digital cost per click rises by {claims.advice.octoberCpcRise} in the
        October quarter, when advertisers compete hardest for attention ahead of Christmas. Buying leads per lead rather
        than paying for clicks protects your acquisition cost from those swings, and planning volume ahead of the busy
        quarter keeps your callers busy when media costs peak.
      </p>

      <h2 id="data-management">Data management</h2>
      <p>
        Fundraising data has a long life. A person who gives monthly may stay on your file for years, and every record
        should be able to answer two questions at any time: where did this person come from, and what did they agree to?
        Keep the source, date and consent wording with the record, not in a separate spreadsheet.
      </p>
      <p>
        De-duplication pays for itself. In large campaigns, over {claims.duplicateRejectionPercent}% of leads are
        rejected as duplicates in real time, and our clients are not charged for them. Suppress existing supporters and
        anyone who has asked not to be contacted before a campaign starts, and honour suppression requests promptly.
        Handle everything in line with the {regulation.privacyAct} and the {regulation.privacyPrinciples}: collect what
        you need, keep it secure, and let people see and correct what you hold.
      </p>

      <h2 id="common-mistakes">Five common mistakes</h2>
      <MarkedList kind="number" testId="mistakes">
        <MarkedItem kind="number" n={1} title="Letting leads go cold">
          A lead called the next day is a different lead. Conversion drops by{" "}
          {claims.advice.conversionDropAfterHourPercent}% after one hour, so set up delivery into your dialler before
          the campaign starts.
        </MarkedItem>
        <MarkedItem kind="number" n={2} title="Giving up after one call">
          One unanswered call says little about a lead: people are at work, driving or screening unknown numbers. Work a{" "}
          {claims.advice.callCycle} call cycle in the first week before you judge it.
        </MarkedItem>
        <MarkedItem kind="number" n={3} title="Paying for time instead of results">
          Fees for hours and media spend leave the charity carrying the risk. Pay per lead, with a clear upfront cost,
          so every dollar is tied to a real opportunity.
        </MarkedItem>
        <MarkedItem kind="number" n={4} title="Skipping the consent check">
          Every lead should come with its source and consent record, and your supplier should follow the fundraising
          industry code. Ask before the first delivery, not after the first complaint.
        </MarkedItem>
        <MarkedItem kind="number" n={5} title="Chasing long-lapsed donors at any cost">
          Win-back campaigns for people inactive for {claims.advice.winBackInactiveMonths}+ months are often not
          cost-effective. Put that budget into fresh, qualified leads and into keeping current givers.
        </MarkedItem>
      </MarkedList>

      <h2 id="client-story">What a client says</h2>
      <p>
        Compliance is the part of a fundraising program that is invisible when it works. This is how one of our charity
        clients described working with us:
      </p>
      <QuoteCard
        quote={fundraisingReview.text}
        author={fundraisingReview.author}
        organisation={fundraisingReview.organisation}
        rating={fundraisingReview.rating}
      />

      <h2 id="getting-started">Getting started</h2>
      <p>
        The simplest way to judge fundraising leads is to work a small batch of them. We offer a trial of{" "}
        {claims.trialLeads.join(" or ")} leads, provide a count and quote within {claims.quoteWithinHours} hours at no
        additional cost, and start delivery {claims.deliveryStartsHours} hours after setup. If we cannot generate leads
        for your program, you do not pay.
      </p>
      <p>
        See the details of our <PageLink to="/fundraising-leads">regular-giver leads</PageLink>, read how we plan
        campaigns in our{" "}
        <PageLink to="/lead-generation-insights/customer-acquisition-methodology">
          customer acquisition methodology
        </PageLink>
        , or <PageLink to="/contact">contact us</PageLink> to talk through your next appeal.
      </p>
    </>
  ),
);

/** The closing call to action under the article. */
export const closing = {
  title: "Grow your regular-giver program",
  text: `Start with a trial of ${claims.trialLeads.join(" or ")} opt-in leads that follow the fundraising industry code, and pay only for the leads you receive.`,
  primary: { to: "/fundraising-leads", label: "View Fundraising Leads" },
  secondary: { to: "/contact", label: "Talk to Our Team" },
} as const;
