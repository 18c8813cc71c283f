import { ArrowLeft, ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { SEARCH_PAGE_SIZE } from '../../../../common/vessels/schemas';
import { Button, buttonClass } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import type { SearchPage } from '../api/types';
import type { SearchState } from './use-search-params-state';
import { VesselCard, VesselCardSkeleton } from './vessel-card';

const gridClass = 'grid grid-cols-1 gap-5 sm:grid-cols-2 xl:grid-cols-3';

/**
 * The cards after the first are laid out only when they come near the screen (`content-visibility: auto`, sized
 * meanwhile as a card is, then as it was drawn). Their photos are lazy, and a browser fetches a lazy photo once
 * its box is laid out within a screen or two of the view: on a phone that was six photos sharing the slow link
 * with the first card's as the page first painted.
 */
const offscreenCard = '[content-visibility:auto] [contain-intrinsic-size:auto_34rem]';

/** Results, or a full page of skeletons the same size as the cards while the first answer is on its way. */
export function SearchResults({ data, loading, stale, state }: { data?: SearchPage; loading: boolean; stale: boolean; state: SearchState }) {
  if (loading || !data) {
    return (
      <ul className={gridClass} aria-hidden>
        {Array.from({ length: 6 }, (_, i) => (
          <li key={i}>
            <VesselCardSkeleton />
          </li>
        ))}
      </ul>
    );
  }
  if (data.items.length === 0) return <NoResults state={state} />;
  return (
    <>
      <ul className={cn(gridClass, 'transition-opacity', stale && 'opacity-60')} aria-busy={stale || undefined}>
        {data.items.map((v, i) => (
          <li key={v.id} className={i > 0 ? offscreenCard : undefined}>
            {/* The first card's photo is a phone's largest paint: fetched at once, first. The others are below a
                phone's fold and wait for their turn; on a wide screen the browser fetches the ones in view right
                after the first layout. */}
            <VesselCard v={v} firstPhoto={i === 0} />
          </li>
        ))}
      </ul>
      <Pager data={data} state={state} />
    </>
  );
}

/** What was found, for the live region above the results. */
export function resultSummary(data: SearchPage | undefined) {
  if (!data) return '';
  if (data.items.length === 0) return 'No vessels found';
  const first = (data.page - 1) * (data.pageSize || SEARCH_PAGE_SIZE) + 1;
  const last = first + data.items.length - 1;
  const range = first === last ? `Vessel ${first}` : `Vessels ${first}–${last}`;
  return data.hasMore
    ? `${range}, more on the next page`
    : data.page > 1
      ? `${range}, the last page`
      : `${data.items.length} vessel${data.items.length === 1 ? '' : 's'} found`;
}

// There is no total count (counting every match would cost the database), so the pager only steps.
function Pager({ data, state }: { data: SearchPage; state: SearchState }) {
  if (data.page <= 1 && !data.hasMore) return null;
  const toTop = () => window.scrollTo({ top: 0 });
  const disabled = 'pointer-events-none opacity-50';
  return (
    <nav aria-label="Result pages" className="mt-8 flex items-center justify-between gap-4 text-sm text-slate-600">
      {data.page > 1 ? (
        <Link to={state.pageHref(data.page - 1)} onClick={toTop} className={buttonClass('secondary', 'md')} rel="prev">
          <ArrowLeft aria-hidden className="size-4" /> Previous
        </Link>
      ) : (
        <span aria-disabled="true" className={cn(buttonClass('secondary', 'md'), disabled)}>
          <ArrowLeft aria-hidden className="size-4" /> Previous
        </span>
      )}
      <p>Page {data.page}</p>
      {data.hasMore ? (
        <Link to={state.pageHref(data.page + 1)} onClick={toTop} className={buttonClass('secondary', 'md')} rel="next">
          Next <ArrowRight aria-hidden className="size-4" />
        </Link>
      ) : (
        <span aria-disabled="true" className={cn(buttonClass('secondary', 'md'), disabled)}>
          Next <ArrowRight aria-hidden className="size-4" />
        </span>
      )}
    </nav>
  );
}

/** Offers only the ways of widening the search that would change something. */
function NoResults({ state }: { state: SearchState }) {
  const { raw, page } = state;
  const hasDates = !!(raw.from || raw.to || state.datesDefaulted);
  const hasSize = !!(raw.minSize || raw.maxSize);
  return (
    <section aria-labelledby="no-results-title" className="rounded-xl border border-dashed border-slate-300 px-6 py-12 text-center">
      <h2 id="no-results-title" className="text-lg font-semibold text-navy-900">
        No vessels match these filters
      </h2>
      <p className="mx-auto mt-2 max-w-md text-sm text-slate-600">
        {page > 1 ? 'This page is past the last result.' : 'Owners list new tonnage every day. Widen the search, or check back soon.'}
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {page > 1 ? (
          <Link to={state.pageHref(1)} className={buttonClass('secondary')}>
            Back to the first page
          </Link>
        ) : null}
        {hasDates ? (
          <Button variant="secondary" onClick={state.removeDates}>
            Remove the date range
          </Button>
        ) : null}
        {hasSize ? (
          <Button variant="secondary" onClick={() => state.update({ minSize: '', maxSize: '' })}>
            Remove the size limits
          </Button>
        ) : null}
        {state.active.length > 0 ? <Button onClick={state.clearAll}>Clear all filters</Button> : null}
      </div>
    </section>
  );
}
