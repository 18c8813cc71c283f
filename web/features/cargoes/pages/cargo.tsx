import { ArrowLeft, ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import type { CargoOrder } from '../../../../common/cargoes/api';
import { Alert, Badge, Card, Skeleton } from '../../../components/ui/feedback';
import { ApiError } from '../../../lib/api';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCargoPage } from '../api/cargoes';
import { CargoRecap } from '../components/cargo-recap';
import { HiddenReasons } from '../components/hidden-reasons';
import { OfferShipLink } from '../components/offer-ship-link';
import { OrderActions } from '../components/order-actions';
import { cargoTitle, freightLine, laycanText, statusLabel, statusTones } from '../format';

export { cargoHandle as handle } from './cargo-head';

/** What web/app composes into the page: the matching feature's "Matching ships" for this order. */
type Slots = { matchingShips?: (cargo: CargoOrder) => ReactNode };

/** /cargoes/:id: one order's terms, the charterer's name as its visibility allows, and the poster's actions. */
export default function CargoPage({ matchingShips }: Slots = {}) {
  const { id } = useParams();
  const { data, error, isPending } = useCargoPage(id);
  const notFound = error instanceof ApiError && error.status === 404;
  usePageTitle(data ? cargoTitle(data) : notFound ? 'Cargo order not found' : 'Cargo order');

  return (
    <div className="container-page max-w-5xl py-6 sm:py-8">
      <Link to="/cargoes" className="inline-flex items-center gap-1.5 text-sm font-medium text-sea-700 hover:text-sea-800 hover:underline">
        <ArrowLeft aria-hidden className="size-4" /> Cargo board
      </Link>
      {notFound ? (
        <>
          <h1 className="mt-4 text-3xl font-bold text-navy-900">Cargo order not found</h1>
          <p className="mt-2 text-slate-600">It may have been withdrawn or fixed. Open cargo orders are on the board.</p>
        </>
      ) : error ? (
        <>
          <h1 className="mt-4 text-3xl font-bold text-navy-900">Cargo order</h1>
          <Alert className="mt-4">This cargo order could not be loaded. {error.message}</Alert>
        </>
      ) : isPending || !data ? (
        <CargoSkeleton />
      ) : (
        <CargoDetails cargo={data} matchingShips={matchingShips} />
      )}
    </div>
  );
}

function CargoDetails({ cargo: c, matchingShips }: { cargo: CargoOrder } & Slots) {
  const posted = (useLocation().state as { posted?: boolean } | null)?.posted;
  return (
    <>
      {posted && c.mine ? (
        <Alert tone="success" className="mt-4">
          Cargo order posted. It is on the board until its laycan ends.
        </Alert>
      ) : null}
      <div className="mt-4 flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="text-3xl font-bold tracking-tight text-navy-900">{cargoTitle(c)}</h1>
            {c.status === 'open' ? null : <Badge tone={statusTones[c.status]}>{statusLabel(c.status)}</Badge>}
          </div>
          <p className="mt-1 flex flex-wrap items-center gap-1.5 text-slate-600">
            {c.load.name} <ArrowRight aria-label="to" className="size-4" /> {c.discharge.name} · Laycan {laycanText(c.laycanFrom, c.laycanTo)} ·{' '}
            {freightLine(c)}
          </p>
        </div>
        <OrderActions cargo={c} size="md" />
        <OfferShipLink cargo={c} />
      </div>
      <HiddenReasons cargo={c} className="mt-4 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3" />
      <Card className="mt-6 overflow-hidden">
        <h2 className="border-b border-slate-100 bg-slate-50 px-5 py-3 text-sm font-semibold uppercase tracking-wide text-slate-600">Terms</h2>
        <CargoRecap cargo={c} />
      </Card>
      {matchingShips?.(c)}
    </>
  );
}

/** The same boxes as the order's page, so its first answer replaces them without moving anything. */
function CargoSkeleton() {
  return (
    <div aria-hidden>
      <Skeleton className="mt-4 h-9 w-2/3" />
      <Skeleton className="mt-2 h-5 w-1/2" />
      <Card className="mt-6 space-y-4 p-5">
        {Array.from({ length: 10 }, (_, i) => (
          <Skeleton key={i} className="h-5 w-full" />
        ))}
      </Card>
    </div>
  );
}
