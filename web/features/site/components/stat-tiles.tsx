import type { SiteStats } from '../../../../common/site/schemas';
import { Skeleton } from '../../../components/ui/feedback';
import { cn } from '../../../lib/cn';
import { useSiteStats } from '../api/site-stats';

// Each label says exactly what the server counts, so no figure reads as more than it is.
const tiles: { key: keyof SiteStats; one: string; other: string }[] = [
  { key: 'listedVerifiedVessels', one: 'ship listed by a verified owner', other: 'ships listed by verified owners' },
  { key: 'portsWithOpenPositions', one: 'port where a listed ship opens', other: 'ports where listed ships open' },
  { key: 'countriesWithOpenTonnage', one: 'country with open tonnage', other: 'countries with open tonnage' },
  { key: 'fixtures', one: 'charter fixed on Fairlead', other: 'charters fixed on Fairlead' },
];

const numbers = new Intl.NumberFormat();
const plural = new Intl.PluralRules('en');

/** The marketplace in figures, counted from the database; a skeleton holds each tile's place while they load. */
export function StatTiles({ className }: { className?: string }) {
  const { data, isError } = useSiteStats();
  return (
    <dl aria-busy={!data && !isError} className={cn('grid grid-cols-2 gap-4 lg:grid-cols-4', className)}>
      {tiles.map((t) => {
        const value = data?.[t.key];
        return (
          <div key={t.key} className="flex min-h-28 flex-col justify-center rounded-xl bg-white px-4 py-5 text-center ring-1 ring-slate-200">
            <dt className="order-2 mt-1 text-sm text-slate-600">
              {value === undefined ? t.other : plural.select(value) === 'one' ? t.one : t.other}
            </dt>
            <dd className="order-1 flex h-9 items-center justify-center text-3xl font-bold tracking-tight text-navy-900">
              {value !== undefined ? (
                numbers.format(value)
              ) : isError ? (
                <span title="Not available right now">–</span>
              ) : (
                <Skeleton className="h-8 w-16" />
              )}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
