import { BadgeCheck, Clock, FileSignature, Landmark, ShieldAlert, type LucideIcon } from 'lucide-react';
import { Badge, type BadgeTone } from '../../../components/ui/feedback';

type Entry = { Icon: LucideIcon; time: string; title: string; detail: string; status: string; tone: BadgeTone };

// Fixed, invented entries that illustrate the product. Nothing here is read from the database.
const entries: Entry[] = [
  {
    Icon: Clock,
    time: '09:12 UTC',
    title: 'Firm offer received',
    detail: 'Aegean Dawn, Supramax 58,000 dwt · 30-day TC, USD 18,500/day · reply by 16:00 UTC',
    status: 'Firm',
    tone: 'yellow',
  },
  {
    Icon: BadgeCheck,
    time: '08:47 UTC',
    title: "Subject lifted: charterers' approval",
    detail: 'Cape Lyra · 170,000 mt iron ore, Tubarão to Qingdao · laycan 12–16 Feb',
    status: 'Lifted',
    tone: 'green',
  },
  {
    Icon: Landmark,
    time: '08:05 UTC',
    title: 'Escrow funded',
    detail: "First 15 days' hire held for Aegean Dawn · USD 277,500",
    status: 'Held',
    tone: 'blue',
  },
  {
    Icon: FileSignature,
    time: 'Yesterday',
    title: 'Charter party signed by both parties',
    detail: 'Nordic Wren · voyage charter, 33,000 mt wheat, Constanța to Alexandria',
    status: 'Signed',
    tone: 'green',
  },
  {
    Icon: ShieldAlert,
    time: 'Yesterday',
    title: 'P&I certificate expires in 7 days',
    detail: 'Upload the renewed certificate of entry to keep Baltic Tern on the market',
    status: 'Action',
    tone: 'red',
  },
];

const tiles = [
  { label: 'Open inquiries', value: '4' },
  { label: 'On subjects', value: '2' },
  { label: 'Held in escrow', value: 'USD 277,500' },
];

/** A product-screenshot-style card for the home hero, clearly marked as an example. */
export function SampleDashboard() {
  return (
    <figure className="w-full max-w-xl overflow-hidden rounded-2xl bg-white text-slate-900 shadow-2xl ring-1 ring-navy-950/10">
      <div className="flex h-10 items-center gap-2 border-b border-slate-200 bg-slate-50 px-4" aria-hidden>
        <span className="size-2.5 rounded-full bg-red-400" />
        <span className="size-2.5 rounded-full bg-amber-400" />
        <span className="size-2.5 rounded-full bg-emerald-400" />
        <span className="ml-3 truncate text-xs text-slate-600">fairlead.example/app/dashboard</span>
      </div>
      <div className="p-4 sm:p-5">
        <div className="flex items-center justify-between gap-3">
          <p className="font-semibold text-navy-900">Chartering desk</p>
          <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-bold uppercase tracking-wide text-amber-900">Example</span>
        </div>
        <dl className="mt-4 grid grid-cols-3 gap-2">
          {tiles.map((t) => (
            <div key={t.label} className="rounded-lg bg-navy-50 px-2 py-2.5 sm:px-3">
              <dt className="text-[11px] leading-tight text-slate-600 sm:text-xs">{t.label}</dt>
              <dd className="mt-1 text-sm font-bold text-navy-900 sm:text-base">{t.value}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-5 text-xs font-semibold uppercase tracking-wide text-slate-600">Recent activity</p>
        <ul className="mt-2 divide-y divide-slate-100">
          {entries.map((e) => (
            <li key={e.title} className="flex gap-3 py-2.5">
              <span className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-lg bg-navy-50 text-navy-700" aria-hidden>
                <e.Icon className="size-4" />
              </span>
              <div className="min-w-0 flex-1">
                <div className="flex items-start justify-between gap-2">
                  <p className="text-sm font-medium text-slate-900">{e.title}</p>
                  <Badge tone={e.tone}>{e.status}</Badge>
                </div>
                <p className="mt-0.5 text-xs leading-snug text-slate-600">{e.detail}</p>
                <p className="mt-0.5 text-xs text-slate-600">{e.time}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
      <figcaption className="border-t border-slate-200 bg-slate-50 px-4 py-2.5 text-xs text-slate-600 sm:px-5">
        Example screen with invented ships and figures, for illustration only. It is not live market data.
      </figcaption>
    </figure>
  );
}
