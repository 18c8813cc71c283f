import { BadgeCheck, Building2, CalendarDays, CircleHelp, MapPin, MessagesSquare } from 'lucide-react';
import { Link } from 'react-router';
import { formatLocode } from '../../../../common/ports/locode';
import { isRegionCode, regionOf } from '../../../../common/ports/regions';
import { OpenConversationButton } from '../../../components/open-conversation-button';
import { buttonClass } from '../../../components/ui/button';
import { Badge, Card } from '../../../components/ui/feedback';
import type { VesselPageData } from '../api/types';
import { dateText, openRangeText, rateText } from '../format';
import { charterTypeText } from './vessel-card';

type Vessel = VesselPageData['vessel'];

export function RateCard({ v }: { v: Vessel }) {
  return (
    <Card className="p-5">
      <h2 className="text-sm font-medium text-slate-600">Indicative rate</h2>
      <p className="mt-1 text-2xl font-bold text-navy-900">{rateText(v.ratePerDay, v.rateCurrency)}</p>
      <p className="mt-1 text-sm text-slate-600">
        {v.charterTypes.length ? `${charterTypeText(v.charterTypes)} charter` : 'Charter types on request'}
      </p>
      <p className="mt-3 text-xs text-slate-500">An idea of terms, not an offer: the rate is fixed when both sides agree main terms.</p>
    </Card>
  );
}

/** Where and when the ship is free next: what a charterer matches against the cargo's laycan. */
export function OpenPositionCard({ v }: { v: Vessel }) {
  return (
    <Card className="p-5">
      <h2 className="font-semibold text-navy-900">Open position</h2>
      <dl className="mt-3 space-y-3 text-sm">
        <div className="flex gap-3">
          <dt className="mt-0.5 shrink-0">
            <MapPin aria-hidden className="size-4 text-sea-700" />
            <span className="sr-only">Open port</span>
          </dt>
          <dd>
            <span className="block font-medium text-slate-900">
              {v.openRegion && isRegionCode(v.openRegion)
                ? `${regionOf(v.openRegion).name} (${v.openRegion})`
                : (v.openPortName ?? (v.openPort ? formatLocode(v.openPort) : 'Not given'))}
            </span>
            {v.openPort ? (
              <span className="block text-slate-600">
                {v.openPortCountry ? `${v.openPortCountry} · ` : ''}
                <abbr title="UN/LOCODE" className="no-underline">
                  {formatLocode(v.openPort)}
                </abbr>
              </span>
            ) : null}
          </dd>
        </div>
        <div className="flex gap-3">
          <dt className="mt-0.5 shrink-0">
            <CalendarDays aria-hidden className="size-4 text-sea-700" />
            <span className="sr-only">Open date</span>
          </dt>
          <dd className="font-medium text-slate-900">Open {v.openDateTo ? openRangeText(v.openDate, v.openDateTo) : dateText(v.openDate)}</dd>
        </div>
      </dl>
      {v.openPort ? (
        <Link to={`/vessels?port=${v.openPort}`} className="mt-4 inline-block text-sm font-medium text-sea-700 underline hover:text-sea-800">
          Other vessels open here
        </Link>
      ) : null}
    </Card>
  );
}

export function OwnerCard({ owner }: { owner: VesselPageData['owner'] }) {
  const since = new Date(owner.memberSince).toLocaleDateString('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
  return (
    <Card className="p-5">
      <h2 className="font-semibold text-navy-900">Owner</h2>
      <div className="mt-3 flex items-start gap-3">
        <span className="rounded-lg bg-navy-50 p-2 text-navy-700">
          <Building2 aria-hidden className="size-5" />
        </span>
        <div className="min-w-0">
          <p className="font-medium break-words text-slate-900">
            <Link
              to={`/companies/${owner.id}`}
              className="text-sea-700 hover:underline focus-visible:ring-2 focus-visible:ring-sea-600 focus-visible:outline-none"
            >
              {owner.company}
            </Link>
          </p>
          <p className="mt-1">
            {owner.verified ? (
              <Badge tone="green">
                <BadgeCheck aria-hidden className="size-3.5" /> Verified
              </Badge>
            ) : (
              <Badge tone="yellow">
                <CircleHelp aria-hidden className="size-3.5" /> Not verified
              </Badge>
            )}
          </p>
          <p className="mt-2 text-sm text-slate-600">Member since {since}</p>
        </div>
      </div>
      {owner.verified ? <p className="mt-3 text-xs text-slate-500">Fairlead verified this company before it could trade.</p> : null}
    </Card>
  );
}

/** The charterer's way in: an enquiry opens a deal with the owner, with every step on its record. */
export function EnquiryCard({ vesselId, enquiry }: { vesselId: string; enquiry: VesselPageData['enquiry'] }) {
  if (enquiry === 'own-ship') return null;
  const next = `/app/deals/new?vessel=${vesselId}`;
  return (
    <Card className="border-sea-700/30 bg-sea-700/5 p-5">
      <h2 className="flex items-center gap-2 font-semibold text-navy-900">
        <MessagesSquare aria-hidden className="size-5 text-sea-700" /> Interested in this vessel?
      </h2>
      <p className="mt-2 text-sm text-slate-700">
        State your business: cargo, ports and laycan, or a period on time charter. The owner answers with an indication or a firm offer with a
        deadline, and you negotiate to a clean fixture here, free of commission.
      </p>
      {enquiry === 'allowed' ? (
        <>
          <Link to={next} className={buttonClass('accent', 'md') + ' mt-4 w-full'}>
            Send enquiry
          </Link>
          <OpenConversationButton about={{ vesselId }} label="Message the owner" className="mt-2 w-full" />
        </>
      ) : enquiry === 'sign-in' ? (
        <Link to="/login" state={{ from: next }} className={buttonClass('accent', 'md') + ' mt-4 w-full'}>
          Sign in to send an enquiry
        </Link>
      ) : (
        <p className="mt-3 text-sm font-medium text-slate-800">
          {enquiry === 'unverified'
            ? 'Enquiries are open to verified charterers: complete your profile and Fairlead verifies your company, usually within a business day. Meanwhile you can ask the owner a question.'
            : 'Enquiries are sent by charterers’ accounts.'}
        </p>
      )}
      {enquiry === 'unverified' ? <OpenConversationButton about={{ vesselId }} label="Message the owner" className="mt-3 w-full" /> : null}
    </Card>
  );
}
