import { Archive, ArchiveRestore, Eye, EyeOff, FileCheck2, ListChecks, MapPin, Pencil, Plus, Ship } from 'lucide-react';
import { useState } from 'react';
import { isRegionCode, regionOf } from '../../../../common/ports/regions';
import { Link } from 'react-router';
import { portName } from '../../../../common/charters/agreed-text';
import { vesselTone } from '../../../../common/vessels/vessel-status';
import { usePortNames } from '../../../components/ports/use-port-names';
import { Button, buttonClass } from '../../../components/ui/button';
import { Alert, Badge, Card, EmptyState, Skeleton } from '../../../components/ui/feedback';
import { usePageTitle } from '../../../lib/use-page-title';
import { useArchiveVessel, useFleet, useUpdatePosition } from '../api/fleet';
import type { FleetVessel } from '../api/types';
import { PositionDialog } from '../components/position-dialog';
import { VesselPicture } from '../components/vessel-picture';
import { capacityText, dwtText, openRangeText, typeLabel } from '../format';

export default function FleetPage() {
  usePageTitle('My vessels');
  const { data, isPending, isError } = useFleet();
  const archive = useArchiveVessel();
  const updatePosition = useUpdatePosition();
  const [positionOf, setPositionOf] = useState<FleetVessel | null>(null);
  const names = usePortNames(data?.map((v) => v.openPort) ?? []);

  return (
    <div className="container-page py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-navy-900">My vessels</h1>
          <p className="mt-1 text-sm text-slate-600">Keep particulars, open port and open date current: charterers search on them.</p>
        </div>
        <Link to="/owner/vessels/new" className={buttonClass('primary', 'md')}>
          <Plus className="size-4" aria-hidden /> List a vessel
        </Link>
      </div>
      {isError ? <Alert className="mt-6">Your fleet could not be loaded.</Alert> : null}
      {archive.error ? <Alert className="mt-6">{archive.error.message}</Alert> : null}
      <div className="mt-6 space-y-3">
        {isPending ? Array.from({ length: 3 }, (_, i) => <Skeleton key={i} className="h-28 w-full" />) : null}
        {data?.length === 0 ? (
          <EmptyState title="No vessels listed yet">
            List your first ship with its particulars, open port and open date. It appears in search once your company is verified.
          </EmptyState>
        ) : null}
        {data?.map((v) => (
          <Card key={v.id} className="flex flex-col gap-4 p-4 sm:flex-row">
            <div className="aspect-[3/2] w-full shrink-0 overflow-hidden rounded-lg bg-navy-50 sm:w-40">
              {v.picture ? (
                <VesselPicture
                  picture={v.picture}
                  alt=""
                  sizes="(min-width: 640px) 10rem, calc(100vw - 4rem)"
                  className="h-full w-full object-cover"
                />
              ) : (
                <Ship className="m-auto h-full w-10 text-navy-300" aria-hidden />
              )}
            </div>
            <div className="min-w-0 flex-1">
              <div className="flex flex-wrap items-center gap-2">
                <h2 className="text-lg font-semibold text-navy-900">{v.name}</h2>
                <Badge tone={vesselTone(v.status)}>{v.status}</Badge>
                {v.public ? (
                  <Badge tone="green">
                    <Eye className="size-3" aria-hidden /> In search
                  </Badge>
                ) : (
                  <Badge tone="gray">
                    <EyeOff className="size-3" aria-hidden /> Not public
                  </Badge>
                )}
              </div>
              <p className="mt-1 text-sm text-slate-600">
                {typeLabel(v.type)} · IMO {v.imo ?? '—'} · {dwtText(v.deadweightT)} · {capacityText(v.type, v.capacity)} · built {v.buildYear}
              </p>
              <p className="text-sm text-slate-600">
                Open {v.openRegion ? regionName(v.openRegion) : v.openPort ? portName(v.openPort, names) : '—'}{' '}
                {openRangeText(v.openDate, v.openDateTo)} · {v.photoCount} photo
                {v.photoCount === 1 ? '' : 's'}
              </p>
              {v.hiddenReasons.length ? (
                <ul className="mt-2 list-disc space-y-0.5 pl-5 text-sm text-amber-800" aria-label={`Why ${v.name} is not public`}>
                  {v.hiddenReasons.map((r) => (
                    <li key={r}>{r}</li>
                  ))}
                </ul>
              ) : null}
            </div>
            <div className="flex shrink-0 flex-wrap items-start gap-2 sm:flex-col">
              <Link to={`/owner/vessels/${v.id}/edit`} className={buttonClass('secondary', 'sm')} aria-label={`Edit ${v.name}`}>
                <Pencil className="size-4" aria-hidden /> Edit
              </Link>
              <Button variant="secondary" size="sm" onClick={() => setPositionOf(v)} aria-label={`Update the open position of ${v.name}`}>
                <MapPin className="size-4" aria-hidden /> Update position
              </Button>
              <Link to={`/owner/vessels/${v.id}/matches`} className={buttonClass('secondary', 'sm')} aria-label={`Matching cargoes for ${v.name}`}>
                <ListChecks className="size-4" aria-hidden /> Matching cargoes
              </Link>
              <Link to={`/owner/vessels/${v.id}/certificates`} className={buttonClass('secondary', 'sm')} aria-label={`Certificates of ${v.name}`}>
                <FileCheck2 className="size-4" aria-hidden /> Certificates
              </Link>
              <Link to={`/vessels/${v.id}`} className={buttonClass('ghost', 'sm')}>
                View page
              </Link>
              <Button variant="ghost" size="sm" disabled={archive.isPending} onClick={() => archive.mutate({ id: v.id, archived: !v.archived })}>
                {v.archived ? <ArchiveRestore className="size-4" aria-hidden /> : <Archive className="size-4" aria-hidden />}
                {v.archived ? 'Restore' : 'Archive'}
              </Button>
            </div>
          </Card>
        ))}
      </div>
      {positionOf ? (
        <PositionDialog
          key={positionOf.id}
          vessel={positionOf}
          open
          onOpenChange={(open) => (open ? undefined : setPositionOf(null))}
          pending={updatePosition.isPending}
          onSave={(input) => updatePosition.mutateAsync({ id: positionOf.id, input })}
        />
      ) : null}
    </div>
  );
}

/** "ECSA (East coast South America)" for a region's code. */
const regionName = (code: string) => (isRegionCode(code) ? `${code} (${regionOf(code).name})` : code);
