import { ArrowLeft, ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { CARGO_PAGE_SIZE, type CargoBoardPage } from '../../../../common/cargoes/api';
import { Button, buttonClass } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { CargoCard, CargoCardSkeleton } from './cargo-card';
import type { BoardState } from './use-board-params';

const gridClass = 'grid grid-cols-1 gap-5 sm:grid-cols-2 xl:grid-cols-3';

/** The cards, or a page of skeletons the size of the cards while the first answer is on its way. */
export function BoardResults({ data, loading, stale, state }: { data?: CargoBoardPage; loading: boolean; stale: boolean; state: BoardState }) {
  if (loading || !data) {
    return (
      <ul className={gridClass} aria-hidden>
        {Array.from({ length: 6 }, (_, i) => (
          <li key={i}>
            <CargoCardSkeleton />
          </li>
        ))}
      </ul>
    );
  }
  if (data.items.length === 0) return <NoCargoes state={state} />;
  return (
    <>
      <ul className={cn(gridClass, 'transition-opacity', stale && 'opacity-60')} aria-busy={stale || undefined}>
        {data.items.map((c) => (
          <li key={c.id}>
            <CargoCard cargo={c} />
          </li>
        ))}
      </ul>
      <Pager data={data} state={state} />
    </>
  );
}

/** What was found, for the live region above the cards. */
export function boardSummary(data: CargoBoardPage | undefined) {
  if (!data) return '';
  if (data.items.length === 0) return 'No cargo orders found';
  const first = (data.page - 1) * (data.pageSize || CARGO_PAGE_SIZE) + 1;
  const last = first + data.items.length - 1;
  const range = first === last ? `Cargo order ${first}` : `Cargo orders ${first}–${last}`;
  if (data.hasMore) return `${range}, more on the next page`;
  if (data.page > 1) return `${range}, the last page`;
  return `${data.items.length} cargo order${data.items.length === 1 ? '' : 's'} found`;
}

// There is no total count, so the pager only steps.
function Pager({ data, state }: { data: CargoBoardPage; state: BoardState }) {
  if (data.page <= 1 && !data.hasMore) return null;
  const step = (n: number, label: 'Previous' | 'Next', enabled: boolean) => {
    const inner =
      label === 'Previous'
        ? [<ArrowLeft key="i" aria-hidden className="size-4" />, label]
        : [label, <ArrowRight key="i" aria-hidden className="size-4" />];
    return enabled ? (
      <Link
        to={state.pageHref(n)}
        onClick={() => window.scrollTo({ top: 0 })}
        className={buttonClass('secondary', 'md')}
        rel={label === 'Previous' ? 'prev' : 'next'}
      >
        {inner}
      </Link>
    ) : (
      <span aria-disabled="true" className={cn(buttonClass('secondary', 'md'), 'pointer-events-none opacity-50')}>
        {inner}
      </span>
    );
  };
  return (
    <nav aria-label="Result pages" className="mt-8 flex items-center justify-between gap-4 text-sm text-slate-600">
      {step(data.page - 1, 'Previous', data.page > 1)}
      <p>Page {data.page}</p>
      {step(data.page + 1, 'Next', data.hasMore)}
    </nav>
  );
}

function NoCargoes({ state }: { state: BoardState }) {
  return (
    <section aria-labelledby="no-cargoes-title" className="rounded-xl border border-dashed border-slate-300 px-6 py-12 text-center">
      <h2 id="no-cargoes-title" className="text-lg font-semibold text-navy-900">
        No open cargo orders match these filters
      </h2>
      <p className="mx-auto mt-2 max-w-md text-sm text-slate-600">
        {state.page > 1 ? 'This page is past the last result.' : 'Charterers post new cargoes every day. Widen the search, or check back soon.'}
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {state.page > 1 ? (
          <Link to={state.pageHref(1)} className={buttonClass('secondary')}>
            Back to the first page
          </Link>
        ) : null}
        {state.active.length > 0 ? <Button onClick={state.clearAll}>Clear all filters</Button> : null}
      </div>
    </section>
  );
}
