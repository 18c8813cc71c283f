import { ArrowLeft } from 'lucide-react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { Alert, Card, Skeleton } from '../../../components/ui/feedback';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCreateVessel, useEditableVessel, useUpdateVessel } from '../api/fleet';
import { CalendarBlocks } from '../components/calendar-blocks';
import { FleetPhotoManager } from '../components/fleet-photo-manager';
import { FleetVesselForm } from '../components/fleet-vessel-form';

/** /owner/vessels/new and /owner/vessels/:id/edit */
export default function VesselEditorPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const justCreated = (useLocation().state as { created?: boolean } | null)?.created;
  const existing = useEditableVessel(id);
  const create = useCreateVessel();
  const update = useUpdateVessel();
  usePageTitle(id ? `Edit ${existing.data?.vessel.name ?? 'vessel'}` : 'List a vessel');

  return (
    <div className="container-page max-w-4xl py-8">
      <Link to="/owner/vessels" className="inline-flex items-center gap-1 text-sm font-medium text-sea-700 hover:underline">
        <ArrowLeft className="size-4" aria-hidden /> My vessels
      </Link>
      <h1 className="mt-2 text-2xl font-bold text-navy-900">{id ? `Edit ${existing.data?.vessel.name ?? ''}` : 'List a vessel'}</h1>
      {justCreated ? (
        <Alert tone="success" className="mt-4">
          Vessel saved. Add photos below: listings with photos get more enquiries.
        </Alert>
      ) : null}
      {update.isSuccess ? (
        <Alert tone="success" className="mt-4">
          Changes saved.
        </Alert>
      ) : null}
      <div className="mt-6 space-y-6">
        {id && existing.isError ? <Alert>This vessel does not exist or is not yours to edit.</Alert> : null}
        {id && existing.isPending ? <Skeleton className="h-96 w-full" /> : null}
        {!id ? (
          <FleetVesselForm
            submitLabel="Save vessel"
            pending={create.isPending}
            onSubmit={async (input) => {
              const { vessel } = await create.mutateAsync(input);
              await navigate(`/owner/vessels/${vessel.id}/edit`, { replace: true, state: { created: true } });
            }}
          />
        ) : existing.data ? (
          <>
            <Card className="p-5">
              <h2 className="mb-4 font-semibold text-navy-900">Photos</h2>
              <FleetPhotoManager vesselId={id} photos={existing.data.photos} />
            </Card>
            <Card className="p-5">
              <h2 className="mb-1 font-semibold text-navy-900">Calendar</h2>
              <p className="mb-4 text-sm text-slate-600">Block dates the ship cannot trade: dry-dock, maintenance, or a fixture made elsewhere.</p>
              <CalendarBlocks vesselId={id} blocks={existing.data.blocks} />
            </Card>
            <FleetVesselForm
              key={existing.data.vessel.id}
              initial={existing.data}
              submitLabel="Save changes"
              pending={update.isPending}
              onSubmit={(input) => update.mutateAsync({ id, input })}
            />
          </>
        ) : null}
      </div>
    </div>
  );
}
