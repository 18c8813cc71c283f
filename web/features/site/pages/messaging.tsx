import { Bell, Clock, Download, Flag, GitCompare, Lock, MessagesSquare, Paperclip } from 'lucide-react';
import { claim } from '../../../../common/site/claims';
import { usePageTitle } from '../../../lib/use-page-title';
import { Section } from '../components/section';
import { ServicePage, type ServiceContent } from '../components/service-page';

const content: ServiceContent = {
  eyebrow: 'Messaging',
  title: 'Talk directly. Keep a timed record of every offer.',
  intro:
    'Owners and charterers message each other directly, with no intermediary relaying or rewording. Messages, offers, counters and lifted subjects are kept with their times and cannot be changed afterwards.',
  featuresTitle: 'Messaging built for negotiation',
  features: [
    { Icon: MessagesSquare, ...claim('threadPerShip') },
    { Icon: Clock, ...claim('offersLapse') },
    { Icon: GitCompare, ...claim('versionedCounters') },
    { Icon: Lock, ...claim('keptRecord') },
    { Icon: Download, ...claim('threadExport') },
    { Icon: Paperclip, ...claim('attachments') },
    { Icon: Bell, ...claim('notifications') },
    { Icon: Flag, ...claim('reportMessage') },
  ],
  related: [
    { label: 'Charter booking', to: '/services/charter-booking' },
    { label: 'Brokerage', to: '/services/brokerage' },
    { label: 'Safety', to: '/safety' },
  ],
};

const record = [
  { time: '09:02 UTC', who: 'Charterer', text: 'Inquiry: 55,000 mt 10% MOLOO grain, Santos to Qingdao, laycan 10–15 March.' },
  { time: '10:40 UTC', who: 'Owner', text: 'Firm offer: USD 26.00/mt FIOS, 10,000 mt/day SHINC load, demurrage USD 22,000/day. Reply by 14:00 UTC.' },
  { time: '13:15 UTC', who: 'Charterer', text: 'Accept except: USD 24.50/mt, discharge 8,000 mt/day SHEX. Reply by 17:00 UTC.' },
  { time: '16:05 UTC', who: 'Owner', text: 'Accept except: USD 25.25/mt. All else as per your last. Reply by 18:00 UTC.' },
  { time: '17:30 UTC', who: 'Charterer', text: "Accepted, subject to shippers' approval by 12:00 UTC tomorrow." },
  { time: '11:20 UTC +1', who: 'Charterer', text: "Subject lifted: shippers' approval. Clean fixture; recap issued to both parties." },
];

export default function MessagingPage() {
  usePageTitle('Messaging');
  return (
    <ServicePage content={content}>
      <Section
        id="example-record"
        tone="tint"
        title="What a negotiation record looks like"
        intro="An example thread with invented terms, shown for illustration. Your own records are visible only to you and your counterparty."
      >
        <figure className="max-w-3xl rounded-2xl border border-slate-200 bg-white p-5 sm:p-6">
          <figcaption className="flex items-center justify-between gap-3 border-b border-slate-100 pb-3">
            <span className="font-semibold text-navy-900">Supramax, grain, Santos to Qingdao</span>
            <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-bold uppercase tracking-wide text-amber-900">Example</span>
          </figcaption>
          <ol className="mt-4 space-y-4 border-l-2 border-navy-100 pl-5">
            {record.map((r) => (
              <li key={r.time + r.who} className="relative">
                <span aria-hidden className="absolute -left-[27px] top-1.5 size-3 rounded-full bg-sea-600 ring-4 ring-white" />
                <p className="text-xs font-medium text-slate-600">
                  {r.time} · {r.who}
                </p>
                <p className="mt-0.5 text-slate-800">{r.text}</p>
              </li>
            ))}
          </ol>
        </figure>
      </Section>
    </ServicePage>
  );
}
