import { agentsApi } from '../../../common/laytime/agents';
import { requireUser } from '../../auth/guard';
import type { Router } from '../../lib/contract';
import { acceptInvitation, inviteAgent, listAgents, myAgentCalls, revokeAgent } from './agents';

/** The owner's agents at a port call (decision 037). */
export function laytimeAgentRoutes(route: Router) {
  route(agentsApi.list, async (c, { params }) => ({ agents: await listAgents(c.get('deps'), requireUser(c), params.id, params.call) }));
  route(agentsApi.invite, async (c, { params, body }) => ({
    agents: await inviteAgent(c.get('deps'), requireUser(c), params.id, params.call, body),
  }));
  route(agentsApi.revoke, async (c, { params }) => ({
    agents: await revokeAgent(c.get('deps'), requireUser(c), params.id, params.call, params.agentId),
  }));
  route(agentsApi.accept, async (c, { body }) => ({ call: await acceptInvitation(c.get('deps'), requireUser(c), body.token) }));
  route(agentsApi.mine, async (c) => ({ calls: await myAgentCalls(c.get('deps'), requireUser(c)) }));
}
