// Privacy policy for Australia, New Zealand and the rest of the world (everyone
// outside the UK and EU). Content only: the layout is components/pages/policy-layout.
// Every business fact comes from the facts module; every statutory period and what the
// suppression list keeps from shared/privacy/policy-text.ts (the jurisdiction records).
import { definePolicy } from "#app/content/policy-schema.ts";
import { backupRetentionText } from "#shared/privacy/backup-retention.ts";
import { jurisdictionRecords } from "#shared/privacy/jurisdictions.ts";
import {
  auNzResponseShort,
  auNzResponseText,
  auNzSuppressionText,
  suppressionListText,
} from "#shared/privacy/policy-text.ts";
import {
  address,
  brand,
  claims,
  company,
  externalUrls,
  hours,
  industries,
  overseasRecipientCountries,
  phones,
  privacyEmail,
  retention,
  telHref,
} from "#shared/site/facts.ts";

const nzLabel = jurisdictionRecords.NZ.label;
const nzLaw = jurisdictionRecords.NZ.law.title;
const nzRegulator = `${jurisdictionRecords.NZ.regulator.name} of New Zealand (${jurisdictionRecords.NZ.regulator.site})`;
const mail = <a href={`mailto:${privacyEmail}`}>{privacyEmail}</a>;
const freecall = <a href={telHref(phones.freecall.tel)}>{phones.freecall.display}</a>;
const international = <a href={telHref(phones.international.tel)}>{phones.international.display}</a>;
const lowerIndustries = industries.map((i) => i.toLowerCase());
const industryList = `${lowerIndustries.slice(0, -1).join(", ")} and ${lowerIndustries.at(-1)}`;
const formLink = <a href="#privacy-request">Privacy Request Form</a>;

