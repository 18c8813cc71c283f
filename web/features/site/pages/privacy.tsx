import { Link } from 'react-router';
import { usePageTitle } from '../../../lib/use-page-title';
import { LegalPage, type LegalSection } from '../components/legal-page';

const sections: LegalSection[] = [
  {
    id: 'controller',
    title: 'Who is responsible for your data',
    body: (
      <p>
        Fairlead Ltd, 21 St Mary Axe, London EC3A 8EP, United Kingdom, is the controller of the personal data described in this notice. For any
        question or request about your data, write to <a href="mailto:chartering@fairlead.example">chartering@fairlead.example</a> with "Data
        protection" in the subject line.
      </p>
    ),
  },
  {
    id: 'what-we-collect',
    title: 'What we collect',
    body: (
      <ul>
        <li>Account data: your name, business e-mail address, phone number, role, company name, address and registration details.</li>
        <li>
          Verification data: company and vessel documents you upload, which may include the names of directors and signatories, and the results of our
          checks.
        </li>
        <li>Marketplace data: listings, cargo orders, messages, offers, counters, subjects, recaps and charter parties.</li>
        <li>
          Payment data: payee bank account details and payment records. Card payments are handled by our payment provider; we never see or store full
          card numbers.
        </li>
        <li>Technical data: IP address, browser type, sign-in times, failed sign-in attempts and security logs.</li>
        <li>Correspondence: messages sent through our contact form or by e-mail, and newsletter subscriptions.</li>
      </ul>
    ),
  },
  {
    id: 'purposes',
    title: 'Why we use it, and our lawful basis',
    body: (
      <ul>
        <li>To provide the marketplace, negotiation, documents and escrow you ask for: performance of our contract with you.</li>
        <li>
          To verify companies and vessels, prevent fraud and screen against sanctions: our legitimate interest in a safe marketplace, and our legal
          obligations.
        </li>
        <li>To keep accounting and transaction records: legal obligation.</li>
        <li>To secure accounts, for example by limiting failed sign-ins: legitimate interest in protecting users and the service.</li>
        <li>To send the market newsletter: your consent, which you can withdraw at any time with the link in each issue.</li>
        <li>To answer your enquiries: legitimate interest in responding to the people who contact us.</li>
      </ul>
    ),
  },
  {
    id: 'sharing',
    title: 'Who we share it with',
    body: (
      <>
        <p>We do not sell personal data. We share it only with:</p>
        <ul>
          <li>your counterparties, who see your company profile and what you send them in a negotiation or charter;</li>
          <li>
            service providers who host the platform, deliver e-mail and process payments and escrow, under contracts that bind them to our
            instructions;
          </li>
          <li>company registries and verification sources used to check documents;</li>
          <li>professional advisers, insurers, and authorities or courts where the law requires it.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'transfers',
    title: 'International transfers',
    body: (
      <p>
        Shipping is international, and your counterparties may be outside the United Kingdom; sharing your data with them is necessary to perform the
        charter you choose to negotiate. Where our service providers process data outside the UK, we rely on UK adequacy regulations or the
        International Data Transfer Agreement or Addendum issued by the Information Commissioner.
      </p>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep it',
    body: (
      <ul>
        <li>Account and verification data: while your account is open, and six years after it closes.</li>
        <li>
          Negotiation records, charter parties and payment records: six years after the charter ends, the limitation period for contract claims in
          England, or longer while a dispute is ongoing.
        </li>
        <li>Security logs: twelve months.</li>
        <li>Contact form messages: two years. Newsletter subscriptions: until you unsubscribe.</li>
      </ul>
    ),
  },
  {
    id: 'security',
    title: 'How we protect it',
    body: (
      <p>
        Data is encrypted in transit. Sessions use secure, HttpOnly cookies; signing out ends all of your sessions; password reset links work once and
        expire after an hour. Staff access is limited to what their role needs, and every administrative action leaves an audit record.
      </p>
    ),
  },
  {
    id: 'rights',
    title: 'Your rights',
    body: (
      <>
        <p>
          Under the UK GDPR and the Data Protection Act 2018 you may ask for access to your data, its correction or erasure, restriction of its use or
          a copy in a portable format, and you may object to processing based on legitimate interests or withdraw consent. Some records, such as
          concluded charters, must be kept for the periods above even if you ask us to delete them. We answer within one month.
        </p>
        <p>If you are unhappy with our answer, you can complain to the Information Commissioner's Office at ico.org.uk or on 0303 123 1113.</p>
      </>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies',
    body: (
      <p>
        We use only strictly necessary cookies to keep you signed in. No tracking or advertising cookies are used. See our{' '}
        <Link to="/cookies">cookie notice</Link> for details.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this notice',
    body: <p>We will post any change on this page and, where it matters to you, tell account holders by e-mail before it takes effect.</p>,
  },
];

export default function PrivacyPage() {
  usePageTitle('Privacy notice');
  return (
    <LegalPage
      eyebrow="Legal"
      title="Privacy notice"
      updated="1 November 2026"
      intro={
        <p>
          This notice explains what personal data Fairlead collects when you use our marketplace, why we collect it, how long we keep it and the
          rights you have. It applies to visitors, account holders and anyone who contacts us.
        </p>
      }
      sections={sections}
    />
  );
}
