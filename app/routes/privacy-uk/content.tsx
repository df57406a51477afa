// Privacy notice for people in the United Kingdom and the European Union (UK
// GDPR and EU GDPR), in UK English. Content only: the layout is
// components/pages/policy-layout. Every business fact comes from the facts module; every
// statutory period and what the suppression list keeps from shared/privacy/policy-text.ts.
import { definePolicy } from "#app/content/policy-schema.ts";
import { backupRetentionText } from "#shared/privacy/backup-retention.ts";
import {
  suppressionListText,
  ukResponseShort,
  ukResponseText,
  ukSuppressionText,
} from "#shared/privacy/policy-text.ts";
import { suppressionHashesText } from "#shared/privacy/suppression-list.ts";
import {
  address,
  brand,
  claims,
  dataStorageLocations,
  externalUrls,
  hours,
  overseasRecipientCountries,
  phones,
  privacyEmail,
  retention,
  telHref,
  ukRepresentative,
} from "#shared/site/facts.ts";

const mail = <a href={`mailto:${privacyEmail}`}>{privacyEmail}</a>;
const repMail = <a href={`mailto:${ukRepresentative.email}`}>{ukRepresentative.email}</a>;
const formLink = <a href="#privacy-request">GDPR Request Form</a>;
const icoHost = externalUrls.ico.replace(/^https?:\/\//, "").replace(/\/$/, "");

/** The rights this notice explains, in order (also the test's list). */
export const gdprRights = [
  "The right to be informed",
  "The right of access",
  "The right to rectification (correction)",
  "The right to erasure (deletion)",
  "The right to restrict processing",
  "The right to data portability",
  "The right to object",
  "The right to withdraw consent",
  "The right to complain to the ICO",
] as const;

const [informed, access, rectification, erasure, restrict, portability, object, withdraw, complain] = gdprRights;

export const privacyUkPolicy = definePolicy({
  path: "/privacy-uk",
  headline: "Privacy Notice: UK and GDPR",
  summary: (
    <p>
      How {brand.legalName} uses personal data about people in the United Kingdom and the European Union, your rights
      under the UK GDPR and the EU GDPR, our UK representative and where your data is stored.
    </p>
  ),
  updated: "2026-11-26",
  sections: [
    {
      id: "who-we-are",
      title: "Who we are",
      body: ({ PageLink }) => (
        <>
          <p>
            {brand.legalName} ("{brand.shortName}", "we", "us") is a lead generation, data and list brokerage business
            based in {address.display}. We are the controller of the personal data described in this notice.
          </p>
          <p>
            This notice applies to you if you are in the United Kingdom or the European Union (including the wider
            European Economic Area). It gives you the information that Articles 13 and 14 of the UK GDPR and the EU GDPR
            require. If you live anywhere else, please read our{" "}
            <PageLink to="/privacy-au">privacy policy for Australia, New Zealand and the rest of the world</PageLink>.
          </p>
          <p>
            We do not have an office in the UK, so we have appointed a UK representative, whose details are{" "}
            <a href="#uk-representative">set out below</a>.
          </p>
        </>
      ),
    },
    {
      id: "personal-data",
      title: "The personal data we process",
      body: (
        <ul>
          <li>
            <strong>Identity and contact data</strong>: name, postal address, telephone numbers and email address.
          </li>
          <li>
            <strong>Profile data</strong>: age or date of birth, gender, household details, and the interests and survey
            answers you give us.
          </li>
          <li>
            <strong>Consent data</strong>: when, where and how you agreed to be contacted, including the wording you
            agreed to, your IP address and device details at the time.
          </li>
          <li>
            <strong>Enquiry data</strong>: what you send through our forms, including your organisation, message and the
            details of any privacy request, and the campaign that brought you to our website.
          </li>
          <li>
            <strong>Preference data</strong>: your marketing preferences, opt-outs and suppression requests.
          </li>
          <li>
            <strong>Business contact data</strong>: for our clients, suppliers and data partners, names, job titles and
            business contact details.
          </li>
        </ul>
      ),
    },
    {
      id: "sources",
      title: "Where we get your personal data",
      body: (
        <ul>
          <li>from you, when you complete a form, survey or offer, or contact us;</li>
          <li>
            from data partners, survey companies and list owners who collected it with your consent to its being shared
            for marketing;
          </li>
          <li>
            from our clients, when they ask us to de-duplicate, analyse, enhance or migrate their own customer records;
          </li>
          <li>from publicly available sources, for business contact details.</li>
        </ul>
      ),
    },
    {
      id: "use-and-lawful-bases",
      title: "How we use your personal data and our lawful bases",
      body: (
        <>
          <p>We only use your personal data where the law allows us to. The purposes and lawful bases are:</p>
          <table>
            <thead>
              <tr>
                <th scope="col">Purpose</th>
                <th scope="col">Lawful basis</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <td>Supplying your details to organisations whose offers you asked to hear about</td>
                <td>Consent</td>
              </tr>
              <tr>
                <td>Sending you marketing by email or SMS</td>
                <td>Consent, as the Privacy and Electronic Communications Regulations require</td>
              </tr>
              <tr>
                <td>Checking, de-duplicating and suppressing records, and preventing fraud</td>
                <td>Legitimate interests: keeping our data accurate and respecting opt-outs</td>
              </tr>
              <tr>
                <td>Providing analytics, data enhancement and CRM migration services to our clients</td>
                <td>Legitimate interests of our clients and of us in delivering those services</td>
              </tr>
              <tr>
                <td>Answering enquiries and managing our relationships with clients and suppliers</td>
                <td>Contract, or steps you ask us to take before entering into one; legitimate interests</td>
              </tr>
              <tr>
                <td>Handling privacy requests and complaints, and keeping records of consent</td>
                <td>Legal obligation</td>
              </tr>
            </tbody>
          </table>
          <p>
            Where we rely on legitimate interests, we have weighed those interests against your rights. You can ask us
            for details of that assessment. We do not seek special category data, such as information about your health,
            ethnic origin, political opinions or religious beliefs.
          </p>
        </>
      ),
    },
    {
      id: "sharing",
      title: "Who we share your personal data with",
      body: (
        <>
          <ul>
            <li>
              our clients, who are organisations offering products, services or charitable causes, and the contact
              centres that work for them;
            </li>
            <li>service providers: cloud hosting, email and SMS platforms, data verification and IT support;</li>
            <li>data partners, to match records against suppression and duplicate lists;</li>
            <li>professional advisers, regulators, courts and law enforcement bodies where the law requires it.</li>
          </ul>
          <p>
            Recipients may be located in {overseasRecipientCountries.slice(0, -1).join(", ")} and{" "}
            {overseasRecipientCountries.at(-1)}, as well as in Australia.
          </p>
        </>
      ),
    },
    {
      id: "where-data-is-stored",
      title: "Where your data is stored",
      body: (
        <>
          <p>Your personal data is stored in three places:</p>
          <ul data-testid="storage-locations">
            {dataStorageLocations.map((loc) => (
              <li key={loc.id}>
                <strong>
                  {loc.title} ({loc.place})
                </strong>
                : {loc.detail}
              </li>
            ))}
          </ul>
          <h3>International transfers</h3>
          <p>
            Australia and some of the other countries above do not have UK adequacy regulations or an EU adequacy
            decision. When we transfer your personal data to them, we use the safeguards the law provides: the UK
            International Data Transfer Agreement or Addendum and the European Commission's standard contractual
            clauses. Transfers to US email platforms rely on the UK Extension to the EU-US Data Privacy Framework where
            the provider is certified, and on those contractual safeguards where it is not. You can ask us for a copy of
            the safeguards that apply to your data.
          </p>
        </>
      ),
    },
    {
      id: "retention",
      title: "How long we keep your personal data",
      body: (
        <p>
          We keep personal data only for as long as we reasonably need it for the purposes above, or as the law
          requires. Lead, consent and marketing records are generally kept for {claims.dataRetention}, so that we can
          show how consent was given and keep our duplicate checks accurate. If you object to marketing or ask to be
          suppressed, we keep the minimum details needed to make sure you are not contacted again:{" "}
          {suppressionListText.whileHeld} {suppressionListText.afterErasure} Enquiries sent through our website are kept
          for {retention.enquiryMonths} months, and requests about your rights for {retention.privacyCaseMonths / 12}{" "}
          years after we close them, then reduced to a record of what we did. Data we no longer need is deleted or
          anonymised. {backupRetentionText("uk")}
        </p>
      ),
    },
    {
      id: "your-rights",
      title: "Your rights",
      body: (
        <>
          <p>Under the UK GDPR and the EU GDPR you have these rights:</p>
          <h3>{informed}</h3>
          <p>
            You have the right to clear information about how we use your personal data. That is what this notice is
            for, and we tell you who we are and where to find it when we collect your data.
          </p>
          <h3>{access}</h3>
          <p>You can ask for a copy of the personal data we hold about you and details of how we use it.</p>
          <h3>{rectification}</h3>
          <p>You can ask us to correct personal data that is inaccurate, or to complete data that is incomplete.</p>
          <h3>{erasure}</h3>
          <p>
            You can ask us to delete your personal data, for example where we no longer need it or you withdraw your
            consent. If you also want never to be contacted again, we delete everything else and keep on our suppression
            list {suppressionHashesText}, so that we can honour that. We tell the systems we passed your data to (our
            CRM and list systems) that it has been erased, and any other organisation we disclosed it to, unless that
            proves impossible or involves disproportionate effort.
          </p>
          <h3>{restrict}</h3>
          <p>
            You can ask us to stop using your personal data, other than storing it, while a question about its accuracy
            or our use of it is resolved.
          </p>
          <h3>{portability}</h3>
          <p>
            You can ask for the personal data you gave us in a structured, commonly used, machine-readable format, or
            ask us to send it to another organisation.
          </p>
          <h3>{object}</h3>
          <p>
            You can object to our use of your data based on legitimate interests. You can object to direct marketing at
            any time, and we will then stop using your data for marketing {ukSuppressionText}.
          </p>
          <h3>{withdraw}</h3>
          <p>Where we rely on your consent, you can withdraw it at any time. This does not affect earlier use.</p>
          <h3>{complain}</h3>
          <p>
            You can complain to the Information Commissioner's Office (ICO), the UK supervisory authority, at{" "}
            <a href={externalUrls.ico} rel="noopener noreferrer" target="_blank">
              {icoHost}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
            . If you are in the European Union, you can complain to the data protection authority where you live or
            work. We would welcome the chance to deal with your concern first.
          </p>
          <h3>How to use your rights</h3>
          <p>
            Use the {formLink} on this page, email {mail}, or contact our UK representative. There is usually no fee. We
            may ask you to confirm your identity. We respond {ukResponseText}.
          </p>
        </>
      ),
    },
    {
      id: "uk-representative",
      title: "Our UK representative",
      body: (
        <>
          <p>
            Under Article 27 of the UK GDPR we have appointed a representative in the UK. You can contact them, instead
            of us, about anything to do with our use of your personal data, and the ICO can contact them too.
          </p>
          <dl data-testid="uk-representative">
            <dt>Representative</dt>
            <dd>{ukRepresentative.name}</dd>
            <dt>Address</dt>
            <dd>{ukRepresentative.address}</dd>
            <dt>Email</dt>
            <dd>{repMail}</dd>
            <dt>Telephone</dt>
            <dd>
              <a href={telHref(ukRepresentative.phoneTel)}>{ukRepresentative.phoneDisplay}</a>
            </dd>
          </dl>
        </>
      ),
    },
    {
      id: "security",
      title: "How we keep your data secure",
      body: (
        <p>
          We limit access to personal data to the staff and service providers who need it, encrypt data sent through our
          website forms and between our systems, and bind our staff, clients and service providers to confidentiality.
          If a personal data breach is likely to result in a risk to you, we will tell the ICO and, where the risk is
          high, we will tell you.
        </p>
      ),
    },
    {
      id: "cookies",
      title: "Cookies and browser storage",
      body: (
        <>
          <p>
            Our website keeps a small amount of information in your browser's storage: whether you have closed the
            notice about our new name, and a count of your recent form submissions to stop automated abuse. Videos are
            loaded from external services only when you press play, and those services may then set their own cookies.
            You can clear this storage in your browser settings at any time.
          </p>
          <h3>How we count visits</h3>
          <p>
            To learn which pages, campaigns and forms bring us enquiries, and how fast our pages load, our website
            counts visits itself, for statistical purposes to improve the website. It sets no cookies and sends nothing
            to any other organisation. Each page sends our own server a short note: the page, the website or campaign
            that brought you, your screen size, which of our forms you saw, started or sent, which phone numbers,
            buttons, videos and links to other websites you clicked, and how quickly the page loaded. Our server adds
            the type of browser and device, the country your network address belongs to (from a list we hold ourselves),
            and a code made from your network address, your browser's description and a secret that we replace every
            day, so that each visitor is counted once a day; once that day's secret is deleted, nobody can link the code
            to you. We never store your network address or browser description with these notes, keep the notes for{" "}
            {retention.analyticsEventDays}
            days and then only daily totals. When you send us an enquiry, it carries the campaign details and referring
            website of the page you send it from, and our server adds where your visit that day began (its first page
            and the website or campaign that brought you), so that we know which campaign reached you; nothing is kept
            in your browser for this. You can object, free of charge, with the control below; we then stop counting your
            visits and record no campaign details with your enquiries, and remember that choice in your browser. We also
            honour the Global Privacy Control signal.
          </p>
        </>
      ),
      analyticsChoice: true,
    },
    {
      id: "contact-us",
      title: "How to contact us",
      body: (
        <dl>
          <dt>Controller</dt>
          <dd>
            {brand.legalName}, {address.display}
          </dd>
          <dt>Email</dt>
          <dd>{mail}</dd>
          <dt>Telephone</dt>
          <dd>
            <a href={telHref(phones.international.tel)}>{phones.international.display}</a> (Sydney office,{" "}
            {hours.display})
          </dd>
          <dt>UK representative</dt>
          <dd>{repMail}</dd>
        </dl>
      ),
    },
    {
      id: "changes",
      title: "Changes to this notice",
      body: (
        <p>
          We review this notice from time to time and publish the current version on this page, with the date it was
          last updated.
        </p>
      ),
    },
  ],
});

/** The request form under the policy. */
export const requestForm = {
  title: "GDPR Request Form",
  jumpLabel: "Make a GDPR Request",
  intro: [
    `Use this form to exercise any of your rights: access, rectification, erasure, restriction, portability or objection. We respond ${ukResponseShort}. You can also email `,
    { href: `mailto:${privacyEmail}`, label: privacyEmail },
    ".",
  ],
} as const;
