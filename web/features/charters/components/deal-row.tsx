import { ChevronRight } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { portName, type PortNames } from '../../../../common/charters/agreed-text';
import { dealStageLabels, dealStageTone } from '../../../../common/charters/deal-process';
import { formatMoney } from '../../../../common/money';
import { Badge, Card } from '../../../components/ui/feedback';
import type { DealSummary } from '../api/deals';
import { leftText, localText, partyName } from './when';

const dateText = (iso: string) => new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });

const basisText = { per_tonne: 'per mt', lump_sum: 'lump sum', per_day: 'per day' } as const;

/** The time on the row's clock, moved on every half-minute so "2 h 14 min left" does not go stale on a screen left open. */
function useNow(every = 30_000) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), every);
    return () => clearInterval(timer);
  }, [every]);
  return now;
}

/**
 * One deal as a professional scans a list of them: the ship, what is carried where, the laycan, the price now on
 * the table and how long is left to reply to it. Ports are written by name once `names` holds them.
 */
export function DealRow({ d, names }: { d: DealSummary; names?: PortNames }) {
  const now = useNow();
  const counterparty =
    d.myParty === 'owner' ? d.charterer.company : d.myParty === 'charterer' ? d.owner.company : `${d.owner.company} / ${d.charterer.company}`;
  const yourMove = d.awaiting && d.awaiting === d.myParty;
  const h = d.headline;
  const route = `${portName(h.from, names)} → ${portName(h.to, names)}`;
  const replyBy = d.live?.replyBy ?? null;
  const replyLeft = replyBy ? Date.parse(replyBy) - now : 0;
  return (
    <Card className="transition-colors hover:border-sea-600/50">
      <Link to={`/app/deals/${d.id}`} className="flex items-center gap-4 p-4 focus-visible:outline-2 focus-visible:outline-sea-600">
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span className="font-semibold text-navy-900">{d.vessel.name}</span>
            <Badge tone={dealStageTone[d.stage]}>{dealStageLabels[d.stage]}</Badge>
            {yourMove ? <Badge tone="blue">Your move</Badge> : null}
            <span className="ml-auto font-semibold whitespace-nowrap text-navy-900 tabular-nums" data-testid="deal-price">
              {formatMoney(h.price.amountMinor, h.price.currency)} {basisText[h.price.basis]}
            </span>
          </div>
          <p className="mt-1 text-sm break-words text-slate-700" data-testid="deal-route">
            {h.cargo ?? 'Time charter'} · {route}
          </p>
          <p className="mt-1 text-sm text-slate-600">
            {d.charterType === 'voyage' ? 'Voyage' : 'Time charter'} · laycan {dateText(d.laycanFrom)} – {dateText(d.laycanTo)} · {counterparty}
          </p>
          {replyBy ? (
            <p
              className={replyLeft > 0 && replyLeft < 3_600_000 ? 'mt-1 text-xs font-medium text-red-800' : 'mt-1 text-xs text-slate-600'}
              data-testid="deal-reply"
            >
              {d.awaiting ? `${partyName(d.awaiting)} to reply` : 'Reply'} by {localText(replyBy)} ·{' '}
              {replyLeft > 0 ? `${leftText(replyLeft)} left` : 'deadline passed'}
            </p>
          ) : d.stage === 'on_subjects' && d.nextDeadline ? (
            <p className="mt-1 text-xs text-slate-600">
              {d.awaiting ? `${partyName(d.awaiting)} to lift or fail a subject` : 'Next subject'} by {localText(d.nextDeadline)} ·{' '}
              {leftText(Date.parse(d.nextDeadline) - now)} left
            </p>
          ) : null}
        </div>
        <ChevronRight aria-hidden className="size-5 shrink-0 text-slate-400" />
      </Link>
    </Card>
  );
}
