import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { withdrawRefusal } from '../../../common/charters/deal-actions';
import { dealMachine, firmWord, otherParty, type Actor, type Party } from '../../../common/charters/deal-process';
import { offerMachine, subjectMachine, type OfferEvent, type OfferStatus } from '../../../common/charters/offer-process';
import { cargoDealMessages, type EnquiryInput, type OfferValues } from '../../../common/charters/offers';
import { sanctionsMessages } from '../../../common/sanctions/cases';
import type { Terms } from '../../../common/charters/terms';
import { utcText } from '../../../common/charters/time-text';
import { requireConfirmedEmail } from '../../auth/confirmed-email';
import { dealForParty, requireDealParty } from '../../auth/record-access';
import type { DbOrTx } from '../../db/client';
import { offers, subjects } from '../../db/schema';
import type { CurrentUser } from '../../lib/context';
import { EXCLUSION_VIOLATION, sqlState } from '../../lib/db-errors';
import { AppError, notFound } from '../../lib/errors';
import { enqueue } from '../../lib/jobs';
import { nextState, stepForSet } from '../../lib/transition';
import { threadForDeal } from '../messaging/conversations';
import { marketVessel } from '../vessels/service';
import { screenDeal } from '../sanctions/screen';
import { requireVerifiedInDeal, requireVerifiedToStart } from '../verification/expiry';
import { cargoForEnquiry, insertDeal, openDealFor } from './cargo-deals';
import { fixedFromCargo } from './cargo-fixed';
import { agreedSubjects, assertCanFire, liveOffer, nextVersion, record, tell, type DealDeps, type DealRow, type OfferRow } from './deal-core';
import { holdShip, releaseHold } from './holds';
import { checkOffer, checkTerms } from './terms-check';
import { vesselName } from './deal-labels';

/**
 * A charterer states the business on a ship that is on the market: the deal opens as an enquiry. Sent from one of
 * the charterer's open cargo orders (its matching ships), the deal is linked to the order, as an owner's offer of a
 * ship for it is; one ship on one order is one open deal, whichever side opened it.
 */
export async function sendEnquiry(deps: DealDeps, user: CurrentUser, input: EnquiryInput & { terms: Terms }): Promise<string> {
  await requireConfirmedEmail(deps.db, user);
  // Read from the database: a verification that lapsed today refuses with its date (#29).
  await requireVerifiedToStart(deps.db, user, 'send enquiries', deps.clock.now());
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const vessel = await marketVessel(tx, input.vesselId);
    if (!vessel) throw notFound('Vessel not found');
    if (vessel.ownerId === user.id) throw new AppError('forbidden', 'You cannot enquire on your own ship');
    const cargo = input.cargoOrderId ? await cargoForEnquiry(tx, user, input.cargoOrderId) : null;
    if (!vessel.charterTypes.includes(input.terms.charterType)) {
      const message = `${vessel.name} is not offered for ${input.terms.charterType === 'voyage' ? 'voyage' : 'time'} charter`;
      throw new AppError('validation', message, { 'terms.charterType': message });
    }
    await checkTerms(tx, input.terms, now);
    const repeat = new AppError('conflict', cargoDealMessages.alreadyOpen(vessel.name));
    if (cargo && (await openDealFor(tx, cargo.id, vessel.id))) throw repeat;
    const stage = nextState(dealMachine, null, 'enquire', 'charterer');
    const deal = await insertDeal(tx, {
      vesselId: vessel.id,
      chartererId: user.id,
      ownerId: vessel.ownerId,
      charterType: input.terms.charterType,
      stage,
      cargoOrderId: cargo?.id ?? null,
      createdAt: now,
      updatedAt: now,
    });
    if (!deal) throw repeat;
    const offer = await insertOffer(tx, deal, {
      from: 'charterer',
      kind: 'enquiry',
      terms: input.terms,
      replyBy: null,
      replyZone: 'UTC',
      userId: user.id,
      now,
    });
    await record(tx, deal, { event: 'enquire', from: null, actorId: user.id, actorRole: 'charterer', at: now, offerId: offer.id });
    await threadForDeal(tx, deal, now); // what was said about the ship before moves into the deal
    await tell(
      tx,
      deps,
      deal,
      'owner',
      'New enquiry',
      `${user.companyName} sent an enquiry for ${vessel.name}, laycan ${input.terms.laycanFrom} to ${input.terms.laycanTo}. Answer it with an offer, or decline.`,
    );
    return deal.id;
  });
}

