import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card, Skeleton } from './feedback';

/**
 * A figure tile, linked to where the figure's records are when there is such a page; the skeleton keeps its height
 * while the number loads. A figure already written out (an amount with its currency) is shown as given, a size smaller.
 */
export function StatTile({
  label,
  value,
  hint,
  icon,
  to,
}: {
  label: string;
  value?: number | string;
  hint: ReactNode;
  icon: ReactNode;
  to?: string;
}) {
  const tile = (
    <Card className={`h-full p-5 ${to ? 'transition-shadow group-hover:shadow-md' : ''}`}>
      <div className="flex items-center justify-between">
        <h2 className="text-sm font-medium text-slate-600">{label}</h2>
        <span className="rounded-lg bg-navy-50 p-2 text-navy-700">{icon}</span>
      </div>
      {value === undefined ? (
        <Skeleton className="mt-3 h-9 w-20" />
      ) : (
        <p
          className={`mt-3 h-9 truncate font-bold text-navy-900 ${typeof value === 'string' ? 'pt-1 text-2xl' : 'text-3xl'}`}
          data-testid={`tile-${label}`}
        >
          {typeof value === 'string' ? value : value.toLocaleString('en-US')}
        </p>
      )}
      <p className="mt-1 text-sm text-slate-600">{hint}</p>
    </Card>
  );
  return to ? (
    <Link to={to} className="group rounded-xl">
      {tile}
    </Link>
  ) : (
    <div>{tile}</div>
  );
}
