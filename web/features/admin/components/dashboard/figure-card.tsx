import { ArrowDownRight, ArrowUpRight } from 'lucide-react';
import { useId } from 'react';
import { Card, Skeleton } from '../../../../components/ui/feedback';
import { cn } from '../../../../lib/cn';
import { describeChange } from './format';

type Props = {
  label: string;
  current: number | null;
  previous: number | null;
  /** How a value is written: a count, an amount with its currency, a duration. */
  format: (n: number) => string;
  /** Which way is good news: more fixtures is, more failed payments is not. Only the tone depends on it. */
  better?: 'up' | 'down';
  /** What the figure counts, when its label alone could be read two ways. */
  note?: string;
  /** Written in place of a null current value (no fixture, so no median). */
  none?: string;
  /** Amounts with their currency sign run longer than counts: a size smaller, so that they fit whole. */
  small?: boolean;
};

const tones = { good: 'text-emerald-700', bad: 'text-red-700', neutral: 'text-slate-600' } as const;

/** One figure of the period beside the previous period's, and the change in words as well as an arrow. */
export function FigureCard({ label, current, previous, format, better = 'up', note, none = '–', small }: Props) {
  const id = useId();
  const change = describeChange(current, previous);
  const tone = change.direction === 'up' || change.direction === 'down' ? (change.direction === better ? tones.good : tones.bad) : tones.neutral;
  const Arrow = change.direction === 'up' ? ArrowUpRight : change.direction === 'down' ? ArrowDownRight : null;
  return (
    <Card className="flex h-full min-h-37 flex-col p-4">
      <div role="group" aria-labelledby={id}>
        <h4 id={id} className="text-sm font-medium text-slate-600">
          {label}
        </h4>
        <p
          className={cn('mt-1 font-bold tabular-nums text-navy-900 [overflow-wrap:anywhere]', small ? 'text-xl leading-8' : 'text-2xl')}
          data-testid="figure-value"
        >
          {current === null ? none : format(current)}
        </p>
        <p className={cn('mt-2 inline-flex items-center gap-0.5 text-xs font-semibold', tone)} data-testid="figure-change">
          {Arrow ? <Arrow aria-hidden className="size-3.5" /> : null}
          {change.text}
        </p>
        {previous === null ? null : (
          <p className="text-xs text-slate-500" data-testid="figure-previous">
            Previous: {format(previous)}
          </p>
        )}
        {note ? <p className="mt-1 text-xs text-slate-500">{note}</p> : null}
      </div>
    </Card>
  );
}

/** The card's shape while the figures load: the same height, so nothing moves when they arrive. */
export function FigureCardSkeleton() {
  return (
    <Card className="h-full min-h-37 p-4">
      <Skeleton className="h-5 w-28" />
      <Skeleton className="mt-1 h-8 w-20" />
      <Skeleton className="mt-2 h-4 w-36" />
    </Card>
  );
}
