import { ArrowLeft, ArrowRight } from 'lucide-react';
import { Link, useParams } from 'react-router';
import type { CargoOrder } from '../../../common/cargoes/api';
import { Alert, Skeleton } from '../../components/ui/feedback';
import { AccountLine } from '../../features/cargoes/components/account-line';
import { commissionText, freightLine, laycanText, quantityText } from '../../features/cargoes/format';
import { MatchingCargoes } from '../../features/matching/components/matching-cargoes';
import { useVesselPage } from '../../features/vessels/api/marketplace';
import { ApiError } from '../../lib/api';
import { useMe } from '../../lib/me';
import { usePageTitle } from '../../lib/use-page-title';

/**
 * /owner/vessels/:id/matches: the open cargo orders that suit one of the owner's ships, ranked. Composes the vessels
 * feature (the ship), the matching feature (the list) and the cargoes feature (how a cargo is written).
 */
export default function VesselMatchesPage() {
  const { id = '' } = useParams();
  const vessel = useVesselPage(id);
  const { me } = useMe();
  const notFound = vessel.error instanceof ApiError && vessel.error.status === 404;
  const v = vessel.data?.vessel;
  usePageTitle(v ? `Matching cargoes for ${v.name}` : 'Matching cargoes');

  return (
    <div className="container-page max-w-5xl py-6 sm:py-8">
      <Link to="/owner/vessels" className="inline-flex items-center gap-1.5 text-sm font-medium text-sea-700 hover:text-sea-800 hover:underline">
        <ArrowLeft aria-hidden className="size-4" /> My vessels
      </Link>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-navy-900">{v ? `Matching cargoes for ${v.name}` : 'Matching cargoes'}</h1>
      {notFound ? (
        <p className="mt-2 text-slate-600">This vessel is not in your fleet, or is no longer listed.</p>
      ) : vessel.error ? (
        <Alert className="mt-4">This vessel could not be loaded. {vessel.error.message}</Alert>
      ) : !v ? (
        <Skeleton className="mt-2 h-5 w-1/2" />
      ) : (
        <>
          <p className="mt-1 text-slate-600">
            Open cargo orders ranked for this ship from her open position: why each fits or fails, and a voyage estimate.
          </p>
          <div className="mt-6">
            <MatchingCargoes vessel={v} canOffer={me?.role === 'owner'} cargoDetails={(c) => <CargoEssentials cargo={c} />} />
          </div>
        </>
      )}
    </div>
  );
}

function CargoEssentials({ cargo: c }: { cargo: CargoOrder }) {
  return (
    <>
      <p className="flex flex-wrap items-center gap-1.5">
        {c.commodityName} · {quantityText(c)} · {c.load.name} <ArrowRight aria-label="to" className="size-4" /> {c.discharge.name}
      </p>
      <p>
        Laycan {laycanText(c.laycanFrom, c.laycanTo)} · {freightLine(c)} · Commission {commissionText(c.commissionPct)}
      </p>
      <AccountLine cargo={c} />
    </>
  );
}
