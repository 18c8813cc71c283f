import { BadgePercent, Headset, Landmark, ListPlus, MessagesSquare, ShieldCheck } from 'lucide-react';
import { claim } from '../../../../common/site/claims';
import { usePageTitle } from '../../../lib/use-page-title';
import { Section } from '../components/section';
import { ServicePage, type ServiceContent } from '../components/service-page';

const BROKER_BASIS_POINTS = 125; // 1.25%: typical commission per broker, per side

/** Formats whole cents as "USD 13,875" or "USD 1,601.56". */
const usd = (cents: number) =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    currencyDisplay: 'code',
    minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
  }).format(cents / 100);

// The worked examples are computed in whole cents so the figures on the page always add up.
const examples = [
  { title: '30-day time charter', basis: '30 days at USD 18,500 per day', grossCents: 30 * 18_500 * 100 },
  { title: 'Voyage charter', basis: '55,000 mt at USD 24.50 per tonne', grossCents: 55_000 * 2_450 },
  { title: 'Demurrage claim', basis: '4 days 6 hours 30 minutes (4.27083 days) at USD 30,000 per day', grossCents: 128_125 * 100 },
].map((e) => {
  const perBroker = Math.round((e.grossCents * BROKER_BASIS_POINTS) / 10_000);
  return { ...e, perBroker, total: perBroker * 2 };
});

const comparison = [
  { item: 'Commission on hire or freight', broker: '1.25% per broker, usually one on each side', fairlead: 'None' },
  { item: 'Commission on demurrage and deadfreight', broker: 'Often payable as well', fairlead: 'None' },
  { item: 'Listing ships or cargo orders', broker: 'Through the broker’s circulation lists', fairlead: 'Free' },
  { item: 'Negotiation record', broker: 'E-mail chains and phone notes', fairlead: 'Kept with its times, unchangeable, included' },
  { item: 'Recap and charter party drafting', broker: 'Prepared by the broker', fairlead: 'Generated from agreed terms, included' },
  { item: 'Escrow for hire and freight', broker: 'Not usually offered', fairlead: 'Included' },
  { item: 'Support', broker: 'Your broker’s desk, as available', fairlead: 'By e-mail and the contact form, included' },
];

const content: ServiceContent = {
  eyebrow: 'Pricing',
  title: 'Free to use. No commission on any fixture.',
  intro:
    'Listing, searching, negotiating, contracting, escrow and support cost nothing. Fairlead takes no percentage of hire, freight or demurrage, so both sides keep what a broker chain would otherwise deduct.',
  featuresTitle: 'What is included, for everyone',
  features: [
    { Icon: ListPlus, ...claim('unlimitedListings') },
    { Icon: MessagesSquare, ...claim('pricingNegotiation') },
    { Icon: ShieldCheck, ...claim('pricingVerification') },
    { Icon: Landmark, ...claim('pricingEscrow') },
    { Icon: BadgePercent, ...claim('pricingNoCommission') },
    { Icon: Headset, ...claim('pricingSupport') },
  ],
  notesTitle: 'Pricing questions',
  notes: [
    {
      q: 'Are there any costs at all?',
      a: 'Your own bank charges for sending or receiving international transfers still apply. Fairlead itself adds nothing.',
    },
    {
      q: 'Is address commission affected?',
      a: 'Address commission is a term between owner and charterer. You can still agree it in the main terms if you wish; Fairlead simply records it.',
    },
  ],
  related: [
    { label: 'Brokerage without commission', to: '/services/brokerage' },
    { label: 'Payment processing', to: '/services/payment-processing' },
  ],
};

export default function PricingPage() {
  usePageTitle('Pricing');
  return (
    <ServicePage content={content}>
      <Section
        id="worked-example"
        tone="tint"
        title="What commission costs, worked out"
        intro="Typical broker commission is 1.25% of the gross amount for each broker. With one broker on each side, 2.5% of every fixture leaves the deal."
      >
        <ul className="grid gap-5 lg:grid-cols-3">
          {examples.map((e) => (
            <li key={e.title} className="rounded-xl border border-slate-200 bg-white p-6">
              <h3 className="text-lg font-semibold text-navy-900">{e.title}</h3>
              <p className="mt-1 text-sm text-slate-600">{e.basis}</p>
              <dl className="mt-4 space-y-2 text-sm">
                <div className="flex justify-between gap-4">
                  <dt className="text-slate-700">Gross amount</dt>
                  <dd className="font-semibold text-slate-900 tabular-nums">{usd(e.grossCents)}</dd>
                </div>
                <div className="flex justify-between gap-4">
                  <dt className="text-slate-700">Owner’s broker, 1.25%</dt>
                  <dd className="tabular-nums text-slate-900">{usd(e.perBroker)}</dd>
                </div>
                <div className="flex justify-between gap-4">
                  <dt className="text-slate-700">Charterer’s broker, 1.25%</dt>
                  <dd className="tabular-nums text-slate-900">{usd(e.perBroker)}</dd>
                </div>
                <div className="flex justify-between gap-4 border-t border-slate-200 pt-2">
                  <dt className="font-semibold text-slate-900">Commission with brokers</dt>
                  <dd className="font-bold text-red-700 tabular-nums">{usd(e.total)}</dd>
                </div>
                <div className="flex justify-between gap-4">
                  <dt className="font-semibold text-slate-900">Commission on Fairlead</dt>
                  <dd className="font-bold text-sea-700 tabular-nums">{usd(0)}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>

        <div
          className="mt-10 overflow-x-auto rounded-xl border border-slate-200 bg-white"
          tabIndex={0}
          role="region"
          aria-label="Comparison table, scrolls sideways"
        >
          <table className="w-full min-w-[36rem] text-left text-sm">
            <caption className="px-5 pt-5 text-left text-base font-semibold text-navy-900">Broker-led fixture compared with Fairlead</caption>
            <thead>
              <tr className="border-b border-slate-200 text-slate-700">
                <th scope="col" className="px-5 py-3 font-semibold">
                  What you get
                </th>
                <th scope="col" className="px-5 py-3 font-semibold">
                  Through brokers
                </th>
                <th scope="col" className="px-5 py-3 font-semibold">
                  On Fairlead
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {comparison.map((r) => (
                <tr key={r.item}>
                  <th scope="row" className="px-5 py-3 font-medium text-slate-900">
                    {r.item}
                  </th>
                  <td className="px-5 py-3 text-slate-700">{r.broker}</td>
                  <td className="px-5 py-3 font-medium text-navy-900">{r.fairlead}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Section>
    </ServicePage>
  );
}
