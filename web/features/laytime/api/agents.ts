import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { agentsApi, type InviteAgentInput } from '../../../../common/laytime/agents';
import type { LaytimeCall } from '../../../../common/laytime/api';
import { call } from '../../../lib/api';

export type { AgentCall, PortAgent } from '../../../../common/laytime/agents';

// The owner's agents at a port call, and accepting an invitation to be one (decision 037).
const key = (dealId: string, port: LaytimeCall) => ['deals', 'one', dealId, 'laytime', 'agents', port] as const;
/** The dashboard's list of the member's calls as agent (accounts feature), read again once one is accepted. */
const mineKey = ['agent-calls'] as const;

export const useAgents = (dealId: string, port: LaytimeCall) =>
  useQuery({
    queryKey: key(dealId, port),
    queryFn: ({ signal }) => call(agentsApi.list, { params: { id: dealId, call: port }, signal }).then((r) => r.agents),
  });

/** Inviting and revoking answer the call's agents as they now stand: they replace the cached list. */
export function useInviteAgent(dealId: string, port: LaytimeCall) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: InviteAgentInput) => call(agentsApi.invite, { params: { id: dealId, call: port }, body }),
    onSuccess: ({ agents }) => qc.setQueryData(key(dealId, port), agents),
  });
}

export function useRevokeAgent(dealId: string, port: LaytimeCall) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (agentId: string) => call(agentsApi.revoke, { params: { id: dealId, call: port, agentId } }),
    onSuccess: ({ agents }) => qc.setQueryData(key(dealId, port), agents),
  });
}

export function useAcceptInvitation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => call(agentsApi.accept, { body: { token } }).then((r) => r.call),
    // The member now reads the call's laytime: what was refused to them (404) is read again.
    onSuccess: (c) => Promise.all([qc.invalidateQueries({ queryKey: mineKey }), qc.invalidateQueries({ queryKey: ['deals', 'one', c.dealId] })]),
  });
}
