import { ArrowRight, CalendarDays, Package } from 'lucide-react';
import { Link } from 'react-router';
import type { CargoOrder } from '../../../../common/cargoes/api';
import { Card, Skeleton } from '../../../components/ui/feedback';
import { freightTag, laycanText, quantityText } from '../format';
import { AccountLine } from './account-line';

/** One order on the board. The commodity is the link; its ::after covers the card so the whole card is clickable. */
export function CargoCard({ cargo: c }: { cargo: CargoOrder }) {
  return (
    <Card className="relative flex h-full flex-col gap-3 p-4 transition-shadow focus-within:ring-2 focus-within:ring-sea-600 hover:shadow-md">
      <div className="flex flex-wrap items-start justify-between gap-x-2 gap-y-1">
        <div className="min-w-0 flex-1 basis-32">
          <h3 className="break-words text-lg font-semibold leading-snug text-navy-900">
            <Link to={`/cargoes/${c.id}`} className="after:absolute after:inset-0 focus-visible:outline-none">
              {c.commodityName}
            </Link>
          </h3>
          <p className="whitespace-nowrap text-sm font-medium text-slate-700">{quantityText(c)}</p>
        </div>
        <p className="shrink-0 rounded-md bg-navy-50 px-2 py-1 text-sm font-semibold tabular-nums text-navy-900" aria-label="Freight">
          {freightTag(c)}
        </p>
      </div>
      <p className="flex items-start gap-1.5 text-sm text-slate-700">
        <Package aria-hidden className="mt-0.5 size-4 shrink-0 text-slate-400" />
        <span>
          {c.load.name} <ArrowRight aria-label="to" className="inline size-4 align-text-bottom text-slate-400" /> {c.discharge.name}
        </span>
      </p>
      <p className="flex items-start gap-1.5 text-sm text-slate-700">
        <CalendarDays aria-hidden className="mt-0.5 size-4 shrink-0 text-slate-400" /> <span>Laycan {laycanText(c.laycanFrom, c.laycanTo)}</span>
      </p>
      <AccountLine cargo={c} className="mt-auto border-t border-slate-100 pt-3 text-sm" />
    </Card>
  );
}

/** The same box as a card, so the first answer replaces it without moving anything. */
export function CargoCardSkeleton() {
  return (
    <Card className="flex h-full flex-col gap-3 p-4">
      <div className="flex justify-between gap-2">
        <div className="space-y-2">
          <Skeleton className="h-6 w-32" />
          <Skeleton className="h-4 w-40" />
        </div>
        <Skeleton className="h-7 w-24" />
      </div>
      <Skeleton className="h-5 w-3/4" />
      <Skeleton className="h-5 w-1/2" />
      <div className="mt-auto border-t border-slate-100 pt-3">
        <Skeleton className="h-5 w-40" />
      </div>
    </Card>
  );
}
