import { BadgeCheck, CalendarDays, FileCheck2, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { charterTypeLabels } from '../../../../common/vessels/schemas';
import { countryName } from '../../../../common/vessels/identifiers';
import { vesselTone } from '../../../../common/vessels/vessel-status';
import { Badge, Card, Skeleton } from '../../../components/ui/feedback';
import type { SearchResult } from '../api/types';
import { capacityText, dateText, dwtText, rateText, typeLabel } from '../format';
import { ShipPlaceholder } from './ship-placeholder';
import { VesselPicture } from './vessel-picture';

export const statusLabel = (status: string) =>
  ({ available: 'Available', 'in-charter': 'In charter', maintenance: 'In maintenance', suspended: 'Suspended' })[status] ?? status;
/** A ship listed as available whose today is held (on subjects, fixed, blocked) is not available now. */
export const availabilityBadge = (status: string, heldToday: boolean) =>
  status === 'available' && heldToday ? { tone: 'yellow' as const, label: 'Unavailable' } : { tone: vesselTone(status), label: statusLabel(status) };
export const charterTypeText = (types: string[]) =>
  types.map((t) => charterTypeLabels[t as keyof typeof charterTypeLabels]?.replace(' charter', '') ?? t).join(' · ');

// A card's width: a column of three beside the filters (xl), of two beside them (lg), of two (sm), the screen (phones).
const cardSizes = '(min-width: 1280px) 19rem, (min-width: 1024px) calc((100vw - 23rem) / 2), (min-width: 640px) 50vw, calc(100vw - 2rem)';

export function StatusBadge({ status, heldToday }: { status: string; heldToday: boolean }) {
  const badge = availabilityBadge(status, heldToday);
  return <Badge tone={badge.tone}>{badge.label}</Badge>;
}

/**
 * One search result. The name is the link; its ::after covers the card so the whole card is clickable.
 * `firstPhoto` for the first card, whose photo is on screen as the page opens: loaded at once, at high priority.
 */
export function VesselCard({ v, firstPhoto = false }: { v: SearchResult; firstPhoto?: boolean }) {
  return (
    <Card className="relative flex h-full flex-col overflow-hidden transition-shadow focus-within:ring-2 focus-within:ring-sea-600 hover:shadow-md">
      {v.picture ? (
        <VesselPicture
          picture={v.picture}
          alt=""
          sizes={cardSizes}
          highPriority={firstPhoto}
          className="aspect-[3/2] w-full bg-navy-50 object-cover"
        />
      ) : (
        <ShipPlaceholder />
      )}
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div>
          <div className="flex items-start justify-between gap-2">
            <h3 className="min-w-0 truncate text-lg font-semibold text-navy-900">
              <Link to={`/vessels/${v.id}`} className="after:absolute after:inset-0 focus-visible:outline-none">
                {v.name}
              </Link>
            </h3>
            <span className="shrink-0 pt-1">
              <StatusBadge status={v.status} heldToday={v.heldToday} />
            </span>
          </div>
          <p className="truncate text-sm font-medium text-slate-700">{typeLabel(v.type)}</p>
          <p className="truncate text-sm text-slate-600">
            {v.imo ? `IMO ${v.imo}` : 'IMO not given'}
            {v.flag ? ` · ${countryName(v.flag)} flag` : ''}
          </p>
          {/* The server's mark: every required certificate verified and unexpired today (#29). */}
          {v.documentsVerified ? (
            <p className="mt-1 inline-flex items-center gap-1 text-xs font-medium text-emerald-700">
              <FileCheck2 aria-hidden className="size-3.5" /> Documents verified
            </p>
          ) : null}
        </div>

        <dl className="grid grid-cols-2 gap-x-3 gap-y-2 text-sm">
          <div>
            <dt className="text-xs text-slate-500">Deadweight</dt>
            <dd className="font-medium text-slate-900">{dwtText(v.deadweightT)}</dd>
          </div>
          <div>
            <dt className="text-xs text-slate-500">Capacity</dt>
            <dd className="font-medium text-slate-900">{capacityText(v.type, v.capacity)}</dd>
          </div>
          <div>
            <dt className="text-xs text-slate-500">Built</dt>
            <dd className="font-medium text-slate-900">{v.buildYear}</dd>
          </div>
          <div>
            <dt className="text-xs text-slate-500">Charter types</dt>
            <dd className="truncate font-medium text-slate-900">{charterTypeText(v.charterTypes) || '—'}</dd>
          </div>
          <div className="col-span-2">
            <dt className="sr-only">Open port and date</dt>
            <dd className="flex flex-wrap items-center gap-x-3 gap-y-1 text-slate-700">
              <span className="inline-flex min-w-0 items-center gap-1">
                <MapPin aria-hidden className="size-4 shrink-0 text-sea-700" />
                <span className="truncate">
                  {v.openPortName ? `Open ${v.openPortName}${v.openPortCountry ? `, ${v.openPortCountry}` : ''}` : 'Open port not given'}
                </span>
              </span>
              <span className="inline-flex items-center gap-1">
                <CalendarDays aria-hidden className="size-4 shrink-0 text-sea-700" />
                {dateText(v.openDate)}
              </span>
            </dd>
          </div>
        </dl>

        <div className="mt-auto flex items-end justify-between gap-3 border-t border-slate-100 pt-3">
          <p className="min-w-0 text-sm text-slate-600">
            {/* Above the card's own link (its ::after covers the card): the company's page, with its rating (#29). */}
            <Link
              to={`/companies/${v.ownerId}`}
              className="relative z-10 line-clamp-2 break-words hover:underline focus-visible:ring-2 focus-visible:ring-sea-600 focus-visible:outline-none"
            >
              {v.ownerCompany}
            </Link>
            {v.ownerRatingCount > 0 && v.ownerRatingAverage !== null ? (
              <span className="block text-xs text-slate-600">
                <span aria-hidden>★ </span>
                {v.ownerRatingAverage.toFixed(1)} out of 5 ({v.ownerRatingCount} {v.ownerRatingCount === 1 ? 'review' : 'reviews'})
              </span>
            ) : null}
            {v.ownerVerified ? (
              <span className="mt-0.5 inline-flex items-center gap-1 text-xs font-medium text-emerald-700">
                <BadgeCheck aria-hidden className="size-3.5" /> Verified
              </span>
            ) : null}
          </p>
          <p className="shrink-0 text-right font-semibold text-navy-900">{rateText(v.ratePerDay, v.rateCurrency)}</p>
        </div>
      </div>
    </Card>
  );
}

/** The same box as a card, so results replace skeletons without moving anything. */
export function VesselCardSkeleton() {
  return (
    <Card className="flex h-full flex-col overflow-hidden">
      <Skeleton className="aspect-[3/2] w-full rounded-none" />
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="space-y-2">
          <Skeleton className="h-6 w-2/3" />
          <Skeleton className="h-4 w-1/3" />
          <Skeleton className="h-4 w-5/6" />
        </div>
        <div className="grid grid-cols-2 gap-3">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-9" />
          ))}
          <Skeleton className="col-span-2 h-5" />
        </div>
        <div className="mt-auto flex justify-between border-t border-slate-100 pt-3">
          <Skeleton className="h-9 w-1/2" />
          <Skeleton className="h-6 w-1/4" />
        </div>
      </div>
    </Card>
  );
}