export async function insertOffer(
  tx: DbOrTx,
  deal: DealRow,
  o: { from: Party; kind: OfferRow['kind']; terms: Terms; replyBy: Date | null; replyZone: string; userId: string; now: Date },
): Promise<OfferRow> {
  const version = await nextVersion(tx, deal);
  try {
    return await tx.transaction(async (sp) => {
      const [row] = await sp
        .insert(offers)
        .values({
          dealId: deal.id,
          version,
          fromParty: o.from,
          kind: o.kind,
          terms: o.terms,
          vesselId: deal.vesselId,
          laycanFrom: o.terms.laycanFrom,
          laycanTo: o.terms.laycanTo,
          replyBy: o.replyBy,
          replyZone: o.replyZone,
          status: nextState(offerMachine, null, 'make', o.from),
          createdBy: o.userId,
          createdAt: o.now,
        })
        .returning();
      return row;
    });
  } catch (err) {
    // offers_one_firm_offer_per_ship: a firm offer is exclusive while it is out.
    if (sqlState(err) === EXCLUSION_VIOLATION) {
      throw new AppError(
        'conflict',
        'You already have a live firm offer on this ship for overlapping dates: it must be answered, lapse or be withdrawn first',
      );
    }
    throw err;
  }
}

/** The live offer goes off the table (superseded, declined, lapsed, withdrawn) or is accepted; when it goes, its open subjects go with it. */
export async function closeOffer(tx: DbOrTx, offer: OfferRow, event: Exclude<OfferEvent, 'make'>, by: Actor) {
  await tx
    .update(offers)
    .set({ status: nextState(offerMachine, offer.status as OfferStatus, event, by) })
    .where(eq(offers.id, offer.id));
  if (event !== 'accept') await voidOpenSubjects(tx, eq(subjects.offerId, offer.id), by);
}

/** Open subjects left with nothing to decide (their offer went, or the deal ended), as one set. */
async function voidOpenSubjects(tx: DbOrTx, which: SQL, by: Actor) {
  const { from, to } = stepForSet(subjectMachine, 'void', by);
  await tx
    .update(subjects)
    .set({ status: to })
    .where(and(which, inArray(subjects.status, from)));
}

/** An offer or counter with the full terms. The owner answers an enquiry first; a live firm offer binds its sender. */
export async function sendOffer(deps: DealDeps, user: CurrentUser, dealId: string, input: OfferValues): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const { deal, party: p } = await dealForParty(tx, dealId, user, { lock: true });
    const party = requireDealParty(p);
    assertCanFire('offer', deal.stage, party);
    // A company whose verification lapsed keeps its open deals (#29): only starting one needs it current.
    await requireVerifiedInDeal(tx, user, 'make offers');
    const live = await liveOffer(tx, deal.id);
    if (deal.stage === 'enquiry' && party === 'charterer')
      throw new AppError('conflict', 'Your enquiry is with the owner: wait for their offer, or withdraw');
    if (live && live.fromParty === party && live.kind === 'firm') {
      throw new AppError('conflict', `Your ${firmWord(party)} is binding until ${utcText(live.replyBy!)}: wait for the answer or for it to lapse`);
    }
    if (input.terms.charterType !== deal.charterType) {
      const message = `This deal is for a ${deal.charterType === 'voyage' ? 'voyage' : 'time'} charter`;
      throw new AppError('validation', message, { 'terms.charterType': message });
    }
    await checkOffer(tx, input, now);
    if (live) await closeOffer(tx, live, 'supersede', party);
    const replyBy = input.kind === 'firm' ? new Date(input.replyBy) : null;
    const offer = await insertOffer(tx, deal, {
      from: party,
      kind: input.kind,
      terms: input.terms,
      replyBy,
      replyZone: input.replyZone,
      userId: user.id,
      now,
    });
    if (input.subjects.length) {
      await tx.insert(subjects).values(
        input.subjects.map((s, i) => ({
          dealId: deal.id,
          offerId: offer.id,
          position: i,
          text: s.text,
          party: s.party,
          liftBy: new Date(s.liftBy),
          status: nextState(subjectMachine, null, 'attach', party),
        })),
      );
    }
    if (replyBy) await enqueue(tx, 'deal.lapse-offer', { offerId: offer.id }, { runAt: replyBy });
    const title = deal.stage === 'enquiry' ? 'Offer received' : 'Counter received';
    await record(tx, deal, { event: 'offer', actorId: user.id, actorRole: party, at: now, offerId: offer.id });
    const name = await vesselName(tx, deal);
    const what = input.kind === 'firm' ? `a ${firmWord(party)}, reply by ${utcText(replyBy!)}` : 'an indication';
    await tell(tx, deps, deal, otherParty(party), title, `${user.companyName} sent ${what} for ${name} (version ${offer.version}).`);
  });
}

