import { reopenMessages, type ReopenProposal, type ReopeningView } from '../../../common/laytime/sheet-api';
import { requireDealParty } from '../../auth/record-access';
import type { DbOrTx } from '../../db/client';
import { laytimeReopenings } from '../../db/schema';
import type { CurrentUser } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { dealParties } from '../charters/fixed-deal';
import { laytimeSettlementProblem } from '../payments/laytime-resettlement';
import { tellParties } from '../payments/record';
import { agreementOf, laytimeDeal, sheetVersionsOf, type LaytimeDeal } from './read';
import { currentRound, openProposal, reopeningSteps, reopeningView } from './reopen-read';
import type { LaytimeDeps } from './service';

/** A step tells the other party (or both) by notification and e-mail, with a link to the deal. */
type ReopenDeps = LaytimeDeps & { config: { appUrl: string } };
const partyWords = { owner: 'The owners', charterer: 'The charterers' } as const;
const other = (p: 'owner' | 'charterer') => (p === 'owner' ? 'charterer' : 'owner');

// Reopening an agreed laytime sheet (#30, decision 038). Each step is one transaction on the deal, locked, and a new
// row: either party proposes with a reason, the other accepts or the proposer withdraws. Only an acceptance reopens
// the sheet (a new round of agreement starts, and new versions may be saved); one party's proposal alone changes nothing.

async function stateOf(tx: DbOrTx, deal: LaytimeDeal) {
  const steps = await reopeningSteps(tx, deal.dealId);
  const agreed = (await agreementOf(tx, deal.dealId, await sheetVersionsOf(tx, deal.dealId))).agreed;
  return { steps, agreed, view: reopeningView(steps, deal.party, agreed) };
}

/** The round of agreement and any proposal to reopen, for a party or an admin looking on. */
export async function readReopening(deps: LaytimeDeps, user: CurrentUser, dealId: string): Promise<ReopeningView> {
  return deps.db.transaction(async (tx) => (await stateOf(tx, await laytimeDeal(tx, dealId, user))).view);
}

type Step = 'proposed' | 'accepted' | 'withdrawn';

/** One step by the caller's party, checked by `check` against the state under the deal's lock. */
async function takeStep(
  deps: ReopenDeps,
  user: CurrentUser,
  dealId: string,
  step: Step,
  reason: string | null,
  check: (tx: DbOrTx, s: Awaited<ReturnType<typeof stateOf>>, party: 'owner' | 'charterer') => Promise<void>,
): Promise<ReopeningView> {
  return deps.db.transaction(async (tx) => {
    const deal = await laytimeDeal(tx, dealId, user, { lock: true });
    const party = requireDealParty(deal.party);
    const state = await stateOf(tx, deal);
    await check(tx, state, party);
    await tx.insert(laytimeReopenings).values({
      dealId,
      seq: (state.steps.at(-1)?.seq ?? 0) + 1,
      round: await currentRound(tx, dealId),
      step,
      party,
      userId: user.id,
      reason,
      at: deps.clock.now(),
    });
    const who = partyWords[party];
    const [to, title, message] =
      step === 'proposed'
        ? ([[other(party)], 'Reopening of the laytime sheet proposed', `${who} propose to reopen the agreed laytime sheet: “${reason}”`] as const)
        : step === 'accepted'
          ? ([
              ['owner', 'charterer'],
              'Laytime sheet reopened',
              `${who} accepted reopening the laytime sheet: it is open again, for both parties to agree`,
            ] as const)
          : ([
              [other(party)],
              'Reopening of the laytime sheet withdrawn',
              `${who} withdrew their proposal to reopen the laytime sheet: it stays agreed`,
            ] as const);
    await tellParties(tx, deps.config.appUrl, await dealParties(tx, dealId), [...to], title, message, deps.clock.now());
    return (await stateOf(tx, deal)).view;
  });
}

/** Money the agreed sheet settled that is in flight or was adjusted by an admin cannot be adjusted by a new round. */
async function refuseIfUnadjustable(tx: DbOrTx, dealId: string) {
  const problem = await laytimeSettlementProblem(tx, dealId);
  if (problem) throw new AppError('conflict', problem);
}

/** Either party proposes to reopen the agreed sheet, saying why. Nothing reopens until the other party accepts. */
export function proposeReopening(deps: ReopenDeps, user: CurrentUser, dealId: string, input: ReopenProposal): Promise<ReopeningView> {
  return takeStep(deps, user, dealId, 'proposed', input.reason, async (tx, s) => {
    if (!s.agreed) throw new AppError('conflict', reopenMessages.notAgreed);
    if (openProposal(s.steps)) throw new AppError('conflict', reopenMessages.pending);
    await refuseIfUnadjustable(tx, dealId);
  });
}

/** The other party accepts the proposal: the sheet reopens for a new round, to be agreed by both again. */
export function acceptReopening(deps: ReopenDeps, user: CurrentUser, dealId: string): Promise<ReopeningView> {
  return takeStep(deps, user, dealId, 'accepted', null, async (tx, s, party) => {
    const proposal = openProposal(s.steps);
    if (!proposal) throw new AppError('conflict', reopenMessages.noProposal);
    if (proposal.party === party) throw new AppError('forbidden', reopenMessages.ownProposal);
    await refuseIfUnadjustable(tx, dealId);
  });
}

/** The proposer withdraws their proposal; the sheet stays agreed. */
export function withdrawReopening(deps: ReopenDeps, user: CurrentUser, dealId: string): Promise<ReopeningView> {
  return takeStep(deps, user, dealId, 'withdrawn', null, async (_tx, s, party) => {
    const proposal = openProposal(s.steps);
    if (!proposal) throw new AppError('conflict', reopenMessages.noProposal);
    if (proposal.party !== party) throw new AppError('forbidden', reopenMessages.notProposer);
  });
}
