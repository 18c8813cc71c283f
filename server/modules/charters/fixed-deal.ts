import { and, eq, gt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { dealLog, deals, offers, profiles, vessels } from '../../db/schema';
import type { CurrentUser } from '../../lib/context';
import { AppError } from '../../lib/errors';
import type { Party } from '../../../common/charters/deal-process';
import { dealForParty, partyOf, requireDealParty } from '../../auth/record-access';
import { notifyAndMailMany } from '../notifications/service';
import { assertCanFire, notice, record, type DealRow } from './deal-core';

// What the contracts and payments modules need of a deal, and nothing more: its agreed terms and its record (who
// may see it is the record-access policy's).

/** Who the deal's parties are, for the system's own moves on it (webhooks, jobs). */
export async function dealParties(db: DbOrTx, dealId: string): Promise<Pick<DealRow, 'id' | 'ownerId' | 'chartererId'>> {
  const [deal] = await db.select({ id: deals.id, ownerId: deals.ownerId, chartererId: deals.chartererId }).from(deals).where(eq(deals.id, dealId));
  return deal;
}

/**
 * A fixed deal, locked for this transaction, for one of its parties to act on its charter party (event) or payments (null); with the terms of
 * the accepted version, the two companies and the ship as the recap states them.
 */
export async function lockFixedDeal(
  tx: DbOrTx,
  dealId: string,
  user: CurrentUser,
  event: 'contract_draft' | 'contract_amend' | 'contract_sign' | null,
) {
  const { deal, party: p } = await dealForParty(tx, dealId, user, { lock: true });
  const party = requireDealParty(p);
  if (deal.stage !== 'fixed') throw new AppError('conflict', 'A charter party is drawn up once the deal is fixed, clean');
  if (event) assertCanFire(event, deal.stage, party);
  const [accepted] = await tx
    .select({ terms: offers.terms })
    .from(offers)
    .where(and(eq(offers.dealId, deal.id), eq(offers.status, 'accepted')));
  if (!accepted) throw new AppError('conflict', 'This deal has no accepted terms to draw up');
  const [vessel] = await tx
    .select({ name: vessels.name, imo: vessels.imo, flag: vessels.flag, deadweightT: vessels.deadweightT })
    .from(vessels)
    .where(eq(vessels.id, deal.vesselId));
  const companies = new Map(
    (await tx.select({ id: profiles.id, company: profiles.companyName }).from(profiles).where(eq(profiles.id, deal.ownerId)))
      .concat(await tx.select({ id: profiles.id, company: profiles.companyName }).from(profiles).where(eq(profiles.id, deal.chartererId)))
      .map((r) => [r.id, r.company]),
  );
  return {
    deal,
    party,
    terms: accepted.terms,
    vessel: { name: vessel.name, imo: vessel.imo ?? null, flag: vessel.flag ?? null, deadweightT: vessel.deadweightT ?? null },
    owner: companies.get(deal.ownerId) ?? 'Owners',
    charterer: companies.get(deal.chartererId) ?? 'Charterers',
  };
}

type ContractStep =
  | { event: 'contract_draft' | 'contract_amend' | 'contract_sign'; user: CurrentUser; party: Party; at: Date; version: number; note?: string }
  | { event: 'contract_download' | 'contract_view'; user: CurrentUser; party: Party | 'admin'; at: Date; version: number }
  | { event: 'contract_seal'; at: Date; version: number };

/** Writes a charter-party step on the deal's record (the deal stays fixed), and tells both parties' open pages. */
export async function recordContractStep(tx: DbOrTx, deal: DealRow, step: ContractStep) {
  const actor = step.event === 'contract_seal' ? { actorId: null, actorRole: 'system' as const } : { actorId: step.user.id, actorRole: step.party };
  await record(tx, deal, {
    event: step.event,
    stage: deal.stage,
    ...actor,
    at: step.at,
    contractVersion: step.version,
    note: 'note' in step ? step.note || undefined : undefined,
  });
}

/** Tells parties of the deal about its charter party, in the app and by e-mail as they chose for deals. */
export async function tellAboutContract(tx: DbOrTx, deps: { appUrl: string }, deal: DealRow, to: Party[], title: string, message: string, now: Date) {
  await notifyAndMailMany(
    tx,
    to.map((p) => ({
      ...notice(deps, deal, p, title, message),
      link: { url: `${deps.appUrl}/app/deals/${deal.id}`, label: 'Open the charter party' },
    })),
    now,
  );
}

const VIEW_EVERY_MS = 10 * 60_000;

/** Records that the caller opened the charter party, unless they already did in the last ten minutes. */
export async function recordContractView(tx: DbOrTx, deal: DealRow, user: CurrentUser, version: number, at: Date) {
  const [recent] = await tx
    .select({ id: dealLog.id })
    .from(dealLog)
    .where(
      and(
        eq(dealLog.dealId, deal.id),
        eq(dealLog.event, 'contract_view'),
        eq(dealLog.actorId, user.id),
        gt(dealLog.at, new Date(at.getTime() - VIEW_EVERY_MS)),
      ),
    )
    .limit(1);
  if (!recent) await recordContractStep(tx, deal, { event: 'contract_view', user, party: partyOf(deal, user.id) ?? 'admin', at, version });
}
