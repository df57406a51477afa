// Short privacy notices shown beside forms and on the privacy hub. Content
// only; components/pages/notification-statement frames them.
import { Link } from "react-router";
import { brand, claims, overseasRecipientCountries, phones, privacyEmail, telHref } from "#shared/site/facts.ts";

const countries = `${overseasRecipientCountries.slice(0, -1).join(", ")} and ${overseasRecipientCountries.at(-1)}`;
const mail = <a href={`mailto:${privacyEmail}`}>{privacyEmail}</a>;

/** The contact page's notification statement: data use, suppression and a link to the privacy policy. */
export function ContactNotificationStatement() {
  return (
    <>
      <p>
        When you send this form, {brand.name} collects your name, phone number, email address, organisation and message.
        We use them to reply to your enquiry, prepare any count and quote you ask for, and keep a record of our dealings
        with you. We may also tell you about our own services, and you can opt out at any time.
      </p>
      <p>
        Your details are held by us and by service providers who help us, some of whom are overseas, for example in{" "}
        {countries}.
      </p>
      <p>
        <strong>Suppression:</strong> if you want your details removed from the marketing lists and leads we supply, or
        you no longer want to hear from us, email {mail} or call{" "}
        <a href={telHref(phones.freecall.tel)}>{phones.freecall.display}</a> and we will add you to our suppression
        list.
      </p>
      <p>
        Our <Link to="/privacy">Privacy Policy</Link> explains how we handle personal information, how to access or
        correct it, and how to make a complaint.
      </p>
    </>
  );
}

/** The privacy hub's notification statement: overseas disclosure, retention, security, cookies. */
export function PrivacyHubStatement() {
  return (
    <>
      <p>
        {brand.legalName} collects personal information to generate sales leads, supply marketing lists and provide data
        services to businesses and charities, and to answer enquiries and privacy requests. We comply with the Privacy
        Act 1988 (Cth) and the Australian Privacy Principles.
      </p>
      <h3>Overseas disclosure</h3>
      <p>
        We may disclose personal information to clients, partners and service providers outside Australia. The countries
        they are likely to be in are {countries}. We take reasonable steps, usually through contract terms, to make sure
        they handle it in line with the Australian Privacy Principles.
      </p>
      <h3>Retention</h3>
      <p>
        We hold personal information until it is no longer reasonably required, then destroy or de-identify it. Lead and
        consent records are generally kept for {claims.dataRetention}. Suppression requests are honoured: if you ask not
        to be contacted, we keep just enough detail to make sure you stay suppressed.
      </p>
      <h3>Security</h3>
      <p>
        We limit access to personal information to the people who need it, encrypt what is sent through our website
        forms, and bind our staff, clients and service providers to confidentiality.
      </p>
      <h3>Cookies and browser storage</h3>
      <p>
        Our website keeps a little information in your browser: whether you have closed the notice about our new name, a
        count of recent form submissions to stop automated abuse, and the campaign details of your visit, which are sent
        with any enquiry you make. Embedded videos load from external services only when you press play.
      </p>
      <h3>Questions and requests</h3>
      <p>
        Contact our Privacy Officer at {mail} or on <a href={telHref(phones.freecall.tel)}>{phones.freecall.display}</a>
        , or use the request form on the policy for your region.
      </p>
    </>
  );
}