export const privacyAuPolicy = definePolicy({
  path: "/privacy-au",
  headline: "Privacy Policy: Australia, New Zealand and Rest of World",
  summary: (
    <p>
      How {brand.legalName} collects, uses, discloses and protects personal information under the Privacy Act 1988 (Cth)
      and the Australian Privacy Principles, and how you can opt out, see what we hold or make a complaint.
    </p>
  ),
  updated: "2026-11-26",
  sections: [
    {
      id: "about-this-policy",
      title: "About this policy",
      body: ({ PageLink }) => (
        <>
          <p>
            {brand.legalName} ("{brand.shortName}", "we", "us") is a lead generation, data and list brokerage business
            based in {address.locality}, {address.region}. Since {company.foundingYear} we have supplied sales leads,
            consumer marketing lists and data services to businesses and charities in Australia and New Zealand.
          </p>
          <p>
            We are bound by the <em>Privacy Act 1988</em> (Cth) (the Privacy Act) and the Australian Privacy Principles
            (APPs) in it. This policy explains how we manage personal information in line with those principles. It
            applies to everyone whose personal information we handle, except people in the United Kingdom and the
            European Union, whose information is covered by our{" "}
            <PageLink to="/privacy-uk">UK and GDPR privacy notice</PageLink>. If you are in {nzLabel}, {nzLaw} also
            applies to the personal information we hold about you, and this policy tells you where its rules differ.
          </p>
          <p>This policy covers personal information about:</p>
          <ul>
            <li>
              consumers who take part in our offers, surveys and lead generation campaigns, or whose details are in the
              marketing lists we supply;
            </li>
            <li>
              people whose details our clients give us to process, for example for de-duplication, analytics or a CRM
              migration;
            </li>
            <li>our clients, suppliers, data partners and their staff;</li>
            <li>people who contact us, make an enquiry or privacy request, or visit our website.</li>
          </ul>
          <p>
            Because our business is supplying personal information to other organisations for direct marketing, we tell
            people this when we collect their information, in a collection notice or Data Collection Statement at the
            point of collection.
          </p>
        </>
      ),
    },
    {
      id: "information-we-collect",
      title: "The kinds of personal information we collect and hold",
      body: (
        <>
          <h3>Consumers in our lead generation campaigns and marketing lists</h3>
          <ul>
            <li>name, residential and postal address, phone numbers and email address;</li>
            <li>age or date of birth, and gender;</li>
            <li>household details you give us, such as whether you own your home or have recently moved;</li>
            <li>
              your interests and answers to survey questions, for example whether you would like a home loan review, an
              energy or solar quote, or information about a charity;
            </li>
            <li>
              a record of your consent: the date and time, the website, survey or campaign, the wording you agreed to,
              and the IP address and device details recorded at the time;
            </li>
            <li>the results of our checks on the information, such as SMS verification of your mobile number;</li>
            <li>opt-out and suppression requests, and our dealings with you about them.</li>
          </ul>
          <h3>Clients, suppliers and business contacts</h3>
          <p>
            Names, job titles, organisations, business phone numbers and email addresses, billing details, and records
            of our communications and dealings with them.
          </p>
          <h3>People who contact us or use our website</h3>
          <p>
            What you enter in our forms (your name, phone number, email address, organisation, message and the details
            of any privacy request), your answer to the form's human check, your browser's user agent, and the page and
            campaign that brought you to our website.
          </p>
          <h3>Sensitive information</h3>
          <p>
            We do not seek sensitive information, such as health information, racial or ethnic origin, political
            opinions, religious beliefs or sexual orientation. If a campaign you choose to respond to needs it, for
            example an enquiry about a health or retirement-living service, we collect it only with your consent and
            only where it is reasonably necessary for that campaign.
          </p>
          <h3>Government identifiers</h3>
          <p>
            We do not adopt government related identifiers, such as tax file numbers, Medicare numbers or driver licence
            numbers, as our own identifiers, and we do not use or disclose them.
          </p>
        </>
      ),
    },
    {
      id: "how-we-collect",
      title: "How we collect personal information",
      body: (
        <>
          <p>We collect personal information by lawful and fair means, from these sources:</p>
          <ul>
            <li>
              <strong>Directly from you</strong>, when you complete an online form, survey, competition entry or offer
              on our websites or our partners' websites, when you speak with us or with a contact centre working for us,
              and when you make an enquiry or a privacy request.
            </li>
            <li>
              <strong>From data partners and list owners</strong>: other lead generators, survey companies (including
              off-shore survey partners), publishers and list owners who collected your information with your consent to
              its being shared for marketing. Our sources are compliance audited, and we ask partners to show us how and
              when consent was given.
            </li>
            <li>
              <strong>From our clients</strong>, when a client gives us its own customer records to de-duplicate,
              suppress, analyse, profile, enhance or migrate to a new CRM. We handle that information on the client's
              behalf and under our agreement with the client.
            </li>
            <li>
              <strong>From publicly available sources</strong>, such as business directories and company websites, for
              business contact details.
            </li>
            <li>
              <strong>From our website</strong>, as described under{" "}
              <a href="#website-and-cookies">Our website, cookies and browser storage</a>.
            </li>
          </ul>
          <p>
            If we receive personal information that we did not ask for, we decide whether we could have collected it
            under the APPs. If we could not, we destroy or de-identify it as soon as practicable, where it is lawful and
            reasonable to do so.
          </p>
          <p>
            If you do not give us the information we ask for, we may not be able to answer your enquiry, include you in
            an offer you asked about, or act on your privacy request.
          </p>
        </>
      ),
    },
    {
      id: "why-we-collect",
      title: "Why we collect, hold, use and disclose personal information",
      body: (
        <>
          <p>We collect, hold, use and disclose personal information to:</p>
          <ul>
            <li>
              supply leads and marketing lists to our clients, so that they can contact you about products, services or
              causes you have shown an interest in or agreed to hear about, in industries such as {`${industryList};`}
            </li>
            <li>
              check that information is accurate and current, for example by SMS verification and real-time validation,
              and reject duplicate records;
            </li>
            <li>
              de-duplicate records against our clients' own data and remove people who have asked not to be contacted;
            </li>
            <li>provide customer analytics, profiling, data enhancement and CRM migration services to our clients;</li>
            <li>run, monitor and audit our campaigns and the compliance of our data sources;</li>
            <li>answer enquiries, prepare counts and quotes, and act on privacy requests and complaints;</li>
            <li>manage our relationships with clients, suppliers and data partners, including billing;</li>
            <li>tell business contacts about our own services;</li>
            <li>meet our legal obligations and establish, exercise or defend legal claims.</li>
          </ul>
          <p>
            We use and disclose personal information for the purpose we collected it for, for a related purpose you
            would reasonably expect, with your consent, or otherwise as the Privacy Act permits or requires.
          </p>
        </>
      ),
    },
    {
      id: "direct-marketing",
      title: "Direct marketing and how to opt out",
      body: (
        <>
          <p>
            We and our clients use personal information for direct marketing by phone, SMS, email and post. We do so
            where you have consented, or where the APPs otherwise allow it. Our clients agree to use the leads and lists
            we supply in line with Australian marketing laws, including the <em>Spam Act 2003</em> (Cth), the{" "}
            <em>Do Not Call Register Act 2006</em> (Cth) and, for fundraising, the fundraising industry code. Every
            marketing email and SMS must include a simple way to unsubscribe.
          </p>
          <h3>Opting out and suppression</h3>
          <p>
            You can ask us at any time, free of charge, to stop using or disclosing your personal information for direct
            marketing. Use the {formLink} below and tick the box to be suppressed from marketing, email {mail}, or call
            us on {freecall}. We honour every suppression request: we add your details to our suppression list so that
            they are left out of the lists and leads we supply from then on, {auNzSuppressionText}.
          </p>
          <p>
            {suppressionListText.whileHeld} {suppressionListText.afterErasure}
          </p>
          <p>
            Organisations that received your details before you opted out hold them under their own privacy policies.
            Please also use the opt-out in their messages or contact them directly.
          </p>
          <h3>Finding out where we got your information</h3>
          <p>
            You can ask us for the source of your personal information. We will tell you, free of charge and within a
            reasonable period, unless that is impracticable or unreasonable.
          </p>
        </>
      ),
    },
    {
      id: "disclosure",
      title: "Who we disclose personal information to",
      body: (
        <>
          <p>Depending on why we hold it, we may disclose personal information to:</p>
          <ul>
            <li>
              our clients: businesses and charities that buy leads or use our marketing lists, and the contact centres
              and agencies that work for them;
            </li>
            <li>
              service providers who help us run our business, such as cloud hosting, email and SMS platforms, data
              verification services, IT support and contact centres;
            </li>
            <li>data partners, to match records against suppression and duplicate lists;</li>
            <li>our professional advisers, such as lawyers, accountants and auditors;</li>
            <li>courts, regulators and law enforcement agencies, where the law requires or authorises it;</li>
            <li>a buyer or prospective buyer of our business, under confidentiality obligations.</li>
          </ul>
          <p>
            We take reasonable steps, including contract terms, to make sure that clients and service providers handle
            the personal information we disclose to them in a way that is consistent with the APPs.
          </p>
        </>
      ),
    },
    {
      id: "overseas-disclosure",
      title: "Disclosure to overseas recipients",
      body: (
        <>
          <p>
            Some of the organisations we disclose personal information to are located outside Australia. They include
            clients and the contact centres that call on their behalf, off-shore survey and lead generation partners,
            and service providers such as cloud hosting and email platforms. We are likely to disclose personal
            information to recipients in these countries:
          </p>
          <ul data-testid="overseas-countries">
            {overseasRecipientCountries.map((country) => (
              <li key={country}>{country.replace(/^the /, "The ")}</li>
            ))}
          </ul>
          <p>
            Before we disclose personal information overseas, we take reasonable steps, usually through contract terms,
            to ensure the recipient does not breach the APPs in relation to that information. If you do not want your
            information disclosed overseas, contact us and we will tell you what that means for your enquiry or request.
          </p>
        </>
      ),
    },
    {
      id: "security",
      title: "How we hold and protect personal information",
      body: (
        <>
          <p>
            We hold personal information electronically, in our databases on servers in Australia and in the systems of
            the service providers we use. We take reasonable steps to protect it from misuse, interference and loss, and
            from unauthorised access, modification or disclosure. These steps include:
          </p>
          <ul>
            <li>limiting access to the staff and service providers who need it for their work;</li>
            <li>encrypting information sent through our website forms and between our systems;</li>
            <li>confidentiality obligations in our agreements with staff, clients and service providers;</li>
            <li>a human check on our website forms to stop automated abuse;</li>
            <li>destroying or de-identifying information we no longer need.</li>
          </ul>
          <p>
            If we have a data breach that is likely to result in serious harm to anyone, we will notify the people
            affected and the Office of the Australian Information Commissioner (OAIC), as the Notifiable Data Breaches
            scheme requires.
          </p>
        </>
      ),
    },
    {
      id: "retention",
      title: "How long we keep personal information",
      body: (
        <>
          <p>
            We hold personal information until it is no longer reasonably required for the purposes in this policy, or
            for as long as the law requires. Lead, consent and marketing records are generally kept for{" "}
            {claims.dataRetention}, so that we can show when and how consent was given, answer questions from you, our
            clients or regulators, and keep our duplicate checks accurate.
          </p>
          <p>
            Suppression records are kept for as long as they are needed to honour your request (see{" "}
            <a href="#direct-marketing">Direct marketing and how to opt out</a> for what they hold). Records that
            clients give us for a project are kept only as long as our agreement with the client allows.
          </p>
          <p>
            Enquiries you send through our website are kept for {retention.enquiryMonths} months and then deleted or
            anonymised. Privacy requests are kept for {retention.privacyCaseMonths / 12} years after we close them, and
            then reduced to a record of what we did and when.
          </p>
          <p>{backupRetentionText("au")}</p>
          <p>
            When we no longer need personal information, we take reasonable steps to destroy it or to de-identify it.
          </p>
        </>
      ),
    },
    {
      id: "anonymity",
      title: "Dealing with us anonymously",
      body: (
        <p>
          You can call us with a general question without telling us who you are, or use a pseudonym. To act on a
          request about your own personal information, such as access, correction or suppression, we need to identify
          you and match your request to our records.
        </p>
      ),
    },
    {
      id: "website-and-cookies",
      title: "Our website, cookies and browser storage",
      body: (
        <>
          <p>Our website keeps a small amount of information in your browser's storage:</p>
          <ul>
            <li>whether you have closed the notice about our new name;</li>
            <li>a count of your recent form submissions, so that repeated automated submissions can be stopped.</li>
          </ul>
          <p>
            To protect our forms from abuse, our server also counts recent submissions from each network address for a
            short time. Videos on our website are loaded from external video and conferencing services only when you
            press play; those services may then set their own cookies under their own privacy policies. You can clear
            your browser's storage and cookies in your browser settings at any time.
          </p>
          <h3>How we count visits</h3>
          <p>
            To learn which pages, campaigns and forms bring us enquiries, and how fast our pages load on visitors'
            devices, our website counts visits itself. It uses no cookies, stores nothing on your device for this and
            sends nothing to any other company. Each page sends our own server a short note: the page, the website or
            campaign that brought you, your screen size, which of our forms you saw, started or sent, which phone
            numbers, buttons, videos and links to other websites you clicked, and how quickly the page loaded. Our
            server adds the type of browser and device and the country your network address belongs to (from a list we
            hold ourselves), and a code made from your network address, your browser's description and a secret that we
            replace every day. The code lets us count each visitor once a day; once that day's secret is deleted, nobody
            can link the code to you, and we never store your network address or browser description with these notes.
            We keep the notes for {retention.analyticsEventDays} days and after that only daily totals. When you send us
            an enquiry, it carries the campaign details in the link of the page you send it from (such as utm, gclid or
            fbclid parameters) and the website that referred you to it, and our server adds where your visit that day
            began (its first page and the website or campaign that brought you), so that we know which campaign reached
            you; nothing is kept in your browser for this. We do not count visitors whose browser sends the Global
            Privacy Control signal, and you can stop us counting your visits here; we then also record no campaign
            details with your enquiries. We remember that choice in your browser.
          </p>
        </>
      ),
      analyticsChoice: true,
    },
    {
      id: "access-and-correction",
      title: "Access to and correction of your personal information",
      body: (
        <>
          <h3>Access</h3>
          <p>
            You can ask for access to the personal information we hold about you by using the {formLink}, emailing{" "}
            {mail} or calling {freecall}. We will ask you to verify your identity before we give you access. There is no
            charge for making a request. If giving access involves significant cost, we may charge a reasonable fee, and
            we will tell you the amount first.
          </p>
          <h3>Correction</h3>
          <p>
            If you think the information we hold about you is inaccurate, out of date, incomplete, irrelevant or
            misleading, ask us to correct it. We will take reasonable steps to correct it and, if you ask, tell any
            organisation we disclosed it to about the correction, unless that is impracticable or unlawful.
          </p>
          <h3>How long we take</h3>
          <p>
            We respond to access and correction requests {auNzResponseText}. If we refuse a request, we will tell you
            why in writing and how you can complain. If we refuse to correct information, you can ask us to keep a
            statement with it saying that you believe it is inaccurate, out of date, incomplete, irrelevant or
            misleading.
          </p>
        </>
      ),
    },
    {
      id: "complaints",
      title: "Complaints",
      body: (
        <>
          <p>
            If you believe we have breached the APPs or mishandled your personal information, please contact our Privacy
            Officer using the details below, with a description of what happened and how you would like it resolved. We
            will acknowledge your complaint, investigate it and respond to you in writing {auNzResponseShort}.
          </p>
          <p>
            If you are not satisfied with our response, you can complain to the Office of the Australian Information
            Commissioner (OAIC) at{" "}
            <a href={externalUrls.oaic} rel="noopener noreferrer" target="_blank">
              {externalUrls.oaic.replace(/^https?:\/\//, "").replace(/\/$/, "")}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
            . If you live in New Zealand, you can also contact {nzRegulator}.
          </p>
        </>
      ),
    },
    {
      id: "contact-us",
      title: "Contact our Privacy Officer",
      body: (
        <>
          <p>For questions about this policy, or to make a request or complaint, contact:</p>
          <dl>
            <dt>Privacy Officer</dt>
            <dd>{brand.legalName}</dd>
            <dt>Email</dt>
            <dd>{mail}</dd>
            <dt>Phone</dt>
            <dd>
              {freecall} ({phones.freecall.note})
              <br />
              {international} ({phones.international.note})
            </dd>
            <dt>Location</dt>
            <dd>{address.display}</dd>
            <dt>Hours</dt>
            <dd>{hours.display}</dd>
            <dt>Online</dt>
            <dd>The {formLink} on this page</dd>
          </dl>
        </>
      ),
    },
    {
      id: "changes",
      title: "Changes to this policy",
      body: (
        <p>
          We review this policy from time to time and publish the current version on this page with the date it was last
          updated. Read it with the collection notice or Data Collection Statement you saw when you gave us your
          information.
        </p>
      ),
    },
  ],
});

/** The request form under the policy. */
export const requestForm = {
  title: "Privacy Request Form",
  jumpLabel: "Make a Privacy Request",
  intro: [
    `Ask us to opt you out of our database, confirm where we got your details, or give you access to or correct the information we hold. We respond ${auNzResponseShort}. You can also email `,
    { href: `mailto:${privacyEmail}`, label: privacyEmail },
    ".",
  ],
} as const;