/** The addressee accepts the live firm offer before its deadline: main terms agreed, the ship's dates held. */
export async function acceptOffer(deps: DealDeps, user: CurrentUser, dealId: string): Promise<void> {
  const now = deps.clock.now();
  const blocked = await deps.db.transaction(async (tx) => {
    const { deal, party: p } = await dealForParty(tx, dealId, user, { lock: true });
    const party = requireDealParty(p);
    assertCanFire('accept', deal.stage, party);
    const live = await liveOffer(tx, deal.id);
    const latest = live ?? (await latestOffer(tx, deal.id));
    if (!live && latest?.status === 'lapsed' && latest.replyBy) throw new AppError('conflict', `This offer lapsed at ${utcText(latest.replyBy)}`);
    if (!live) throw new AppError('conflict', 'There is no live offer to accept');
    if (live.fromParty === party) throw new AppError('conflict', 'You cannot accept your own offer: it is for the other side to answer');
    if (live.kind !== 'firm')
      throw new AppError('conflict', 'An indication is not binding: ask for a firm offer, or counter with one, before accepting');
    if (live.replyBy && now >= live.replyBy) throw new AppError('conflict', `This offer lapsed at ${utcText(live.replyBy)}`);
    await requireVerifiedInDeal(tx, user, 'accept offers');
    const openSubjects = await tx.select().from(subjects).where(eq(subjects.offerId, live.id));
    const fixed = openSubjects.length === 0;
    // Both companies and the ship are screened before anything is written: a possible match keeps the offer live,
    // and the transaction commits with only the screening's cases, for the admins (decision 029).
    if ((await screenDeal(tx, deal, { now })).blocked) return true;
    await closeOffer(tx, live, 'accept', party);
    await holdShip(tx, deal, live.terms, fixed, party);
    for (const s of openSubjects) await enqueue(tx, 'deal.lapse-subject', { subjectId: s.id }, { runAt: s.liftBy });
    await record(tx, deal, {
      event: 'accept',
      stage: fixed ? 'fixed' : 'on_subjects',
      actorId: user.id,
      actorRole: party,
      at: now,
      offerId: live.id,
    });
    if (fixed) await fixedFromCargo(tx, deps, deal, now);
    const name = await vesselName(tx, deal);
    const message = fixed
      ? `${user.companyName} accepted version ${live.version} for ${name}: the deal is fixed, clean. The recap is ready.`
      : `${user.companyName} accepted version ${live.version} for ${name} on subjects: ${openSubjects.length} to lift before the deal is fixed.`;
    await tell(tx, deps, deal, otherParty(party), fixed ? 'Fixed' : 'Offer accepted on subjects', message);
    if (fixed)
      await tell(tx, deps, deal, party, 'Fixed', `You accepted version ${live.version} for ${name}: the deal is fixed, clean. The recap is ready.`);
    return false;
  });
  if (blocked) throw new AppError('conflict', sanctionsMessages.blocked);
}

async function latestOffer(tx: DbOrTx, dealId: string): Promise<OfferRow | undefined> {
  const [row] = await tx.select().from(offers).where(eq(offers.dealId, dealId)).orderBy(desc(offers.version)).limit(1);
  return row;
}

/** The addressee turns the live offer down; the deal stays open for new terms. An enquiry declined ends the deal. */
export async function declineOffer(deps: DealDeps, user: CurrentUser, dealId: string): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const { deal, party: p } = await dealForParty(tx, dealId, user, { lock: true });
    const party = requireDealParty(p);
    assertCanFire('decline', deal.stage, party);
    const live = await liveOffer(tx, deal.id);
    if (!live) throw new AppError('conflict', 'There is no live offer to decline');
    if (live.fromParty === party) {
      const what = live.kind === 'enquiry' ? 'enquiry' : 'offer';
      throw new AppError('conflict', `You cannot decline your own ${what}: withdraw from the deal instead`);
    }
    await closeOffer(tx, live, 'decline', party);
    if (deal.stage === 'enquiry') {
      await record(tx, deal, { event: 'decline', stage: 'withdrawn', actorId: user.id, actorRole: party, at: now, offerId: live.id });
      const message = `${user.companyName} declined your enquiry for ${await vesselName(tx, deal)}. The deal is closed; its record is kept.`;
      await tell(tx, deps, deal, 'charterer', 'Enquiry declined', message);
      return;
    }
    await record(tx, deal, { event: 'decline', stage: 'negotiating', actorId: user.id, actorRole: party, at: now, offerId: live.id });
    await tell(
      tx,
      deps,
      deal,
      otherParty(party),
      'Offer declined',
      `${user.companyName} declined version ${live.version} for ${await vesselName(tx, deal)}. You may send new terms or withdraw.`,
    );
  });
}

/** Either party walks away before fixture; dates held on subjects are released. */
export async function withdraw(deps: DealDeps, user: CurrentUser, dealId: string): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const { deal, party: p } = await dealForParty(tx, dealId, user, { lock: true });
    const party = requireDealParty(p);
    assertCanFire('withdraw', deal.stage, party);
    if (deal.stage === 'on_subjects') {
      const refusal = withdrawRefusal(party, await agreedSubjects(tx, deal.id));
      if (refusal) throw new AppError('conflict', refusal);
    }
    const live = await liveOffer(tx, deal.id);
    if (live) await closeOffer(tx, live, 'withdraw', party);
    await voidOpenSubjects(tx, eq(subjects.dealId, deal.id), party);
    await releaseHold(tx, deal.id, `Withdrawn by the ${party} before fixture`, party);
    await record(tx, deal, { event: 'withdraw', actorId: user.id, actorRole: party, at: now, offerId: live?.id });
    await tell(
      tx,
      deps,
      deal,
      otherParty(party),
      'Deal withdrawn',
      `${user.companyName} withdrew from the deal for ${await vesselName(tx, deal)} before fixture.`,
    );
  });
}
