import { z } from 'zod';
import { endpoint } from '../api/endpoint';
import { laytimeCalls } from './api';

/**
 * The owner's agents at a port call (#30, decision 037): the owner invites an agent by e-mail to one port call of a
 * fixed voyage charter; the agent accepts signed in with that address, then reads that call's statement of facts,
 * records it and comments on its entries, and nothing else of the deal.
 */

/** How long an invitation's link works before it is accepted. */
export const AGENT_INVITATION_DAYS = 14;

export const agentMessages = {
  email: 'Enter the agent’s e-mail address',
  party: 'That address belongs to a party to this charter: agents act for the owner at one port call',
  wrongEmail: 'This invitation was sent to another e-mail address: sign in with the address it was sent to',
  gone: 'This invitation link has expired, was withdrawn or was already used',
} as const;

export const inviteAgentSchema = z.object({
  email: z
    .string()
    .trim()
    .max(254, agentMessages.email)
    .pipe(z.email({ error: agentMessages.email }))
    .transform((s) => s.toLowerCase()),
  name: z
    .string()
    .trim()
    .max(120, 'The name must be at most 120 characters')
    .optional()
    .transform((s) => s || undefined),
});
export type InviteAgentInput = z.input<typeof inviteAgentSchema>;

export const portAgentSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  name: z.string().nullable(),
  /** Invited (the link is out and works), expired (not accepted in time: invite again), accepted. */
  status: z.enum(['invited', 'expired', 'accepted']),
  invitedAt: z.string(),
  expiresAt: z.string(),
  acceptedAt: z.string().nullable(),
});
export type PortAgent = z.infer<typeof portAgentSchema>;

/** A port call an agent was accepted at, for their own list. */
export const agentCallSchema = z.object({
  dealId: z.uuid(),
  call: z.enum(laytimeCalls),
  port: z.string(),
  ship: z.string(),
  owner: z.string(),
});
export type AgentCall = z.infer<typeof agentCallSchema>;

const callParams = z.object({
  id: z.uuid({ error: 'Deal not found' }),
  call: z.enum(laytimeCalls, { error: 'No such port call' }),
});
const agents = z.object({ agents: z.array(portAgentSchema) });

export const agentsApi = {
  list: endpoint({
    method: 'get',
    path: '/api/deals/{id}/laytime/calls/{call}/agents',
    operationId: 'listPortAgents',
    tag: 'Laytime',
    access: ['owner'],
    summary: 'The agents the owner invited to a port call, with whether each accepted (the owner)',
    params: callParams,
    ok: { status: 200, schema: agents },
    errors: [409],
  }),
  invite: endpoint({
    method: 'post',
    path: '/api/deals/{id}/laytime/calls/{call}/agents',
    operationId: 'invitePortAgent',
    tag: 'Laytime',
    access: ['owner'],
    summary: 'Invite an agent by e-mail to record one port call’s statement of facts; the same address again re-sends it',
    params: callParams,
    body: inviteAgentSchema,
    ok: { status: 201, schema: agents },
    errors: [409],
  }),
  revoke: endpoint({
    method: 'delete',
    path: '/api/deals/{id}/laytime/calls/{call}/agents/{agentId}',
    operationId: 'revokePortAgent',
    tag: 'Laytime',
    access: ['owner'],
    summary: 'Withdraw an agent’s invitation or access at a port call (the owner)',
    params: callParams.extend({ agentId: z.uuid({ error: 'Agent not found' }) }),
    ok: { status: 200, schema: agents },
    errors: [409],
  }),
  accept: endpoint({
    method: 'post',
    path: '/api/agent-invitations/accept',
    operationId: 'acceptAgentInvitation',
    tag: 'Laytime',
    access: 'user',
    summary: 'Accept an invitation to act as the owner’s agent at a port call, signed in with the address it was sent to',
    body: z.object({ token: z.string().min(1).max(200) }),
    ok: { status: 200, schema: z.object({ call: agentCallSchema }) },
    errors: [404, 409],
  }),
  mine: endpoint({
    method: 'get',
    path: '/api/agent-calls',
    operationId: 'myAgentCalls',
    tag: 'Laytime',
    access: 'user',
    summary: 'The port calls the caller acts at as an owner’s agent',
    ok: { status: 200, schema: z.object({ calls: z.array(agentCallSchema) }) },
  }),
};
