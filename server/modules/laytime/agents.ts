import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { AGENT_INVITATION_DAYS, agentMessages, type AgentCall, type PortAgent } from '../../../common/laytime/agents';
import type { LaytimeCall } from '../../../common/laytime/api';
import { requireSide } from '../../auth/record-access';
import type { Database, DbOrTx } from '../../db/client';
import { deals, laytimeAgents, profiles, users } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import type { CurrentUser } from '../../lib/context';
import { AppError, notFound } from '../../lib/errors';
import { enqueue } from '../../lib/jobs';
import { portNames } from '../ports/service';
import { shipOf } from './agent-access';
import { callOf, laytimeDeal, type LaytimeDeal } from './read';

// The owner's agents at a port call (#30, decision 037). The owner invites one by e-mail to one call; the link's token
// is kept only as its hash and works once, for AGENT_INVITATION_DAYS; the member who opens it signed in with that
// address becomes the agent there, until the owner revokes it. Each action is one transaction on the locked deal.

export type AgentDeps = { db: Database; clock: Clock; config: { appUrl: string } };
type Row = typeof laytimeAgents.$inferSelect;

const DAY = 24 * 60 * 60 * 1000;
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** The deal for its owner only: a stranger gets 404, the charterer (or an admin) 403. */
async function ownersDeal(tx: DbOrTx, user: CurrentUser, dealId: string): Promise<LaytimeDeal> {
  const deal = await laytimeDeal(tx, dealId, user, { lock: true });
  requireSide(deal.party, 'owner', 'invites agents to its port calls');
  return deal;
}

function agentOf(row: Row, now: Date): PortAgent {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    status: row.acceptedAt ? 'accepted' : row.expiresAt <= now ? 'expired' : 'invited',
    invitedAt: row.invitedAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    acceptedAt: row.acceptedAt?.toISOString() ?? null,
  };
}

async function agentsAt(tx: DbOrTx, dealId: string, call: LaytimeCall, now: Date): Promise<PortAgent[]> {
  const rows = await tx
    .select()
    .from(laytimeAgents)
    .where(and(eq(laytimeAgents.dealId, dealId), eq(laytimeAgents.call, call), isNull(laytimeAgents.revokedAt)))
    .orderBy(asc(laytimeAgents.invitedAt), asc(laytimeAgents.email));
  return rows.map((r) => agentOf(r, now));
}

/** The port call as an agent's list shows it: the port, the ship and the owners they act for. */
async function agentCallOf(tx: DbOrTx, deal: LaytimeDeal, call: LaytimeCall): Promise<AgentCall> {
  const { code } = callOf(deal.cp, call);
  const port = (await portNames(tx, [code]))[code] ?? code;
  const [owner] = await tx.select({ company: profiles.companyName }).from(profiles).where(eq(profiles.id, deal.ownerId));
  return { dealId: deal.dealId, call, port, ship: (await shipOf(tx, deal.vesselId)) ?? '', owner: owner?.company ?? '' };
}

export async function listAgents(deps: AgentDeps, user: CurrentUser, dealId: string, call: LaytimeCall): Promise<PortAgent[]> {
  return deps.db.transaction(async (tx) => {
    await ownersDeal(tx, user, dealId);
    return agentsAt(tx, dealId, call, deps.clock.now());
  });
}

/**
 * The owner invites an agent to one port call. The same address again (invited or accepted) gets a fresh link and a
 * fresh expiry, and the old link stops working. A party's own address is refused: agents act for the owner.
 */
