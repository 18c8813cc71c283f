import { ArrowLeft } from 'lucide-react';
import { Link, useParams, useSearchParams } from 'react-router';
import { Alert, Skeleton } from '../../../components/ui/feedback';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCargoToOffer, useMyFleet } from '../api/offer-ship';
import { OfferShipForm } from '../components/offer-ship-form';
import { cargoTitle } from '../../../../common/cargoes/deal-terms';

/**
 * /app/cargoes/:id/offer?vessel=<id>&days=<voyage days>: an owner offers a ship for a cargo order. A match row links
 * here with its ship and its voyage estimate's days; from the order's page the owner picks the ship.
 */
export default function OfferShipPage() {
  usePageTitle('Offer your ship');
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const cargo = useCargoToOffer(id);
  const fleet = useMyFleet();
  const days = Number(params.get('days'));
  const error = cargo.error ?? fleet.error;

  return (
    <section className="max-w-3xl">
      <Link to={`/cargoes/${id}`} className="inline-flex items-center gap-1.5 text-sm font-medium text-sea-700 hover:underline">
        <ArrowLeft aria-hidden className="size-4" /> Back to the cargo order
      </Link>
      <h1 className="mt-3 text-2xl font-bold text-navy-900">Offer your ship</h1>
      {cargo.data ? <p className="mt-1 text-lg font-semibold text-navy-900">{cargoTitle(cargo.data)}</p> : null}
      <p className="mt-1 text-sm text-slate-600">
        Send the charterer an indication on the cargo’s terms. The deal opens at once and continues as any other: they counter, ask for firm terms or
        decline; nothing holds your ship’s dates until main terms are agreed.
      </p>
      {error ? <Alert className="mt-6">{error.message}</Alert> : null}
      {cargo.data && cargo.data.status !== 'open' ? <Alert className="mt-6">This cargo order is no longer open.</Alert> : null}
      {cargo.data?.status === 'open' && fleet.data ? (
        <OfferShipForm
          cargo={cargo.data}
          ships={fleet.data.filter((s) => s.public)}
          vesselId={params.get('vessel') ?? undefined}
          voyageDays={Number.isFinite(days) && days > 0 ? days : null}
        />
      ) : !error && (cargo.isPending || fleet.isPending) ? (
        <Skeleton className="mt-6 h-[40rem] rounded-xl" />
      ) : null}
    </section>
  );
}
