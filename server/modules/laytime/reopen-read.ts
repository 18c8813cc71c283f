import { asc, count, and, eq } from 'drizzle-orm';
import type { Party } from '../../../common/charters/deal-process';
import type { ReopeningView } from '../../../common/laytime/sheet-api';
import type { DbOrTx } from '../../db/client';
import { laytimeReopenings, users } from '../../db/schema';

// Reopening an agreed laytime sheet (decision 038), read from its steps: they only grow, so the state is derived.

/** The round of agreement now: 1, then one more for each reopening both parties consented to. */
export async function currentRound(tx: DbOrTx, dealId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(laytimeReopenings)
    .where(and(eq(laytimeReopenings.dealId, dealId), eq(laytimeReopenings.step, 'accepted')));
  return 1 + (row?.n ?? 0);
}

/** A deal's steps of reopening in order, with who took each. */
export async function reopeningSteps(tx: DbOrTx, dealId: string) {
  return tx
    .select({
      seq: laytimeReopenings.seq,
      round: laytimeReopenings.round,
      step: laytimeReopenings.step,
      party: laytimeReopenings.party,
      name: users.name,
      reason: laytimeReopenings.reason,
      at: laytimeReopenings.at,
    })
    .from(laytimeReopenings)
    .innerJoin(users, eq(users.id, laytimeReopenings.userId))
    .where(eq(laytimeReopenings.dealId, dealId))
    .orderBy(asc(laytimeReopenings.seq));
}
type Step = Awaited<ReturnType<typeof reopeningSteps>>[number];

/** The open proposal: the latest step, if it is a proposal (an acceptance or withdrawal answers it). */
export const openProposal = (steps: Step[]) => {
  const last = steps.at(-1);
  return last?.step === 'proposed' ? last : null;
};

/** The round, the open proposal, the earlier reopenings, and what `party` may do while the sheet is `agreed` or not. */
export function reopeningView(steps: Step[], party: Party | null, agreed: boolean): ReopeningView {
  const proposal = openProposal(steps);
  const history = steps.flatMap((s, i) => {
    if (s.step !== 'accepted') return [];
    const proposed = steps.slice(0, i).findLast((p) => p.step === 'proposed');
    return proposed ? [{ round: s.round, proposedBy: proposed.party, reason: proposed.reason ?? '', acceptedAt: s.at.toISOString() }] : [];
  });
  return {
    round: 1 + history.length,
    proposal: proposal ? { party: proposal.party, name: proposal.name, reason: proposal.reason ?? '', at: proposal.at.toISOString() } : null,
    history,
    actions: {
      propose: party !== null && agreed && proposal === null,
      accept: party !== null && proposal !== null && proposal.party !== party,
      withdraw: party !== null && proposal !== null && proposal.party === party,
    },
  };
}
