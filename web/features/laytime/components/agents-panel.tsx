import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Field, Input } from '../../../components/ui/field';
import { Alert, Badge, type BadgeTone } from '../../../components/ui/feedback';
import { ApiError } from '../../../lib/api';
import { useAgents, useInviteAgent, useRevokeAgent, type PortAgent } from '../api/agents';
import type { LaytimeCall } from '../api/laytime';

const day = (iso: string) => new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
const statusOf: Record<PortAgent['status'], { label: string; tone: BadgeTone }> = {
  invited: { label: 'Invited', tone: 'blue' },
  expired: { label: 'Link expired', tone: 'yellow' },
  accepted: { label: 'Accepted', tone: 'green' },
};

function AgentRow({ agent, dealId, call }: { agent: PortAgent; dealId: string; call: LaytimeCall }) {
  const revoke = useRevokeAgent(dealId, call);
  const resend = useInviteAgent(dealId, call);
  const who = agent.name ?? agent.email;
  const status = statusOf[agent.status];
  const act = agent.status === 'accepted' ? 'Revoke' : 'Withdraw';
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-2 py-2.5">
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium text-slate-900">{who}</p>
        <p className="truncate text-xs text-slate-600">
          {agent.name ? `${agent.email} · ` : ''}
          {agent.status === 'accepted' && agent.acceptedAt
            ? `accepted on ${day(agent.acceptedAt)}`
            : agent.status === 'invited'
              ? `the link works until ${day(agent.expiresAt)}`
              : 'send the invitation again for a new link'}
        </p>
      </div>
      <Badge tone={status.tone}>{status.label}</Badge>
      {agent.status !== 'accepted' ? (
        <Button
          variant="secondary"
          size="sm"
          aria-label={`Send again to ${who}`}
          disabled={resend.isPending}
          onClick={() => resend.mutate({ email: agent.email })}
        >
          Send again
        </Button>
      ) : null}
      <Button variant="secondary" size="sm" aria-label={`${act} ${who}`} disabled={revoke.isPending} onClick={() => revoke.mutate(agent.id)}>
        {act}
      </Button>
      {revoke.error || resend.error ? <Alert className="w-full">{(revoke.error ?? resend.error)?.message}</Alert> : null}
    </li>
  );
}

/**
 * The owner's agents at this port call (decision 037): invited by e-mail, an agent signs in with that address to
 * record this call's statement of facts; they see this call only. Withdrawing an invitation or revoking access is
 * immediate.
 */
export function AgentsPanel({ dealId, call, port }: { dealId: string; call: LaytimeCall; port: string }) {
  const agents = useAgents(dealId, call);
  const invite = useInviteAgent(dealId, call);
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const fields = invite.error instanceof ApiError && Object.keys(invite.error.fields).length ? invite.error.fields : undefined;
  function submit(e: FormEvent) {
    e.preventDefault();
    setSentTo(null);
    invite.mutate(
      { email, name },
      {
        onSuccess: () => {
          setSentTo(email.trim());
          setEmail('');
          setName('');
        },
      },
    );
  }
  const list = agents.data ?? [];
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">
        Your agent at {port} can record this port call’s statement of facts and comment on it. They see this call only: not the other port, the terms,
        the sheet, the payments or the messages. They sign in to Fairlead, or register, with the address you invite.
      </p>
      {agents.error ? <Alert>The agents could not be loaded. {agents.error.message}</Alert> : null}
      {list.length ? (
        <ul aria-label="Agents at this port" className="divide-y divide-slate-100 border-y border-slate-100">
          {list.map((a) => (
            <AgentRow key={a.id} agent={a} dealId={dealId} call={call} />
          ))}
        </ul>
      ) : agents.isSuccess ? (
        <p className="text-sm text-slate-600">No agent is invited to this port yet.</p>
      ) : null}
      <form onSubmit={submit} noValidate className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-end">
        <Field label="Agent’s e-mail" error={fields?.email}>
          {({ id, describedBy }) => (
            <Input
              id={id}
              type="email"
              autoComplete="off"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              aria-describedby={describedBy}
              invalid={!!fields?.email}
            />
          )}
        </Field>
        <Field label="Name (optional)" error={fields?.name}>
          {({ id, describedBy }) => <Input id={id} value={name} onChange={(e) => setName(e.target.value)} aria-describedby={describedBy} />}
        </Field>
        <Button type="submit" disabled={invite.isPending}>
          Invite
        </Button>
      </form>
      {invite.error && !fields ? <Alert>{invite.error.message}</Alert> : null}
      {sentTo ? <Alert tone="success">Invitation sent to {sentTo}.</Alert> : null}
    </div>
  );
}
