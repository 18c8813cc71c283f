import { ArrowLeft, Anchor, ListChecks, Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { countryName } from '../../../../common/vessels/identifiers';
import { buttonClass } from '../../../components/ui/button';
import { Alert, Badge, Card, Skeleton } from '../../../components/ui/feedback';
import { ApiError } from '../../../lib/api';
import { usePageTitle } from '../../../lib/use-page-title';
import { useVesselPage } from '../api/marketplace';
import type { VesselPageData } from '../api/types';
import { typeLabel } from '../format';
import { AvailabilityCalendar } from '../components/availability-calendar';
import { ParticularsTable } from '../components/particulars-table';
import { DocumentsCard } from '../components/documents-card';
import { PhotoGallery } from '../components/photo-gallery';
import { StatusBadge } from '../components/vessel-card';
import { EnquiryCard, OpenPositionCard, OwnerCard, RateCard } from '../components/vessel-side-cards';

export { vesselHandle as handle } from './vessel-head';

export default function VesselPage() {
  const { id } = useParams();
  const { data, error, isPending } = useVesselPage(id);
  const notFound = error instanceof ApiError && error.status === 404;
  usePageTitle(data ? data.vessel.name : notFound ? 'Vessel not on the market' : 'Vessel');

  if (notFound) return <NotOnMarket />;
  return (
    <div className="container-page py-6 sm:py-8">
      <Link to="/vessels" className="inline-flex items-center gap-1.5 text-sm font-medium text-sea-700 hover:text-sea-800 hover:underline">
        <ArrowLeft aria-hidden className="size-4" /> All vessels
      </Link>
      {error ? (
        <>
          <h1 className="mt-4 text-3xl font-bold text-navy-900">Vessel</h1>
          <Alert className="mt-4">This vessel could not be loaded. {error.message}</Alert>
        </>
      ) : isPending || !data ? (
        <VesselSkeleton />
      ) : (
        <VesselDetails data={data} />
      )}
    </div>
  );
}

function VesselDetails({ data }: { data: VesselPageData }) {
  const { vessel: v, owner, photos, booked, visibility, canEdit } = data;
  return (
    <>
      {!visibility.public ? (
        <Alert tone="info" className="mt-4">
          <p className="font-semibold">Only you can see this vessel</p>
          {visibility.hiddenReasons.length ? (
            <ul className="mt-1 list-disc space-y-0.5 pl-5">
              {visibility.hiddenReasons.map((r) => (
                <li key={r}>{r}</li>
              ))}
            </ul>
          ) : null}
        </Alert>
      ) : null}

      <div className="mt-4 flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-3xl font-bold tracking-tight break-words text-navy-900 sm:text-4xl">{v.name}</h1>
          <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1.5 text-sm text-slate-600">
            <Badge tone="gray">{typeLabel(v.type)}</Badge>
            <StatusBadge status={v.status} heldToday={data.heldToday} />
            {v.imo ? <span>IMO {v.imo}</span> : null}
            {v.flag ? <span>{countryName(v.flag)} flag</span> : null}
            <span>Built {v.buildYear}</span>
          </div>
        </div>
        {canEdit ? (
          <div className="flex flex-wrap gap-2">
            <Link to={`/owner/vessels/${v.id}/matches`} className={buttonClass('secondary')}>
              <ListChecks aria-hidden className="size-4" /> Matching cargoes
            </Link>
            <Link to={`/owner/vessels/${v.id}/edit`} className={buttonClass('secondary')}>
              <Pencil aria-hidden className="size-4" /> Edit vessel
            </Link>
          </div>
        ) : null}
      </div>

      {/* On phones the commercial summary comes right after the photos; on wide screens it is a side column. */}
      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-x-8">
        <div className="min-w-0 lg:col-start-1 lg:row-start-1">
          <PhotoGallery photos={photos} vesselName={v.name} />
        </div>
        <div className="space-y-4 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <RateCard v={v} />
          <OpenPositionCard v={v} />
          <OwnerCard owner={owner} />
          <DocumentsCard documents={data.documents} />
          <EnquiryCard vesselId={v.id} enquiry={data.enquiry} />
        </div>
        <div className="min-w-0 space-y-6 lg:col-start-1 lg:row-start-2">
          {v.description ? (
            <Section title="About this vessel">
              <p className="whitespace-pre-line text-slate-700">{v.description}</p>
            </Section>
          ) : null}
          <Section title="Particulars">
            <ParticularsTable v={v} />
          </Section>
          <Section title="Availability">
            <AvailabilityCalendar booked={booked} />
          </Section>
        </div>
      </div>
    </>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="p-5">
      <h2 className="mb-3 text-lg font-semibold text-navy-900">{title}</h2>
      {children}
    </Card>
  );
}

/** The page's shape while loading, so nothing jumps when the vessel arrives. */
function VesselSkeleton() {
  return (
    <div aria-busy="true">
      <span className="sr-only" role="status">
        Loading the vessel…
      </span>
      <div className="mt-4">
        <Skeleton className="h-10 w-2/3 max-w-md" />
        <Skeleton className="mt-3 h-6 w-full max-w-sm" />
      </div>
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-8">
        <div className="min-w-0 space-y-6">
          <Skeleton className="aspect-[3/2] w-full rounded-xl" />
          <Skeleton className="h-96 w-full rounded-xl" />
        </div>
        <div className="space-y-4">
          <Skeleton className="h-36 rounded-xl" />
          <Skeleton className="h-40 rounded-xl" />
          <Skeleton className="h-40 rounded-xl" />
        </div>
      </div>
    </div>
  );
}

function NotOnMarket() {
  return (
    <section className="container-page flex min-h-[60vh] flex-col items-center justify-center py-16 text-center">
      <span className="flex size-16 items-center justify-center rounded-full bg-navy-50 text-navy-800" aria-hidden>
        <Anchor className="size-8" />
      </span>
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-navy-900">This vessel is not on the market</h1>
      <p className="mt-4 max-w-lg text-lg text-slate-700">
        It may have been fixed, taken off the market by its owner, or the link may be out of date. Plenty of other tonnage is open.
      </p>
      <Link to="/vessels" className={buttonClass('primary', 'lg') + ' mt-8'}>
        Browse vessels
      </Link>
    </section>
  );
}
