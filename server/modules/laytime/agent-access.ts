import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Party } from '../../../common/charters/deal-process';
import type { LaytimeCall, LaytimeView } from '../../../common/laytime/api';
import { dealForParty } from '../../auth/record-access';
import type { DbOrTx } from '../../db/client';
import { deals, laytimeAgents, users, vessels } from '../../db/schema';
import type { CurrentUser } from '../../lib/context';
import { AppError } from '../../lib/errors';

// Who reads a deal's laytime (decision 037): its parties and admins, as for the deal, and on the endpoints that let
// them in (the read, the facts and the comments of a call) the owner's accepted agent at that call. An agent acts
// for the owner's side, so the services see them as the owner; anywhere else they are a stranger (404).

type DealRow = typeof deals.$inferSelect;
/** `agentAt`: let the owner's agent in, at this call, or at any of theirs (the read). */
export type ReaderOpts = { lock?: boolean; agentAt?: LaytimeCall | 'any' };
export type LaytimeReader = { deal: DealRow; party: Party | null; agentCalls: LaytimeCall[] | null };

/** The port calls of the deal the user acts at as the owner's agent: accepted, not revoked. */
export async function agentCallsOf(tx: DbOrTx, dealId: string, userId: string): Promise<LaytimeCall[]> {
  const rows = await tx
    .select({ call: laytimeAgents.call })
    .from(laytimeAgents)
    .where(and(eq(laytimeAgents.dealId, dealId), eq(laytimeAgents.acceptedBy, userId), isNull(laytimeAgents.revokedAt)));
  return rows.map((r) => r.call);
}

/** The deal for a party or an admin; with `agentAt`, for the owner's agent at that call too (404 to anyone else). */
export async function laytimeReader(tx: DbOrTx, dealId: string, user: CurrentUser, opts: ReaderOpts = {}): Promise<LaytimeReader> {
  try {
    return { ...(await dealForParty(tx, dealId, user, opts)), agentCalls: null };
  } catch (e) {
    if (!opts.agentAt || !(e instanceof AppError) || e.code !== 'not_found') throw e;
    const calls = await agentCallsOf(tx, dealId, user.id);
    if (!calls.length || (opts.agentAt !== 'any' && !calls.includes(opts.agentAt))) throw e;
    const q = tx.select().from(deals).where(eq(deals.id, dealId));
    const [deal] = opts.lock ? await q.for('update') : await q;
    return { deal, party: 'owner', agentCalls: calls };
  }
}

/** Who recorded each version, by user id: their name, and whether they are not the owner (so the owner's agent). */
export async function recordersOf(tx: DbOrTx, ids: string[], ownerId: string): Promise<Map<string, { name: string; agent: boolean }>> {
  const rows = ids.length
    ? await tx
        .select({ id: users.id, name: users.name })
        .from(users)
        .where(inArray(users.id, [...new Set(ids)]))
    : [];
  return new Map(rows.map((r) => [r.id, { name: r.name, agent: r.id !== ownerId }]));
}

export async function shipOf(tx: DbOrTx, vesselId: string): Promise<string | undefined> {
  const [row] = await tx.select({ name: vessels.name }).from(vessels).where(eq(vessels.id, vesselId));
  return row?.name;
}

/**
 * What the owner's agent sees of the view: their calls only, no sheet (it is money between the parties), the terms
 * without the charter party's rates, and of the actions only recording and commenting at their calls.
 */
export function agentView(view: LaytimeView, calls: LaytimeCall[]): LaytimeView {
  const mine = view.calls.filter((c) => calls.includes(c.call));
  return {
    ...view,
    terms: { ...view.terms, demurragePerDay: 0, despatchPerDay: 0 },
    calls: mine,
    sheet: null,
    agentCalls: calls,
    actions: {
      recordFacts: view.actions.recordFacts,
      editTerms: false,
      comment: mine.some((c) => c.latest !== null),
      dispute: false,
      agree: false,
    },
  };
}
