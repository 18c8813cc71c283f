import { ArrowLeft, ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { Alert } from '../../../components/ui/feedback';
import { cn } from '../../../lib/cn';
import { MatchRowSkeleton } from './match-row';
import { MatchSettingsBar } from './match-settings-bar';
import type { MatchSettingsState } from './use-match-settings';

type Page<T> = { items: T[]; page: number; pageSize: number; hasMore: boolean };

type Props<T> = {
  state: MatchSettingsState;
  query: { data?: Page<T>; isPending: boolean; error: Error | null; isPlaceholderData: boolean };
  /** What to do when nothing matches, in words and a link. */
  empty: ReactNode;
  what: 'ship' | 'cargo order';
  keyOf: (item: T) => string;
  children: (item: T, rank: number) => ReactNode;
};

/**
 * A ranked match list under its settings bar: skeleton rows while the first answer comes (the rows' own size, so
 * nothing moves), the last answer dimmed while new settings load, an empty state that says what to do, and a pager.
 */
export function MatchList<T>({ state, query, empty, what, keyOf, children }: Props<T>) {
  const { data, isPending, error, isPlaceholderData } = query;
  return (
    <div className="space-y-4">
      <MatchSettingsBar state={state} />
      <p aria-live="polite" className="sr-only">
        {data ? summary(data, what) : ''}
      </p>
      {error ? (
        <Alert>Matches could not be loaded. {error.message}</Alert>
      ) : isPending || !data ? (
        <ul aria-hidden className="space-y-3">
          {Array.from({ length: 3 }, (_, i) => (
            <li key={i}>
              <MatchRowSkeleton />
            </li>
          ))}
        </ul>
      ) : data.items.length === 0 ? (
        empty
      ) : (
        <>
          <ol className={cn('space-y-3 transition-opacity', isPlaceholderData && 'opacity-60')} aria-busy={isPlaceholderData || undefined}>
            {data.items.map((item, i) => (
              <li key={keyOf(item)}>{children(item, (data.page - 1) * data.pageSize + i + 1)}</li>
            ))}
          </ol>
          <Pager data={data} state={state} />
        </>
      )}
    </div>
  );
}

function summary(data: Page<unknown>, what: string) {
  const n = data.items.length;
  if (n === 0) return `No ${what}s match`;
  return `${n} ${what}${n === 1 ? '' : 's'} ranked${data.hasMore ? ', more on the next page' : ''}`;
}

// There is no total count, so the pager only steps.
function Pager({ data, state }: { data: Page<unknown>; state: MatchSettingsState }) {
  if (data.page <= 1 && !data.hasMore) return null;
  const step = (n: number, label: 'Previous' | 'Next', enabled: boolean) => {
    const inner =
      label === 'Previous'
        ? [<ArrowLeft key="i" aria-hidden className="size-4" />, label]
        : [label, <ArrowRight key="i" aria-hidden className="size-4" />];
    return enabled ? (
      <Link to={state.pageHref(n)} preventScrollReset className={buttonClass('secondary', 'md')} rel={label === 'Previous' ? 'prev' : 'next'}>
        {inner}
      </Link>
    ) : (
      <span aria-disabled="true" className={cn(buttonClass('secondary', 'md'), 'pointer-events-none opacity-50')}>
        {inner}
      </span>
    );
  };
  return (
    <nav aria-label="Match pages" className="flex items-center justify-between gap-4 text-sm text-slate-600">
      {step(data.page - 1, 'Previous', data.page > 1)}
      <p>Page {data.page}</p>
      {step(data.page + 1, 'Next', data.hasMore)}
    </nav>
  );
}
