import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { Alert, Card, Skeleton } from '../../../components/ui/feedback';
import { ApiError } from '../../../lib/api';
import { usePageTitle } from '../../../lib/use-page-title';
import { useDealShip, useHire, type HireView } from '../api/hire';
import { HireAgreement } from '../components/agreement';
import { HireFactsForm } from '../components/facts-form';
import { OffHireForm, OffHireList } from '../components/off-hires';
import { StatementTable } from '../components/statement-table';
import { usd, utc } from '../components/words';

/** The hire statement of a fixed time charter (#30): facts, off-hire, the lines and the balance, and its agreement. */
export default function HireStatementPage() {
  const { id = '' } = useParams();
  const hire = useHire(id);
  const deal = useDealShip(id);
  usePageTitle('Hire statement');
  const error = hire.error;
  if (error instanceof ApiError && error.status === 404) {
    return (
      <section>
        <h1 className="text-2xl font-bold text-navy-900">Hire statement not found</h1>
        <p className="mt-2 text-slate-600">It is not one of your deals, or the link is out of date.</p>
        <Link to="/app/deals" className={`${buttonClass('secondary')} mt-6`}>
          All deals
        </Link>
      </section>
    );
  }
  return (
    <section>
      <Link to={`/app/deals/${id}`} className="inline-flex items-center gap-1.5 text-sm font-medium text-sea-700 hover:underline">
        <ArrowLeft aria-hidden className="size-4" /> The deal
      </Link>
      {error ? (
        <Alert className="mt-4">
          {error instanceof ApiError && error.status === 409 ? error.message : `The hire statement could not be loaded. ${error.message}`}
        </Alert>
      ) : null}
      {hire.data ? (
        <HireStatementView dealId={id} hire={hire.data} ship={deal.data?.vessel.name} />
      ) : error ? null : (
        <div aria-busy="true" aria-label="Loading the hire statement" className="mt-6 space-y-6">
          <Skeleton className="h-8 w-72" />
          <Skeleton className="h-96 w-full rounded-xl" />
        </div>
      )}
    </section>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `section-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Card className="p-4 sm:p-6">
      <section aria-labelledby={id}>
        <h2 id={id} className="mb-4 text-lg font-semibold text-navy-900">
          {title}
        </h2>
        {children}
      </section>
    </Card>
  );
}

function FactsSummary({ hire }: { hire: HireView }) {
  const f = hire.facts?.facts;
  if (!f) return <p className="text-sm text-slate-600">The owners have not recorded delivery and redelivery yet.</p>;
  return (
    <dl className="grid gap-2 text-sm sm:grid-cols-2">
      <div>
        <dt className="text-slate-600">Delivery</dt>
        <dd>
          {f.delivery.place}, {utc(f.delivery.at)} ({f.delivery.timeZone})
        </dd>
      </div>
      <div>
        <dt className="text-slate-600">Redelivery</dt>
        <dd>
          {f.redelivery.place}, {utc(f.redelivery.at)} ({f.redelivery.timeZone})
        </dd>
      </div>
      <div>
        <dt className="text-slate-600">CVE per 30 days</dt>
        <dd>{usd(f.cvePer30Days)}</dd>
      </div>
      <div>
        <dt className="text-slate-600">Version</dt>
        <dd>{hire.facts?.version}</dd>
      </div>
    </dl>
  );
}

function HireStatementView({ dealId, hire, ship }: { dealId: string; hire: HireView; ship?: string }) {
  const { terms } = hire;
  return (
    <>
      <header className="mt-3">
        <p className="text-sm font-medium text-slate-600">Hire statement</p>
        <h1 className="mt-1 text-2xl font-bold text-navy-900 sm:text-3xl">{ship ?? <Skeleton className="inline-block h-7 w-32 align-middle" />}</h1>
        <p className="mt-2 text-sm text-slate-600">
          Charter party: hire {usd(terms.hirePerDay)} a day, address commission {terms.addressCommissionPercent}%, brokerage {terms.brokeragePercent}
          %.
        </p>
      </header>
      <div className="mt-6 space-y-6">
        <Section title="Statement">
          {hire.statement ? (
            <div className="space-y-6">
              <StatementTable statement={hire.statement} />
              <HireAgreement dealId={dealId} hire={hire} />
            </div>
          ) : (
            <p className="text-sm text-slate-600">The statement appears once the owners record delivery and redelivery.</p>
          )}
        </Section>
        <Section title="Delivery, redelivery and bunkers">
          {hire.actions.recordFacts ? <HireFactsForm key={hire.facts?.version ?? 0} dealId={dealId} hire={hire} /> : <FactsSummary hire={hire} />}
        </Section>
        <Section title="Off-hire">
          <div className="space-y-6">
            <OffHireList dealId={dealId} hire={hire} />
            {hire.actions.recordOffHire ? <OffHireForm dealId={dealId} /> : null}
          </div>
        </Section>
      </div>
    </>
  );
}
