import { Button } from '../../../components/ui/button';
import { Alert, Card } from '../../../components/ui/feedback';
import { ApiError } from '../../../lib/api';
import { useAcceptInvitation, type AgentCall } from '../api/agents';

/**
 * An owner's invitation to act as their agent at this port call, as the e-mailed link opens it (`?invitation=`):
 * accepted on a click, by the member signed in with the address it was sent to (decision 037).
 */
export function AgentInvitation({ token, onAccepted }: { token: string; onAccepted: (call: AgentCall) => void }) {
  const accept = useAcceptInvitation();
  const error = accept.error;
  const gone = error instanceof ApiError && error.status === 404;
  return (
    <Card className="mt-4 p-4 sm:p-6">
      <section aria-labelledby="agent-invitation">
        <h2 id="agent-invitation" className="text-lg font-semibold text-navy-900">
          Invitation as the owners’ agent at this port
        </h2>
        <p className="mt-2 text-sm text-slate-600">
          The ship’s owners invited you to record the statement of facts of this port call. The invitation is for the e-mail address it was sent to:
          be signed in to Fairlead with that address (register with it if you have no account). You will see this port call only.
        </p>
        {error ? (
          <Alert className="mt-4">
            {error instanceof ApiError && error.status === 403
              ? `${error.message}. Sign out, then sign in or register with that address and open the link again.`
              : error.message}
          </Alert>
        ) : null}
        <Button className="mt-4" disabled={accept.isPending || gone} onClick={() => accept.mutate(token, { onSuccess: onAccepted })}>
          Accept the invitation
        </Button>
      </section>
    </Card>
  );
}
