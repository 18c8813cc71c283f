import { Link, useParams } from 'react-router';
import { buttonClass, Button } from '../../../components/ui/button';
import { Alert, Card, EmptyState, Skeleton } from '../../../components/ui/feedback';
import { ApiError } from '../../../lib/api';
import { usePageTitle } from '../../../lib/use-page-title';
import { useAcceptInvitation, useMyAgentCalls, type AgentCall } from '../api/agents';
import { callWords } from '../components/words';

const portCallPath = (c: AgentCall) => `/app/deals/${c.dealId}/ports/${c.call}`;

/** The invitation the link carries: accepted on a click, signed in (the route asks for a session first). */
function Invitation({ token }: { token: string }) {
  const accept = useAcceptInvitation();
  const error = accept.error;
  if (accept.data) {
    const c = accept.data;
    return (
      <Alert tone="success">
        You are now {c.owner}’s agent at {c.port} for the {c.ship}.{' '}
        <Link to={portCallPath(c)} className="font-medium underline">
          Record the statement of facts
        </Link>
      </Alert>
    );
  }
  return (
    <Card className="p-4 sm:p-6">
      <h2 className="text-lg font-semibold text-navy-900">Accept the invitation</h2>
      <p className="mt-2 text-sm text-slate-600">
        A ship’s owners invited you as their agent at a port, to record the statement of facts of the ship’s call there. The invitation is for the
        e-mail address it was sent to: you must be signed in to Fairlead with that address (register with it if you have no account). You will see
        that port call only.
      </p>
      {error ? (
        <Alert className="mt-4">
          {error instanceof ApiError && error.status === 403
            ? `${error.message}. Sign out, then sign in or register with that address and open the link again.`
            : error.message}
        </Alert>
      ) : null}
      <Button
        className="mt-4"
        disabled={accept.isPending || (error instanceof ApiError && error.status === 404)}
        onClick={() => accept.mutate(token)}
      >
        Accept the invitation
      </Button>
    </Card>
  );
}

/** The port calls the member acts at as an owner's agent, each linking to its statement of facts. */
function MyCalls() {
  const calls = useMyAgentCalls();
  if (calls.isPending) return <Skeleton className="h-24 w-full rounded-xl" />;
  if (calls.error) return <Alert>Your port calls could not be loaded. {calls.error.message}</Alert>;
  if (!calls.data.length) {
    return <EmptyState title="No port calls yet">Once you accept an owner’s invitation, the port call appears here.</EmptyState>;
  }
  return (
    <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white">
      {calls.data.map((c) => (
        <li key={`${c.dealId}-${c.call}`} className="flex flex-wrap items-center justify-between gap-3 p-4">
          <div>
            <p className="font-medium text-slate-900">
              {c.ship} at {c.port}
            </p>
            <p className="text-sm text-slate-600">
              {callWords(c.call).Port}, for {c.owner}
            </p>
          </div>
          <Link to={portCallPath(c)} className={buttonClass('secondary', 'sm')}>
            Statement of facts
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** /app/agent-invitations[/:token]: accept an owner's invitation to act at a port call, and the calls one acts at. */
export default function AgentInvitationsPage() {
  const { token } = useParams();
  usePageTitle(token ? 'Invitation as port agent' : 'Port calls as agent');
  return (
    <section className="space-y-6">
      <h1 className="text-2xl font-bold text-navy-900">{token ? 'Invitation as port agent' : 'Port calls as agent'}</h1>
      {token ? <Invitation token={token} /> : null}
      <div>
        <h2 className="mb-3 text-lg font-semibold text-navy-900">Port calls you act at</h2>
        <MyCalls />
      </div>
    </section>
  );
}
