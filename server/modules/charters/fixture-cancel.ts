import { eq } from 'drizzle-orm';
import { otherParty, type Party } from '../../../common/charters/deal-process';
import { fixtureCancelMessages, fixtureCancelRefusal, type FixtureFacts } from '../../../common/charters/fixture-cancel';
import { sentence } from '../../../common/sentence';
import type { DbOrTx } from '../../db/client';
import { charters } from '../../db/schema';
import type { CurrentUser } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { recordAudit } from '../audit/service';
import { fixtureMoney } from '../payments/fixture-money';
import { cancelUnpaid } from '../payments/unpaid';
import { dealForParty } from '../../auth/record-access';
import { fixtureEndedFromCargo } from './cargo-fixed';
import { assertCanFire, record, tell, type DealDeps } from './deal-core';
import { vesselName } from './deal-labels';
import { releaseHold } from './holds';

/** A charter under way or done: the ship was delivered, or its first held day has come (charter-progress.ts). */
const begun = (status: string | undefined) => status === 'active' || status === 'completed';

/**
 * What decides whether a party may cancel the fixture now, with the rows the cancellation changes. `lock` takes the
 * charter and the instalments for this transaction (the service); the deal page reads them without.
 */
async function readFixture(db: DbOrTx, dealId: string, lock: boolean) {
  const query = db.select().from(charters).where(eq(charters.dealId, dealId));
  const [charter] = lock ? await query.for('update') : await query;
  const money = await fixtureMoney(db, dealId, lock);
  const facts: FixtureFacts = { started: begun(charter?.status) || money.delivered, moneyHeld: money.moneyHeld, chargePending: money.chargePending };
  return { charter, instalments: money.rows, facts };
}

/** The facts the deal's allowed actions need while it is fixed. */
export const fixtureFacts = async (db: DbOrTx, dealId: string): Promise<FixtureFacts> => (await readFixture(db, dealId, false)).facts;

const partyWords = (p: Party) => (p === 'owner' ? 'owners' : 'charterers');

/**
 * A party cancels a fixed deal, with its reason (#26). The deal becomes cancelled through the deal table, the reason
 * goes on its record, the ship's dates are free again, instalments nobody paid into are no longer owed, and both
 * parties are told. Refused while money is in escrow or on its way there (Fairlead cancels then, so that the money
 * is returned or paid as the charter party says) and once the charter has begun. Cancelling a fixture may breach
 * the charter party: the record is the other side's evidence if it claims.
 */
export async function cancelFixture(deps: DealDeps, user: CurrentUser, dealId: string, reason: string): Promise<void> {
  const at = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const { deal, party } = await dealForParty(tx, dealId, user, { lock: true });
    if (!party) throw new AppError('forbidden', fixtureCancelMessages.admin);
    assertCanFire('cancel_fixture', deal.stage, party);
    const { charter, instalments, facts } = await readFixture(tx, deal.id, true);
    const refusal = fixtureCancelRefusal(facts);
    if (refusal) throw new AppError('conflict', refusal);

    const who = `the ${partyWords(party)}`;
    await record(tx, deal, { event: 'cancel_fixture', stage: 'cancelled', actorId: user.id, actorRole: party, at, note: reason });
    await releaseHold(tx, deal.id, `Fixture cancelled by ${who}: ${sentence(reason)}`, party);
    await fixtureEndedFromCargo(tx, deps, deal, at);
    const cancelled = await cancelUnpaid(
      tx,
      deal,
      instalments,
      { user, role: party },
      at,
      () => `The fixture was cancelled by ${who}: this instalment is not owed`,
    );
    await recordAudit(tx, {
      actor: user,
      action: 'deal.fixture_cancelled',
      entity: 'deal',
      entityId: deal.id,
      before: { stage: 'fixed', charterStatus: charter?.status ?? null },
      after: { stage: deal.stage, party, reason, charterId: charter?.id ?? null, instalmentsCancelled: cancelled.map((p) => p.id) },
    });

    const ship = await vesselName(tx, deal);
    const name = user.companyName || `The ${partyWords(party)}`;
    const told = `${name} cancelled the fixture of ${ship}: ${sentence(reason)} The ship’s dates are released and instalments not paid are no longer owed.`;
    await tell(tx, deps, deal, otherParty(party), 'Fixture cancelled', `${told} You may have a claim under the charter party.`);
    await tell(tx, deps, deal, party, 'Fixture cancelled', `${told} The other side has been told, and may claim under the charter party.`);
  });
}
