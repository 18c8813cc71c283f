import { ChevronDown } from 'lucide-react';
import { Link } from 'react-router';
import { usePageTitle } from '../../../lib/use-page-title';
import { CtaBand } from '../components/cta-band';
import { PageHero } from '../components/page-hero';
import { textLink } from '../components/styles';

type Qa = { q: string; a: string };
type Group = { id: string; title: string; items: Qa[] };

const groups: Group[] = [
  {
    id: 'getting-started',
    title: 'Getting started',
    items: [
      {
        q: 'Who can use Fairlead?',
        a: 'Shipowners, operators and commercial managers who want employment for their ships, and charterers, traders and shippers who need ships for a voyage or a period. Every company is verified before it can send an enquiry, make an offer or accept one.',
      },
      {
        q: 'What does Fairlead cost?',
        a: 'Nothing. Listing ships, posting cargo orders, negotiating, drafting the charter party, escrow and support are free. Fairlead takes no commission on hire, freight or demurrage, whereas two brokers typically take 1.25% each.',
      },
      {
        q: 'What do I need to get verified?',
        a: 'Your company’s legal name, registration number and country, registered address and signatory, with the certificate of incorporation, proof of address and the signatory’s passport or ID; owners that operate ships add their ISM Document of Compliance. An administrator checks them and approves, rejects with a reason, or asks for more.',
      },
      {
        q: 'What can I do before I am verified?',
        a: 'Search open tonnage and cargo orders, and prepare your ships: they are shown once your company is verified. Enquiries, offers and fixtures need a verified company.',
      },
    ],
  },
  {
    id: 'negotiation',
    title: 'Negotiation and contracts',
    items: [
      {
        q: 'How does a firm offer work on Fairlead?',
        a: 'A firm offer from an owner, or a firm bid from a charterer, always has a reply deadline. Until then the party making it is bound by it; when the deadline passes, it lapses automatically and both sides are notified.',
      },
      {
        q: 'What are subjects, and what happens if one is not lifted?',
        a: "Subjects are conditions such as owners' or charterers' approval, receivers' approval, board approval or details. Each has a deadline. The fixture is clean only when every subject is lifted; if a deadline passes, the deal falls away and the ship is free again.",
      },
      {
        q: 'Can a negotiation record be edited afterwards?',
        a: 'No. Every indication, offer, counter, lifted subject and message is kept with its time in UTC and cannot be changed or deleted. Both parties can download each conversation with its UTC times, for example for an arbitration, and the signed charter party is a PDF that anyone can check on Fairlead’s verify page.',
      },
      {
        q: 'Which charter party forms do you use?',
        a: 'Fairlead drafts charter parties from its own clause sets for voyage and time charters, completed with the agreed main terms. Either side can propose riders as a new version, and both sign the same version online.',
      },
      {
        q: 'How are laycan, laytime and demurrage handled?',
        a: 'The laycan, the laytime terms (SHINC or SHEX) and the demurrage rate are part of the main terms and of the charter party. The owner enters the time on demurrage, and Fairlead prices it pro rata at the agreed daily rate and adds it to the payment schedule.',
      },
    ],
  },
  {
    id: 'payments',
    title: 'Payments and safety',
    items: [
      {
        q: 'How does escrow work for a time charter?',
        a: 'Hire is scheduled from the signed charter party, each period in advance. The charterer pays each instalment into escrow, the owner sees that it is secured, and it is released to the owner once the period’s event is confirmed, or automatically a set number of days later unless a claim is raised.',
      },
      {
        q: 'What if we receive an e-mail saying the bank account has changed?',
        a: 'Do not pay. On Fairlead, money is paid out only to the owner’s bank details on file. After a first fixture, a change needs the owner’s password, a confirmation link e-mailed to the address on file and a 48-hour wait, during which the owner and the charterers with money due are told and Fairlead can block it. Report the message in its thread or write to us if in doubt.',
      },
      {
        q: 'What happens when a ship’s P&I cover or class certificate expires?',
        a: 'The owner is told 30 and 7 days before and on the day. When it expires, the ship leaves search and matching and its live firm offers lapse, until the renewed certificate is uploaded and verified.',
      },
      {
        q: 'How do I reach Fairlead?',
        a: 'Through the contact form or by e-mail to chartering@fairlead.example. The form confirms receipt by e-mail at once, and people who understand chartering reply by e-mail.',
      },
    ],
  },
];

export default function FaqPage() {
  usePageTitle('FAQ');
  return (
    <>
      <PageHero
        eyebrow="FAQ"
        title="Frequently asked questions"
        intro={<p>Straight answers about verification, negotiation, charter parties, escrow and cost.</p>}
      />
      <div className="bg-white py-14 sm:py-20">
        <div className="container-page max-w-4xl space-y-14">
          {groups.map((g) => (
            <section key={g.id} aria-labelledby={`${g.id}-title`}>
              <h2 id={`${g.id}-title`} className="text-2xl font-bold tracking-tight text-navy-900">
                {g.title}
              </h2>
              <div className="mt-6 divide-y divide-slate-200 rounded-xl border border-slate-200">
                {g.items.map((item) => (
                  <details key={item.q} className="group">
                    <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 font-semibold text-navy-900 hover:bg-navy-50 [&::-webkit-details-marker]:hidden">
                      <span>{item.q}</span>
                      <ChevronDown aria-hidden className="size-5 shrink-0 text-slate-600 transition-transform group-open:rotate-180" />
                    </summary>
                    <p className="px-5 pb-5 leading-relaxed text-slate-700">{item.a}</p>
                  </details>
                ))}
              </div>
            </section>
          ))}
          <p className="text-lg text-slate-700">
            Your question is not here?{' '}
            <Link to="/contact" className={textLink}>
              Write to the Fairlead team
            </Link>
            , or read our{' '}
            <Link to="/terms" className={textLink}>
              terms of use
            </Link>
            .
          </p>
        </div>
      </div>
      <CtaBand />
    </>
  );
}
