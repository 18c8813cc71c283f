import { Anchor, Navigation } from 'lucide-react';
import type { ReactNode } from 'react';
import type { ShipMatch } from '../../../../common/matching/api';
import { Card, Skeleton } from '../../../components/ui/feedback';
import { ballastText, legText, tceText } from '../format';
import { EstimateBreakdown } from './estimate-breakdown';
import { FitBadge, MatchChecks } from './match-checks';

/** What a ship's and a cargo's match share: the verdict, the checks, the legs and the estimate. */
export type MatchFields = Omit<ShipMatch, 'vessel'>;

type Props = {
  rank: number;
  match: MatchFields;
  /** The ship's or the cargo's name, as its heading says it (and the expander names it). */
  title: string;
  /** The heading itself (a link to the ship or the cargo). */
  heading: ReactNode;
  /** Its essentials, one line each. */
  details: ReactNode;
  /** Send enquiry, Offer your ship: what the viewer may do with this match. */
  action?: ReactNode;
};

/** One ranked match, laid out for reading down a list: who, the verdict and TCE, why, then the estimate on demand. */
export function MatchRow({ rank, match: m, title, heading, details, action }: Props) {
  const tce = m.estimate?.tceCentsPerDay ?? null;
  return (
    <Card className="p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        {/* At least 16rem for who and what: on a phone the TCE goes under it rather than squeezing it. */}
        <div className="min-w-0 flex-1 basis-64">
          <div className="flex flex-wrap items-center gap-2">
            <span className="text-sm font-semibold text-slate-400 tabular-nums">
              <span className="sr-only">Rank </span>
              {rank}.
            </span>
            {heading}
            <FitBadge fits={m.fits} />
          </div>
          <div className="mt-1 space-y-0.5 text-sm text-slate-600">{details}</div>
        </div>
        <div className="shrink-0 sm:text-right">
          <p className="text-xs font-medium tracking-wide text-slate-500 uppercase">TCE</p>
          <p className="text-xl font-bold text-navy-900 tabular-nums">{tce === null ? '—' : tceText(tce)}</p>
          {tce === null ? <p className="text-xs text-slate-500">{m.estimate ? 'Freight open' : 'No estimate'}</p> : null}
        </div>
      </div>
      <div className="mt-3 grid gap-3 md:grid-cols-2">
        <MatchChecks checks={m.checks} />
        <dl className="space-y-1 text-sm text-slate-700">
          <div className="flex gap-2">
            <dt className="flex items-center gap-1 font-medium text-slate-900">
              <Navigation aria-hidden className="size-4 text-slate-500" /> Ballast
            </dt>
            <dd>{m.ballast ? ballastText(m.ballast) : 'No open position or route known'}</dd>
          </div>
          <div className="flex gap-2">
            <dt className="flex items-center gap-1 font-medium text-slate-900">
              <Anchor aria-hidden className="size-4 text-slate-500" /> Laden
            </dt>
            <dd>{m.laden ? legText(m.laden) : 'No sea route known'}</dd>
          </div>
        </dl>
      </div>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
        {m.estimate ? <EstimateBreakdown estimate={m.estimate} input={m.estimateInput} label={title} /> : <span />}
        {action}
      </div>
    </Card>
  );
}

/** A row's boxes while the list loads, the same height as a row, so the answer moves nothing. */
export function MatchRowSkeleton() {
  return (
    <Card className="p-4 sm:p-5">
      <div className="flex justify-between gap-4">
        <div className="flex-1 space-y-2">
          <Skeleton className="h-6 w-1/2" />
          <Skeleton className="h-4 w-2/3" />
        </div>
        <Skeleton className="h-10 w-32" />
      </div>
      <div className="mt-3 grid gap-3 md:grid-cols-2">
        <div className="space-y-1.5">
          <Skeleton className="h-4 w-5/6" />
          <Skeleton className="h-4 w-4/6" />
          <Skeleton className="h-4 w-3/4" />
        </div>
        <div className="space-y-1.5">
          <Skeleton className="h-4 w-5/6" />
          <Skeleton className="h-4 w-2/3" />
        </div>
      </div>
      <Skeleton className="mt-3 h-5 w-40" />
    </Card>
  );
}
