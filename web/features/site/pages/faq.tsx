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
        a: 'Shipowners, operators and commercial managers who want employment for their ships, and charterers, traders and shippers who need ships for a voyage or a period. Every company is verified before it can make or accept a firm offer.',
      },
      {
        q: 'What does Fairlead cost?',
        a: 'Nothing. Listing ships, posting cargo orders, negotiating, drafting the charter party, escrow and 24/7 support are free. Fairlead takes no commission on hire, freight or demurrage, whereas two brokers typically take 1.25% each.',
      },
      {
        q: 'Which documents do I need to get verified?',
        a: 'For your company: a certificate of incorporation, a recent certificate of good standing and your company IMO number. For each ship: the registry certificate or transcript of register, a class certificate, the P&I certificate of entry and the ISM DOC and SMC.',
      },
      {
        q: 'How long does verification take?',
        a: 'Usually one business day after all documents are uploaded. You can search open tonnage in the meantime; firm offers and fixtures need a verified account.',
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
        a: 'No. Every indication, offer, counter and lifted subject is timestamped in UTC and cannot be changed or deleted. Both parties can export the full record, for example for an arbitration.',
      },
      {
        q: 'Which charter party forms do you use?',
        a: 'Fairlead drafts charter parties from its own clause templates for voyage, time and bareboat charters, completed with the agreed main terms. Either side can propose riders, and both approve every change before signing online.',
      },
      {
        q: 'How are laycan, laytime and demurrage handled?',
        a: 'The laycan is part of the main terms; if the ship has not tendered notice of readiness by the cancelling date, the charterer may cancel. Laytime is counted from a valid NOR under the agreed SHINC, SHEX, FHINC or FHEX terms, and demurrage is calculated pro rata at the agreed daily rate.',
      },
    ],
  },
  {
    id: 'payments',
    title: 'Payments and safety',
    items: [
      {
        q: 'How does escrow work for a time charter?',
        a: 'Hire is scheduled from the charter party, usually 15 days in advance. The charterer pays each instalment into escrow, the owner sees that it is secured, and it is released to the owner on the due date.',
      },
      {
        q: 'What if we receive an e-mail saying the bank account has changed?',
        a: 'Do not pay. Payee bank details are locked when the charter is fixed. A change requires confirmation through a second channel, the verified phone number on file, followed by a cooling-off period. Call our 24/7 desk on +44 20 7946 0321 if in doubt.',
      },
      {
        q: 'What happens when a ship’s P&I cover or class certificate expires?',
        a: 'We remind the owner in advance. If the certificate lapses, the ship is taken off the market until the renewed certificate is uploaded and checked.',
      },
      {
        q: 'Is support really available around the clock?',
        a: 'Yes. Our desk is staffed 24 hours a day, 7 days a week, by people who understand chartering. Call +44 20 7946 0321 or write to chartering@fairlead.example.',
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
              Contact our chartering desk
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
