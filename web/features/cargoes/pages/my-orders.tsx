import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { Alert, Badge, Card, EmptyState, Skeleton } from '../../../components/ui/feedback';
import { usePageTitle } from '../../../lib/use-page-title';
import { useMyCargoOrders } from '../api/cargoes';
import { HiddenReasons } from '../components/hidden-reasons';
import { OrderActions } from '../components/order-actions';
import { freightLine, laycanText, quantityText, statusLabel, statusTones } from '../format';

/** /app/cargoes: the charterer's own orders, open ones first (the API's order). */
export default function MyCargoOrdersPage() {
  usePageTitle('My cargo orders');
  const { data, isPending, isError } = useMyCargoOrders();
  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-navy-900">My cargo orders</h1>
          <p className="mt-1 text-sm text-slate-600">Open orders are on the cargo board until their laycan ends, or until you withdraw them.</p>
        </div>
        <Link to="/app/cargoes/new" className={buttonClass('primary', 'md')}>
          <Plus className="size-4" aria-hidden /> Post a cargo order
        </Link>
      </div>
      {isError ? <Alert className="mt-6">Your cargo orders could not be loaded.</Alert> : null}
      <ul className="mt-6 space-y-3">
        {isPending
          ? Array.from({ length: 3 }, (_, i) => (
              <li key={i}>
                <Skeleton className="h-28 w-full" />
              </li>
            ))
          : null}
        {data?.length === 0 ? (
          <li>
            <EmptyState title="No cargo orders yet">
              Post a cargo with its quantity, ports and laycan, and owners with a ship to fit it can enquire.
            </EmptyState>
          </li>
        ) : null}
        {data?.map((c) => (
          <li key={c.id}>
            <Card className="flex flex-col gap-4 p-4 sm:flex-row sm:items-start">
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-center gap-2">
                  <h2 className="text-lg font-semibold text-navy-900">
                    <Link to={`/cargoes/${c.id}`} className="hover:underline">
                      {c.commodityName}, {quantityText(c)}
                    </Link>
                  </h2>
                  <Badge tone={statusTones[c.status]}>{statusLabel(c.status)}</Badge>
                </div>
                <p className="mt-1 text-sm text-slate-600">
                  {c.load.name} → {c.discharge.name} · Laycan {laycanText(c.laycanFrom, c.laycanTo)} · {freightLine(c)}
                </p>
                <HiddenReasons cargo={c} className="mt-2" />
              </div>
              <OrderActions cargo={c} />
            </Card>
          </li>
        ))}
      </ul>
    </div>
  );
}
