import { List } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { formatLocode } from '../../../../common/ports/locode';
import { buttonClass } from '../../../components/ui/button';
import { Alert, Card, EmptyState, Skeleton } from '../../../components/ui/feedback';
import { usePageTitle } from '../../../lib/use-page-title';
import { useOpenPositions } from '../api/marketplace';
import { OpenPositionsMap } from '../components/open-positions-map';

export default function OpenPositionsPage() {
  usePageTitle('Open positions');
  const { search } = useLocation();
  // Dates chosen in the search carry over: a ship held on them (on subjects, fixed, blocked) is not open then.
  const params = new URLSearchParams(search);
  const dates = { from: params.get('from') ?? '', to: params.get('to') ?? '' };
  const { data: ports, isPending, error } = useOpenPositions(dates);
  const datesQuery = `${dates.from ? `&from=${dates.from}` : ''}${dates.to ? `&to=${dates.to}` : ''}`;
  const total = ports?.reduce((sum, p) => sum + p.vessels, 0) ?? 0;

  return (
    <div className="container-page py-8 sm:py-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-3xl font-bold tracking-tight text-navy-900">Open positions</h1>
          <p className="mt-1 min-h-6 text-slate-600">
            {ports?.length
              ? `${total} ${total === 1 ? 'vessel' : 'vessels'} open in ${ports.length} ${ports.length === 1 ? 'place' : 'places'}${datesQuery ? ', free on the dates of your search' : ''}. Pick a port or a region to see its ships.`
              : 'Where ships come free next, by open port or region.'}
          </p>
        </div>
        <Link to={`/vessels${search}`} className={buttonClass('secondary')}>
          <List aria-hidden className="size-4" /> List view
        </Link>
      </div>

      {error ? <Alert className="mt-6">Open positions could not be loaded. {error.message}</Alert> : null}

      <Card className="mt-6 overflow-hidden">
        {/* The land is drawn at once; the ports join it when they arrive, in the same box. */}
        <OpenPositionsMap ports={ports ?? []} busy={isPending} dates={datesQuery} />
      </Card>

      <section aria-labelledby="ports-heading" className="mt-8">
        <h2 id="ports-heading" className="text-lg font-semibold text-navy-900">
          Ports and regions with open vessels
        </h2>
        {isPending ? (
          <div className="mt-3 space-y-2" aria-busy="true">
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} className="h-11 w-full" />
            ))}
          </div>
        ) : ports && ports.length === 0 ? (
          <div className="mt-3">
            <EmptyState title="No open positions right now">
              Owners list new tonnage every day.{' '}
              <Link to="/vessels" className="font-medium text-sea-700 underline">
                Browse all vessels
              </Link>
            </EmptyState>
          </div>
        ) : ports ? (
          <Card className="mt-3">
            <table className="w-full text-sm">
              <thead className="bg-slate-50 text-left text-xs font-semibold uppercase tracking-wide text-slate-600">
                <tr>
                  <th scope="col" className="px-4 py-3">
                    Port or region
                  </th>
                  <th scope="col" className="hidden px-4 py-3 sm:table-cell">
                    Code
                  </th>
                  <th scope="col" className="px-4 py-3 text-right">
                    Vessels open
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {ports.map((p) => (
                  <tr key={`${p.region ? 'region' : 'port'}-${p.locode}`}>
                    <th scope="row" className="px-4 py-3 text-left font-normal">
                      {/* A region's ships may be anywhere in it: "Open in US Gulf", not a port's name. */}
                      <Link to={`/vessels?port=${p.locode}${datesQuery}`} className="font-medium text-sea-700 underline hover:text-sea-800">
                        {p.region ? `Open in ${p.name}` : p.name}
                      </Link>
                      {p.region ? null : <span className="text-slate-600">, {p.country}</span>}
                    </th>
                    <td className="hidden px-4 py-3 font-mono text-xs text-slate-600 sm:table-cell">
                      {p.region ? p.locode : formatLocode(p.locode)}
                    </td>
                    <td className="px-4 py-3 text-right tabular-nums text-slate-900">{p.vessels}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </Card>
        ) : null}
      </section>
    </div>
  );
}
