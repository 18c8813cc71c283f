import { ArrowLeft, BadgeCheck, CircleHelp, Ship } from 'lucide-react';
import { Link, useParams } from 'react-router';
import type { CompanyPage as CompanyData } from '../../../../common/reviews/schemas';
import { Alert, Badge, Card, EmptyState, Skeleton } from '../../../components/ui/feedback';
import { ApiError } from '../../../lib/api';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCompanyPage } from '../api/reviews';
import { RatingSummary } from '../components/rating';
import { ReviewCard } from '../components/review-card';

export { companyHandle as handle } from './company-head';

const day = (d: string) => new Date(d).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const typeWords: Record<string, string> = {
  bulkCarrier: 'Bulk carrier',
  container: 'Container ship',
  tanker: 'Tanker',
  roro: 'Ro-ro',
  passenger: 'Passenger ship',
  general: 'General cargo',
};

export default function CompanyPage() {
  const { id } = useParams();
  const { data, error, isPending } = useCompanyPage(id);
  const notFound = error instanceof ApiError && error.status === 404;
  usePageTitle(data ? data.name : notFound ? 'Company not found' : 'Company');
  return (
    <div className="container-page py-6 sm:py-8">
      <Link to="/vessels" className="inline-flex items-center gap-1.5 text-sm font-medium text-sea-700 hover:text-sea-800 hover:underline">
        <ArrowLeft aria-hidden className="size-4" /> Find vessels
      </Link>
      {notFound ? (
        <>
          <h1 className="mt-4 text-3xl font-bold text-navy-900">Company not found</h1>
          <p className="mt-2 text-slate-700">This company is not trading on Fairlead, or the link is out of date.</p>
        </>
      ) : error ? (
        <Alert className="mt-4">This company could not be loaded. {error.message}</Alert>
      ) : isPending || !data ? (
        <Skeleton className="mt-4 h-64 w-full" />
      ) : (
        <CompanyDetails c={data} />
      )}
    </div>
  );
}

function VerificationMark({ c }: { c: CompanyData }) {
  if (!c.verified)
    return (
      <Badge tone="yellow">
        <CircleHelp aria-hidden className="size-3.5" /> Not verified yet
      </Badge>
    );
  return (
    <Badge tone="green">
      <BadgeCheck aria-hidden className="size-3.5" />
      {c.verificationCheckedOn ? `Verified company: registration checked on ${day(c.verificationCheckedOn)}` : 'Verified company'}
    </Badge>
  );
}

function CompanyDetails({ c }: { c: CompanyData }) {
  return (
    <>
      <header className="mt-4">
        <p className="text-sm font-medium text-sea-700">{c.role === 'owner' ? 'Shipowner' : 'Charterer'}</p>
        <h1 className="text-3xl font-bold break-words text-navy-900">{c.name}</h1>
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <VerificationMark c={c} />
          <RatingSummary average={c.rating.average} count={c.rating.count} />
        </div>
      </header>
      <dl className="mt-6 grid gap-4 sm:grid-cols-3">
        <Card className="p-4">
          <dt className="text-sm text-slate-600">Fixtures completed on Fairlead</dt>
          <dd className="mt-1 text-2xl font-semibold text-navy-900">{c.fixturesCompleted}</dd>
        </Card>
        <Card className="p-4">
          <dt className="text-sm text-slate-600">Reviews</dt>
          <dd className="mt-1 text-2xl font-semibold text-navy-900">{c.rating.count}</dd>
        </Card>
        <Card className="p-4">
          <dt className="text-sm text-slate-600">Member since</dt>
          <dd className="mt-1 text-2xl font-semibold text-navy-900">
            {new Date(c.memberSince).toLocaleDateString('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' })}
          </dd>
        </Card>
      </dl>
      {c.role === 'owner' ? (
        <section className="mt-8" aria-labelledby="fleet">
          <h2 id="fleet" className="text-xl font-semibold text-navy-900">
            Fleet on the market
          </h2>
          {c.fleet.length === 0 ? (
            <p className="mt-2 text-slate-700">No ships listed at the moment.</p>
          ) : (
            <ul className="mt-3 grid gap-3 sm:grid-cols-2">
              {c.fleet.map((v) => (
                <li key={v.id}>
                  <Link
                    to={`/vessels/${v.id}`}
                    className="flex items-start gap-3 rounded-xl border border-slate-200 bg-white p-4 hover:border-sea-600 focus-visible:ring-2 focus-visible:ring-sea-600 focus-visible:outline-none"
                  >
                    <Ship aria-hidden className="mt-0.5 size-5 text-sea-700" />
                    <span>
                      <span className="block font-medium text-navy-900">{v.name}</span>
                      <span className="block text-sm text-slate-600">
                        {typeWords[v.type] ?? v.type}
                        {v.deadweightT ? `, ${v.deadweightT.toLocaleString('en-US')} dwt` : ''}, built {v.buildYear}
                        {v.imo ? ` · IMO ${v.imo}` : ''}
                      </span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}
      <section className="mt-8" aria-labelledby="reviews">
        <h2 id="reviews" className="text-xl font-semibold text-navy-900">
          Reviews from counterparties
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          Only the other party to a fixture completed on Fairlead can review, once, within 30 days. Neither side reads the other’s review before both
          are in.
        </p>
        {c.reviews.length === 0 ? (
          <div className="mt-3">
            <EmptyState title="No reviews yet" />
          </div>
        ) : (
          <div className="mt-3 space-y-3">
            {c.reviews.map((r) => (
              <ReviewCard key={r.id} review={r} />
            ))}
          </div>
        )}
      </section>
    </>
  );
}
