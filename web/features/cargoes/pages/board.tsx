import { SlidersHorizontal } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button';
import { Alert } from '../../../components/ui/feedback';
import { ApiError } from '../../../lib/api';
import { useMyRole } from '../../../lib/use-my-role';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCargoBoard } from '../api/cargoes';
import { BoardFilters } from '../components/board-filters';
import { boardSummary, BoardResults } from '../components/board-results';
import { useBoardParams } from '../components/use-board-params';

export { boardHandle as handle } from './board-head';

type Props = {
  /** A slot for "Save this search" (the saved-searches feature, composed in app/), given the board's API query. */
  saveSearch?: (apiQuery: string) => ReactNode;
};

/** /cargoes: open cargo orders, filtered by what the URL says. */
export default function CargoBoardPage({ saveSearch }: Props = {}) {
  usePageTitle('Cargo board');
  const state = useBoardParams();
  const { data, isPending, isPlaceholderData, error } = useCargoBoard(state.apiQuery);
  const role = useMyRole();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const badRequest = error instanceof ApiError && error.status === 400 ? error : null;
  const showFilters = filtersOpen || !!badRequest;

  return (
    <div className="container-page py-8 sm:py-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-3xl font-bold tracking-tight text-navy-900">Cargo board</h1>
          <p className="mt-1 text-slate-600">Open cargo orders from charterers. Enquire directly and fix free of commission.</p>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          {saveSearch?.(state.apiQuery)}
          {role === 'charterer' ? (
            <Link to="/app/cargoes/new" className={buttonClass('primary')}>
              Post a cargo order
            </Link>
          ) : null}
        </div>
      </div>

      <div className="mt-6 lg:grid lg:grid-cols-[18rem_minmax(0,1fr)] lg:items-start lg:gap-8">
        <aside aria-labelledby="cargo-filters-heading" className="mb-6 lg:sticky lg:top-4 lg:mb-0">
          <Button
            variant="secondary"
            className="w-full lg:hidden"
            aria-expanded={showFilters}
            aria-controls="cargo-filters"
            onClick={() => setFiltersOpen(!showFilters)}
          >
            <SlidersHorizontal aria-hidden className="size-4" />
            {showFilters ? 'Hide filters' : 'Filters'}
            {state.active.length ? <span className="rounded-full bg-navy-900 px-1.5 text-xs text-white">{state.active.length}</span> : null}
          </Button>
          <div
            id="cargo-filters"
            className={
              showFilters
                ? 'mt-4 rounded-xl border border-slate-200 bg-white p-4 lg:mt-0'
                : 'hidden rounded-xl border border-slate-200 bg-white p-4 lg:block'
            }
          >
            <h2 id="cargo-filters-heading" className="mb-4 text-base font-semibold text-navy-900">
              Filters
            </h2>
            <BoardFilters state={state} fieldErrors={badRequest?.fields ?? {}} />
          </div>
        </aside>

        <section aria-labelledby="cargo-results-heading" className="min-w-0">
          <h2 id="cargo-results-heading" className="sr-only">
            Cargo orders
          </h2>
          <p className="mb-4 min-h-5 text-sm text-slate-600" role="status">
            {badRequest ? '' : boardSummary(data)}
          </p>
          {badRequest ? (
            <Alert className="mb-4">
              <p className="font-semibold">{badRequest.message}</p>
              <p className="mt-1">Change the highlighted filter to see cargo orders.</p>
            </Alert>
          ) : error ? (
            <Alert className="mb-4">Cargo orders could not be loaded. {error.message}</Alert>
          ) : (
            <BoardResults data={data} loading={isPending} stale={isPlaceholderData} state={state} />
          )}
        </section>
      </div>
    </div>
  );
}
