import { Link } from 'react-router';
import { usePageTitle } from '../../../lib/use-page-title';
import { LegalPage, type LegalSection } from '../components/legal-page';

const sections: LegalSection[] = [
  {
    id: 'who-we-are',
    title: 'Who we are',
    body: (
      <p>
        Fairlead is operated by Fairlead Ltd, a company registered in England and Wales, whose office is at 21 St Mary Axe, London EC3A 8EP, United
        Kingdom ("Fairlead", "we", "us"). You can reach us at <a href="mailto:chartering@fairlead.example">chartering@fairlead.example</a> or through
        the contact form.
      </p>
    ),
  },
  {
    id: 'the-service',
    title: 'What Fairlead is, and what it is not',
    body: (
      <>
        <p>
          Fairlead is an online marketplace on which vessel owners, operators and managers ("owners") and charterers meet, negotiate and conclude
          charters directly, and on which charter payments are handled through escrow.
        </p>
        <p>
          Fairlead is not a shipbroker, agent, carrier or party to any charter party concluded between users. We do not give commercial, legal,
          insurance or rate advice. Each user remains responsible for its own decisions, including whether to fix with a counterparty and on which
          terms.
        </p>
      </>
    ),
  },
  {
    id: 'accounts',
    title: 'Accounts and verification',
    body: (
      <>
        <p>Fairlead is for business use only. By opening an account you confirm that:</p>
        <ul>
          <li>you act on behalf of a company, and you are authorised to bind it to offers and contracts made through your account;</li>
          <li>the information and documents you provide are accurate, current and your company is entitled to use them;</li>
          <li>you will keep your sign-in details confidential and tell us at once if you suspect that someone else has used them.</li>
        </ul>
        <p>
          We verify companies as described on our <Link to="/network">network page</Link>. Verification confirms that the company's registration
          documents were checked on a given date; it is not a guarantee of a counterparty's solvency or performance. We may refuse, suspend or
          withdraw verification where details or documents are missing, expired or doubtful.
        </p>
      </>
    ),
  },
  {
    id: 'listings',
    title: 'Vessel listings and cargo orders',
    body: (
      <p>
        Owners must keep vessel particulars, certificates, open positions and charter types accurate, and must not list a vessel that is out of class,
        without P&I cover or otherwise unable to perform. Charterers must describe cargoes accurately, including any dangerous goods classification.
        We may pause or remove a listing or order that is inaccurate, expired or in breach of these terms.
      </p>
    ),
  },
  {
    id: 'negotiation',
    title: 'Negotiation and fixtures',
    body: (
      <>
        <p>
          Offers, counters and subjects are exchanged between users. A firm offer binds the user who makes it until its stated deadline, after which
          it lapses. A fixture is concluded between the users only when main terms are agreed and every subject has been lifted.
        </p>
        <p>
          Fairlead records each step with a timestamp, and the record cannot be edited. Users agree that the platform record is evidence of the
          content and timing of the messages exchanged through it. The resulting charter party is a contract between the owner and the charterer only,
          governed by the law and dispute resolution clause they agree in it.
        </p>
      </>
    ),
  },
  {
    id: 'payments',
    title: 'Payments and escrow',
    body: (
      <>
        <p>
          Hire, freight, demurrage and other sums due under a charter concluded on Fairlead are paid through the platform's escrow arrangements,
          provided with our regulated payment partner. Funds are released in accordance with the charter party and the payment instructions both
          parties have confirmed.
        </p>
        <p>
          Payee bank details are locked when a charter is fixed. A change requires confirmation through a second channel and takes effect only after a
          cooling-off period. You must not ask a counterparty to pay outside the platform, and you should report any such request to us.
        </p>
      </>
    ),
  },
  {
    id: 'fees',
    title: 'Fees',
    body: (
      <p>
        Fairlead charges no commission, listing fee or subscription. Your bank may charge you for sending or receiving transfers. If we ever introduce
        a charge, we will give at least 60 days' notice, and no charge will apply to a charter fixed before it takes effect.
      </p>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'Acceptable use and sanctions',
    body: (
      <>
        <p>You must not use Fairlead to:</p>
        <ul>
          <li>misrepresent your identity, your company, a vessel or a cargo, or request advance fees for fictitious business;</li>
          <li>trade with or for a person, vessel or cargo subject to UK, UN, EU or US sanctions, or in breach of applicable export controls;</li>
          <li>copy, scrape or resell data from the platform, or interfere with its security or operation;</li>
          <li>harass other users or send unsolicited marketing through the messaging service.</li>
        </ul>
        <p>We may screen users, vessels and payments against sanctions lists and may block activity that we reasonably consider unlawful.</p>
      </>
    ),
  },
  {
    id: 'content',
    title: 'Content and intellectual property',
    body: (
      <p>
        You keep the rights in the content you upload and grant us a licence to host, process and display it as needed to run the service. Fairlead's
        software, design and clause templates belong to us; you may use the templates to conclude and perform charters made on Fairlead.
      </p>
    ),
  },
  {
    id: 'suspension',
    title: 'Suspension and closing an account',
    body: (
      <p>
        You may close your account at any time, once any charter in progress has been completed and its payments settled. We may suspend or close an
        account, with notice where the law and security allow, if these terms are breached, if we suspect fraud, or if we are required to by law.
        Records of concluded charters are kept as described in our <Link to="/privacy">privacy notice</Link>.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Liability',
    body: (
      <>
        <p>
          We are not liable for the performance or non-performance of any charter, for the acts of any user, or for losses arising from the condition,
          seaworthiness or employment of any vessel. We are not liable for loss of profit, loss of business or indirect loss.
        </p>
        <p>
          Our total liability to you in any 12-month period is limited to GBP 1,000, save for sums we hold in escrow for you, which we will account
          for in full. Nothing in these terms limits liability for death or personal injury caused by negligence, for fraud, or for anything else that
          cannot be limited by law.
        </p>
      </>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    body: (
      <p>
        We may update these terms. We will notify account holders by e-mail at least 30 days before a material change takes effect. Continued use of
        Fairlead after that date means you accept the updated terms.
      </p>
    ),
  },
  {
    id: 'law',
    title: 'Governing law',
    body: (
      <p>
        These terms and any dispute arising from them are governed by the law of England and Wales, and the courts of England have exclusive
        jurisdiction. This does not affect the law or forum that users choose in their own charter parties.
      </p>
    ),
  },
];

export default function TermsPage() {
  usePageTitle('Terms of use');
  return (
    <LegalPage
      eyebrow="Legal"
      title="Terms of use"
      updated="1 November 2026"
      intro={
        <p>
          These terms govern your use of Fairlead, the marketplace for direct, commission-free vessel chartering. Please read them before you open an
          account. Our <Link to="/privacy">privacy notice</Link> and <Link to="/cookies">cookie notice</Link> explain how we handle personal data.
        </p>
      }
      sections={sections}
    />
  );
}
