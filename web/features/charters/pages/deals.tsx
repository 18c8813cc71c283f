import { Link, useSearchParams } from 'react-router';
import { usePortNames } from '../../../components/ports/use-port-names';
import { ExportLink } from '../../../components/export-link';
import { buttonClass } from '../../../components/ui/button';
import { Alert, EmptyState, Skeleton } from '../../../components/ui/feedback';
import { Pagination } from '../../../components/ui/pagination';
import { cn } from '../../../lib/cn';
import { usePageTitle } from '../../../lib/use-page-title';
import { useDeals, useMyRole } from '../api/deals';
import { DealRow } from '../components/deal-row';

const filters = [
  { stage: 'open', label: 'In negotiation' },
  { stage: 'on_subjects', label: 'On subjects' },
  { stage: 'fixed', label: 'Fixed' },
  { stage: '', label: 'All' },
] as const;

/** The member's deals by stage (every deal for an admin), the ones waiting on them first in mind. */
export default function DealsPage() {
  usePageTitle('Deals');
  const [params, setParams] = useSearchParams();
  const stage = params.get('stage') ?? 'open';
  const page = Number(params.get('page') ?? 1) || 1;
  const { data, isError, isPending } = useDeals(stage, page);
  const role = useMyRole();
  // Every port on the page in one set of look-ups, shared by the rows (and cached with the ports search).
  const names = usePortNames(data?.items.flatMap((d) => [d.headline.from, d.headline.to]) ?? []);

  return (
    <section>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-navy-900">Deals</h1>
          <p className="mt-1 text-sm text-slate-600">
            {role === 'admin'
              ? 'Every deal on Fairlead, its stage and its record.'
              : 'Every enquiry, offer and fixture you are party to, with whose move it is.'}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {role !== 'admin' ? <ExportLink path="/api/exports/deals.csv" query={{ stage }} /> : null}
          {role === 'charterer' ? (
            <Link to="/vessels" className={buttonClass('accent')}>
              Find a ship
            </Link>
          ) : null}
        </div>
      </div>
      <div role="group" aria-label="Show deals" className="mt-4 inline-flex flex-wrap rounded-lg bg-slate-100 p-1 text-sm">
        {filters.map((f) => (
          <button
            key={f.stage}
            type="button"
            aria-pressed={stage === f.stage}
            onClick={() => setParams(f.stage === 'open' ? {} : { stage: f.stage })}
            className={cn(
              'rounded-md px-3 py-1.5 font-medium focus-visible:outline-2 focus-visible:outline-sea-600',
              stage === f.stage ? 'bg-white text-navy-900 shadow-xs' : 'text-slate-600 hover:text-navy-900',
            )}
          >
            {f.label}
          </button>
        ))}
      </div>
      {isError ? <Alert className="mt-4">Your deals could not be loaded. Reload the page to try again.</Alert> : null}
      <div className="mt-4 space-y-3">
        {isPending ? [0, 1, 2].map((i) => <Skeleton key={i} className="h-24 rounded-xl" />) : null}
        {data?.items.map((d) => (
          <DealRow key={d.id} d={d} names={names} />
        ))}
        {data && data.items.length === 0 ? (
          <EmptyState title="No deals here yet">
            {role === 'owner'
              ? 'Charterers’ enquiries on your ships appear here.'
              : role === 'charterer'
                ? 'Open a ship from the search and press Send enquiry.'
                : 'Nothing in this stage.'}
          </EmptyState>
        ) : null}
      </div>
      {data ? (
        <Pagination
          page={data.page}
          pageSize={data.pageSize}
          total={data.total}
          onPage={(p) => setParams({ ...(stage === 'open' ? {} : { stage }), page: String(p) })}
        />
      ) : null}
    </section>
  );
}
