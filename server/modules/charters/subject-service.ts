import { and, eq } from 'drizzle-orm';
import { otherParty, type Actor } from '../../../common/charters/deal-process';
import { subjectMachine } from '../../../common/charters/offer-process';
import { utcText } from '../../../common/charters/time-text';
import { maskContacts } from '../../../common/messaging/mask';
import { sanctionsMessages } from '../../../common/sanctions/cases';
import type { DbOrTx } from '../../db/client';
import { subjects } from '../../db/schema';
import type { CurrentUser } from '../../lib/context';
import { AppError, notFound } from '../../lib/errors';
import { nextState } from '../../lib/transition';
import { dealForParty, requireDealParty } from '../../auth/record-access';
import { screenDeal } from '../sanctions/screen';
import { fixedFromCargo } from './cargo-fixed';
import { assertCanFire, record, tell, type DealDeps, type DealRow } from './deal-core';
import { vesselName } from './deal-labels';
import { confirmHold, releaseHold } from './holds';

type SubjectRow = typeof subjects.$inferSelect;

/** A subject quoted in a notice (the bell, an e-mail) with its contacts hidden, as the deal page shows it unfixed. */
const quoted = (subject: SubjectRow) => `“${maskContacts(subject.text).text}”`;

async function subjectOf(tx: DbOrTx, deal: DealRow, subjectId: string): Promise<SubjectRow> {
  const [row] = await tx
    .select()
    .from(subjects)
    .where(and(eq(subjects.id, subjectId), eq(subjects.dealId, deal.id)));
  if (!row) throw notFound('Subject not found');
  return row;
}

/** Every subject of the agreed terms that is still open, besides the given one. */
async function otherOpen(tx: DbOrTx, subject: SubjectRow): Promise<SubjectRow[]> {
  const rows = await tx
    .select()
    .from(subjects)
    .where(and(eq(subjects.offerId, subject.offerId), eq(subjects.status, 'open')));
  return rows.filter((s) => s.id !== subject.id);
}

/**
 * The subject's own party lifts it before its deadline; the last one lifted makes the fixture clean. That lift fixes
 * the deal, so both companies and the ship are screened again first, as at acceptance: a list loaded while the deal
 * was on subjects may name one of them (decision 029).
 */
export async function liftSubject(deps: DealDeps, user: CurrentUser, dealId: string, subjectId: string): Promise<void> {
  const now = deps.clock.now();
  const blocked = await deps.db.transaction(async (tx) => {
    const { deal, party: p } = await dealForParty(tx, dealId, user, { lock: true });
    const party = requireDealParty(p);
    const subject = await subjectOf(tx, deal, subjectId);
    assertCanFire('lift_subject', deal.stage, party);
    if (subject.status !== 'open') throw new AppError('conflict', `This subject is already ${subject.status}`);
    if (subject.party !== party) throw new AppError('forbidden', `This subject is the ${subject.party}’s to lift`);
    if (now >= subject.liftBy) throw new AppError('conflict', `This subject lapsed at ${utcText(subject.liftBy)}`);
    const lifted = nextState(subjectMachine, subject.status, 'lift', party);
    const fixed = (await otherOpen(tx, subject)).length === 0;
    // Screened before anything is written: a possible match leaves the subject open and the transaction commits
    // with only the screening's cases, for the admins.
    if (fixed && (await screenDeal(tx, deal, { now })).blocked) return true;
    await tx.update(subjects).set({ status: lifted, decidedAt: now }).where(eq(subjects.id, subject.id));
    if (fixed) await confirmHold(tx, deal.id, party);
    await record(tx, deal, {
      event: 'lift_subject',
      stage: fixed ? 'fixed' : 'on_subjects',
      actorId: user.id,
      actorRole: party,
      at: now,
      subjectId: subject.id,
      offerId: subject.offerId,
    });
    if (fixed) await fixedFromCargo(tx, deps, deal, now);
    const name = await vesselName(tx, deal);
    await tell(tx, deps, deal, otherParty(party), 'Subject lifted', `${user.companyName} lifted ${quoted(subject)} for ${name}.`);
    if (fixed) {
      for (const to of ['owner', 'charterer'] as const) {
        await tell(tx, deps, deal, to, 'Fixed', `Every subject is lifted: ${name} is fixed, clean. The recap is ready.`);
      }
    }
    return false;
  });
  if (blocked) throw new AppError('conflict', sanctionsMessages.blocked);
}

/** One failed subject and the fixture falls away: the deal fails and the ship's dates are free again. */
export async function failSubject(deps: DealDeps, user: CurrentUser, dealId: string, subjectId: string): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const { deal, party: p } = await dealForParty(tx, dealId, user, { lock: true });
    const party = requireDealParty(p);
    const subject = await subjectOf(tx, deal, subjectId);
    assertCanFire('fail_subject', deal.stage, party);
    if (subject.status !== 'open') throw new AppError('conflict', `This subject is already ${subject.status}`);
    if (subject.party !== party) throw new AppError('forbidden', `This subject is the ${subject.party}’s to decide`);
    if (now >= subject.liftBy) throw new AppError('conflict', `This subject lapsed at ${utcText(subject.liftBy)}`);
    await endOnSubject(tx, deal, subject, 'fail', party, now);
    await record(tx, deal, {
      event: 'fail_subject',
      actorId: user.id,
      actorRole: party,
      at: now,
      subjectId: subject.id,
      offerId: subject.offerId,
    });
    await tell(
      tx,
      deps,
      deal,
      otherParty(party),
      'Deal failed',
      `${user.companyName} failed ${quoted(subject)} for ${await vesselName(tx, deal)}: the deal fell away and the dates are free.`,
    );
  });
}

/** The subject ends the deal (failed by its party, or lapsed at its deadline): the others are void and the hold is released. */
export async function endOnSubject(tx: DbOrTx, deal: DealRow, subject: SubjectRow, event: 'fail' | 'lapse', by: Actor, now: Date): Promise<void> {
  const status = nextState(subjectMachine, subject.status, event, by);
  await tx.update(subjects).set({ status, decidedAt: now }).where(eq(subjects.id, subject.id));
  for (const s of await otherOpen(tx, subject)) {
    await tx
      .update(subjects)
      .set({ status: nextState(subjectMachine, s.status, 'void', by) })
      .where(eq(subjects.id, s.id));
  }
  await releaseHold(tx, deal.id, event === 'lapse' ? `Subject not lifted in time: ${subject.text}` : `Subject failed: ${subject.text}`, by);
}
