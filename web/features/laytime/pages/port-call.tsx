import { ArrowLeft } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link, NavLink, useParams, useSearchParams } from 'react-router';
import { laytimeCalls } from '../../../../common/laytime/api';
import { buttonClass } from '../../../components/ui/button';
import { Alert, Card, Skeleton } from '../../../components/ui/feedback';
import { ApiError } from '../../../lib/api';
import { useMe } from '../../../lib/me';
import { usePageTitle } from '../../../lib/use-page-title';
import { useDealShip, useLaytime, type LaytimeCall, type LaytimeView } from '../api/laytime';
import { AgentInvitation } from '../components/agent-invitation';
import { AgentsPanel } from '../components/agents-panel';
import { AgreementPanel } from '../components/agreement-panel';
import { FactsForm } from '../components/facts-form';
import { FactsView } from '../components/facts-view';
import { PeriodsTable, SheetTotals } from '../components/sheet-table';
import { TermsPanel } from '../components/terms-panel';
import { callWords, portTime, zoneName } from '../components/words';

const isCall = (s: string | undefined): s is LaytimeCall => laytimeCalls.includes(s as LaytimeCall);

/** A port call of a fixed voyage charter: its statement of facts, the laytime terms and the laytime sheet (#30). */
export default function PortCallPage() {
  const { id = '', call } = useParams();
  // The owner's e-mail to their agent links here with its token (decision 037).
  const [search, setSearch] = useSearchParams();
  const invitation = search.get('invitation');
  const known = isCall(call);
  const laytime = useLaytime(id);
  // The view names the ship; the deal is read only for an older answer without it (an agent cannot read the deal).
  const deal = useDealShip(id, laytime.data !== undefined && laytime.data.ship === undefined);
  const asAgent = !!laytime.data?.agentCalls;
  const isOwner = useMe().me?.role === 'owner' && laytime.data !== undefined && !asAgent;
  const port = known ? laytime.data?.calls.find((c) => c.call === call) : undefined;
  usePageTitle(port ? `Statement of facts · ${port.port.name}` : 'Statement of facts');
  const back = (
    <Link
      to={asAgent ? '/app/dashboard' : `/app/deals/${id}`}
      className="inline-flex items-center gap-1.5 text-sm font-medium text-sea-700 hover:underline"
    >
      <ArrowLeft aria-hidden className="size-4" /> {asAgent ? 'Dashboard' : 'The deal'}
    </Link>
  );
  const error = laytime.error;
  // An agent reads their own calls only: another call of the deal is not found to them, as the deal is to a stranger.
  if (!known || (error instanceof ApiError && error.status === 404) || (laytime.data && !port)) {
    if (known && invitation) {
      return (
        <section>
          <h1 className="text-2xl font-bold text-navy-900">Statement of facts</h1>
          <AgentInvitation token={invitation} onAccepted={() => setSearch({}, { replace: true })} />
        </section>
      );
    }
    return (
      <section>
        <h1 className="text-2xl font-bold text-navy-900">Port call not found</h1>
        <p className="mt-2 text-slate-600">It is not one of your deals, or the link is out of date.</p>
        <Link to="/app/deals" className={`${buttonClass('secondary')} mt-6`}>
          All deals
        </Link>
      </section>
    );
  }
  return (
    <section>
      {back}
      {error ? (
        <Alert className="mt-4">
          {error instanceof ApiError && error.status === 409 ? error.message : `The statement of facts could not be loaded. ${error.message}`}
        </Alert>
      ) : null}
      {laytime.data && port ? (
        <PortCallView dealId={id} call={call} laytime={laytime.data} ship={laytime.data.ship ?? deal.data?.vessel.name} isOwner={isOwner} />
      ) : error ? null : (
        <PortCallSkeleton />
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

type ViewProps = { dealId: string; call: LaytimeCall; laytime: LaytimeView; ship?: string; isOwner: boolean };

function PortCallView({ dealId, call, laytime, ship, isOwner }: ViewProps) {
  const [saved, setSaved] = useState<number | null>(null);
  const port = laytime.calls.find((c) => c.call === call)!;
  const words = callWords(call);
  // The sheet lists the calls with facts, in voyage order: this call's place among them.
  const recorded = laytime.calls.filter((c) => c.latest);
  const portSheet = port.latest ? laytime.sheet?.ports[recorded.indexOf(port)] : undefined;
  const zone = port.latest?.timeZone;
  return (
    <>
      <header className="mt-3">
        <p className="text-sm font-medium text-slate-600">Statement of facts · {words.port}</p>
        <h1 className="mt-1 text-2xl font-bold text-navy-900 sm:text-3xl">
          {ship ?? <Skeleton className="inline-block h-7 w-32 align-middle" />} <span className="font-normal text-slate-600">at</span>{' '}
          {port.port.name}
        </h1>
        <nav aria-label="Port calls" className="mt-4 flex gap-2">
          {laytime.calls.map((c) => (
            <NavLink
              key={c.call}
              to={`/app/deals/${dealId}/ports/${c.call}`}
              className={({ isActive }) => buttonClass(isActive ? 'primary' : 'secondary', 'sm')}
            >
              <span>
                {callWords(c.call).Port}
                <span className="hidden sm:inline">: {c.port.name}</span>
              </span>
            </NavLink>
          ))}
        </nav>
      </header>

      <div className="mt-6 space-y-6">
        <Section title="Statement of facts">
          {saved ? (
            <Alert tone="success" className="mb-4">
              Saved as version {saved}. The laytime sheet below is worked out again from it.
            </Alert>
          ) : null}
          {port.latest?.recordedBy ? (
            <p className="mb-3 text-sm text-slate-600">
              Version {port.latest.version} recorded by {port.latest.recordedBy.name}
              {port.latest.recordedBy.agent ? ' (agent)' : ' (owners)'}.
            </p>
          ) : null}
          {laytime.actions.recordFacts ? (
            <FactsForm key={port.latest?.version ?? 0} dealId={dealId} port={port} actions={laytime.actions} onSaved={setSaved} />
          ) : (
            <FactsView dealId={dealId} port={port} actions={laytime.actions} />
          )}
        </Section>

        {isOwner ? (
          <Section title="Agents at this port">
            <AgentsPanel dealId={dealId} call={call} port={port.port.name} />
          </Section>
        ) : null}

        {laytime.agentCalls ? null : (
          <>
            <Section title="Laytime terms">
              <TermsPanel dealId={dealId} laytime={laytime} />
            </Section>

            <Section title="Laytime sheet">
              {portSheet && zone ? (
                <div className="space-y-4">
                  <p className="text-sm text-slate-600">
                    Times in {zoneName(zone)}. Laytime starts {portTime(portSheet.laytimeStarts, zone)}.
                  </p>
                  <PeriodsTable port={portSheet} timeZone={zone} />
                </div>
              ) : (
                <p className="text-sm text-slate-600">The sheet for this port appears once its statement of facts is recorded.</p>
              )}
              {laytime.sheet ? (
                <div className="mt-4 max-w-xl space-y-4">
                  <SheetTotals sheet={laytime.sheet} currency={laytime.currency} />
                  <AgreementPanel dealId={dealId} laytime={laytime} />
                </div>
              ) : null}
            </Section>
          </>
        )}
      </div>
    </>
  );
}

function PortCallSkeleton() {
  return (
    <div aria-busy="true" aria-label="Loading the statement of facts">
      <div className="mt-3 space-y-2">
        <Skeleton className="h-4 w-48" />
        <Skeleton className="h-8 w-72" />
        <div className="flex gap-2 pt-2">
          <Skeleton className="h-8 w-48" />
          <Skeleton className="h-8 w-48" />
        </div>
      </div>
      <div className="mt-6 space-y-6">
        <Skeleton className="h-96 w-full rounded-xl" />
        <Skeleton className="h-64 w-full rounded-xl" />
        <Skeleton className="h-64 w-full rounded-xl" />
      </div>
    </div>
  );
}