export async function inviteAgent(
  deps: AgentDeps,
  user: CurrentUser,
  dealId: string,
  call: LaytimeCall,
  input: { email: string; name?: string },
): Promise<PortAgent[]> {
  return deps.db.transaction(async (tx) => {
    const deal = await ownersDeal(tx, user, dealId);
    const now = deps.clock.now();
    const [parties] = await tx.select({ owner: users.email }).from(deals).innerJoin(users, eq(users.id, deals.ownerId)).where(eq(deals.id, dealId));
    const [charterer] = await tx
      .select({ email: users.email })
      .from(deals)
      .innerJoin(users, eq(users.id, deals.chartererId))
      .where(eq(deals.id, dealId));
    if ([parties?.owner, charterer?.email].some((e) => e?.toLowerCase() === input.email)) {
      throw new AppError('conflict', agentMessages.party, { email: agentMessages.party });
    }
    const token = randomBytes(32).toString('base64url');
    const fresh = { tokenHash: hashOf(token), expiresAt: new Date(now.getTime() + AGENT_INVITATION_DAYS * DAY), invitedBy: user.id, invitedAt: now };
    const [live] = await tx
      .select()
      .from(laytimeAgents)
      .where(
        and(eq(laytimeAgents.dealId, dealId), eq(laytimeAgents.call, call), eq(laytimeAgents.email, input.email), isNull(laytimeAgents.revokedAt)),
      );
    if (live)
      await tx
        .update(laytimeAgents)
        .set({ ...fresh, name: input.name ?? live.name })
        .where(eq(laytimeAgents.id, live.id));
    else await tx.insert(laytimeAgents).values({ dealId, call, email: input.email, name: input.name ?? null, ...fresh });
    const about = await agentCallOf(tx, deal, call);
    const work = call === 'load' ? 'loading' : 'discharging';
    await enqueue(tx, 'mail.send', {
      to: input.email,
      subject: `${about.owner} invite you as their agent at ${about.port} - Fairlead`,
      text: [
        input.name ? `Hello ${input.name},` : 'Hello,',
        '',
        `${about.owner}, the owners of ${about.ship}, invite you as their agent at ${about.port} to record the statement of facts of`,
        `the ship's ${work} there on Fairlead: arrival, notice of readiness, ${work}, and any interruptions.`,
        '',
        'Open this link to accept:',
        '',
        `${deps.config.appUrl}/app/deals/${dealId}/ports/${call}?invitation=${token}`,
        '',
        `Sign in to Fairlead, or register, with this e-mail address (${input.email}): the invitation is accepted only by the`,
        `member with the address it was sent to. The link works once, for ${AGENT_INVITATION_DAYS} days. You will see this port call only.`,
        '',
        'Fairlead - direct, commission-free chartering',
      ].join('\n'),
    });
    return agentsAt(tx, dealId, call, now);
  });
}

/** The owner withdraws an invitation, or an accepted agent's access: from then on they are a stranger to the deal. */
export async function revokeAgent(deps: AgentDeps, user: CurrentUser, dealId: string, call: LaytimeCall, agentId: string): Promise<PortAgent[]> {
  return deps.db.transaction(async (tx) => {
    await ownersDeal(tx, user, dealId);
    const now = deps.clock.now();
    const revoked = await tx
      .update(laytimeAgents)
      .set({ revokedAt: now, tokenHash: null })
      .where(and(eq(laytimeAgents.id, agentId), eq(laytimeAgents.dealId, dealId), eq(laytimeAgents.call, call), isNull(laytimeAgents.revokedAt)))
      .returning({ id: laytimeAgents.id });
    if (!revoked.length) throw notFound('Agent not found');
    return agentsAt(tx, dealId, call, now);
  });
}

/**
 * The member signed in with the invited address accepts: the invitation binds to them and its link stops working.
 * An unknown, used, withdrawn or expired link is 404 alike; another member's address 403.
 */
export async function acceptInvitation(deps: AgentDeps, user: CurrentUser, token: string): Promise<AgentCall> {
  return deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const [row] = await tx
      .select()
      .from(laytimeAgents)
      .where(eq(laytimeAgents.tokenHash, hashOf(token)))
      .for('update');
    if (!row || row.revokedAt || row.expiresAt <= now) throw notFound(agentMessages.gone);
    const [me] = await tx.select({ email: users.email }).from(users).where(eq(users.id, user.id));
    if (me?.email.toLowerCase() !== row.email) throw new AppError('forbidden', agentMessages.wrongEmail);
    const [deal] = await tx.select({ ownerId: deals.ownerId, chartererId: deals.chartererId }).from(deals).where(eq(deals.id, row.dealId));
    if (deal.ownerId === user.id || deal.chartererId === user.id) throw new AppError('conflict', agentMessages.party);
    await tx
      .update(laytimeAgents)
      .set({ tokenHash: null, acceptedBy: user.id, acceptedAt: row.acceptedAt ?? now })
      .where(eq(laytimeAgents.id, row.id));
    return agentCallOf(tx, await laytimeDeal(tx, row.dealId, user, { agentAt: row.call }), row.call);
  });
}

/** The port calls the member acts at as an owner's agent, on deals that still keep laytime. */
export async function myAgentCalls(deps: AgentDeps, user: CurrentUser): Promise<AgentCall[]> {
  return deps.db.transaction(async (tx) => {
    const rows = await tx
      .select({ dealId: laytimeAgents.dealId, call: laytimeAgents.call })
      .from(laytimeAgents)
      .where(and(eq(laytimeAgents.acceptedBy, user.id), isNull(laytimeAgents.revokedAt)))
      .orderBy(asc(laytimeAgents.acceptedAt));
    const out: AgentCall[] = [];
    for (const r of rows) {
      const deal = await laytimeDeal(tx, r.dealId, user, { agentAt: r.call }).catch((e: unknown) => {
        if (e instanceof AppError && e.code === 'conflict') return null;
        throw e;
      });
      if (deal) out.push(await agentCallOf(tx, deal, r.call));
    }
    return out;
  });
}
