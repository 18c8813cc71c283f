import { Map as MapIcon, SlidersHorizontal } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClass, Button } from '../../../components/ui/button';
import { Select } from '../../../components/ui/field';
import { Alert } from '../../../components/ui/feedback';
import { ApiError } from '../../../lib/api';
import { usePageTitle } from '../../../lib/use-page-title';
import { useVesselSearch } from '../api/marketplace';
import type { Port } from '../api/types';
import { dateText } from '../format';
import { FilterChips } from '../components/filter-chips';
import { SearchFilters } from '../components/search-filters';
import { resultSummary, SearchResults } from '../components/search-results';
import { useSearchParamsState } from '../components/use-search-params-state';

const sorts = [
  { value: 'newest', label: 'Newest' },
  { value: 'rate', label: 'Lowest rate' },
  { value: 'size', label: 'Largest' },
  { value: 'year', label: 'Newest build' },
];

export { searchHandle as handle } from './search-head';

type Props = {
  /** A slot for "Save this search" (the saved-searches feature, composed in app/), given the search's API query. */
  saveSearch?: (apiQuery: string) => ReactNode;
};

/** /vessels and /vessels/available: the same search, the latter defaulting to ships free today. */
export default function VesselSearchPage({ saveSearch }: Props = {}) {
  const state = useSearchParamsState();
  const { filters, raw, availableNow, datesDefaulted } = state;
  const title = availableNow ? 'Available now' : 'Browse vessels';
  usePageTitle(title);
  const { data, isPending, isPlaceholderData, error } = useVesselSearch(state.apiQuery);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [chosenPort, setChosenPort] = useState<Port | null>(null);

  const badRequest = error instanceof ApiError && error.status === 400 ? error : null;
  // A rejected filter is highlighted in the panel, so open the panel (once per error) to show it.
  const [openedFor, setOpenedFor] = useState<ApiError | null>(null);
  if (badRequest && openedFor !== badRequest) {
    setOpenedFor(badRequest);
    setFiltersOpen(true);
  }
  const showFilters = filtersOpen;
  const portName = chosenPort?.locode === raw.port ? chosenPort.name : (data?.items.find((v) => v.openPort === raw.port)?.openPortName ?? undefined);
  const intro = datesDefaulted
    ? 'Available from today: ships with no charter booked today, from verified owners.'
    : availableNow && (filters.from || filters.to)
      ? `Available ${filters.from ? `from ${dateText(filters.from)}` : ''}${filters.from && filters.to ? ' ' : ''}${filters.to ? `to ${dateText(filters.to)}` : ''}: ships with no charter booked then.`
      : 'Open tonnage from verified owners. Talk to them directly and fix free of commission.';

  return (
    <div className="container-page py-8 sm:py-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-3xl font-bold tracking-tight text-navy-900">{title}</h1>
          <p className="mt-1 text-slate-600">{intro}</p>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          {saveSearch?.(state.apiQuery)}
          <Link to={`/vessels/map${state.search}`} className={buttonClass('secondary')}>
            <MapIcon aria-hidden className="size-4" /> Map view
          </Link>
        </div>
      </div>

      <div className="mt-6 lg:grid lg:grid-cols-[18rem_minmax(0,1fr)] lg:items-start lg:gap-8">
        <aside aria-labelledby="filters-heading" className="mb-6 lg:sticky lg:top-4 lg:mb-0">
          <Button
            variant="secondary"
            className="w-full lg:hidden"
            aria-expanded={showFilters}
            aria-controls="vessel-filters"
            onClick={() => setFiltersOpen(!showFilters)}
          >
            <SlidersHorizontal aria-hidden className="size-4" />
            {showFilters ? 'Hide filters' : 'Filters'}
            {state.active.length ? <span className="rounded-full bg-navy-900 px-1.5 text-xs text-white">{state.active.length}</span> : null}
          </Button>
          {/* Open and closed differ by `hidden` alone: the page's first script removes it at a tap before the app
              has loaded (web/app/hydrate-on-intent.ts), and the app's answer then draws the same panel. */}
          <div id="vessel-filters" className={`${showFilters ? '' : 'hidden '}mt-4 rounded-xl border border-slate-200 bg-white p-4 lg:mt-0 lg:block`}>
            <h2 id="filters-heading" className="mb-4 text-base font-semibold text-navy-900">
              Filters
            </h2>
            <SearchFilters state={state} fieldErrors={badRequest?.fields ?? {}} onPortChosen={setChosenPort} />
          </div>
        </aside>

        <section aria-labelledby="results-heading" className="min-w-0">
          <h2 id="results-heading" className="sr-only">
            Results
          </h2>
          <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
            <p className="min-h-5 text-sm text-slate-600" role="status">
              {badRequest ? '' : resultSummary(data)}
            </p>
            <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
              Sort by
              <Select
                name="sort"
                className="w-auto"
                value={filters.sort || 'newest'}
                onChange={(e) => state.update({ sort: e.target.value === 'newest' ? '' : e.target.value })}
              >
                {sorts.map((s) => (
                  <option key={s.value} value={s.value}>
                    {s.label}
                  </option>
                ))}
              </Select>
            </label>
          </div>
          <div className="mb-4 empty:hidden">
            <FilterChips state={state} portName={portName} />
          </div>
          {badRequest ? (
            <Alert className="mb-4">
              <p className="font-semibold">{badRequest.message}</p>
              <p className="mt-1">Change the highlighted filter to see vessels.</p>
            </Alert>
          ) : error ? (
            <Alert className="mb-4">Vessels could not be loaded. {error.message}</Alert>
          ) : null}
          {error ? null : <SearchResults data={data} loading={isPending} stale={isPlaceholderData} state={state} />}
        </section>
      </div>
    </div>
  );
}
