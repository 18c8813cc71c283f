import { eq } from 'drizzle-orm';
import { complianceReview } from '../../../common/sanctions/cases';
import type { DbOrTx } from '../../db/client';
import { vessels } from '../../db/schema';
import type { CurrentUser } from '../../lib/context';
import { recordAudit } from '../audit/service';
import { lapseFirmOffersOfVessel } from '../charters/vessel-offers-lapse';
import { notifyAndMailMany } from '../notifications/service';

/**
 * A ship an admin confirmed as the listed one leaves the market in the decision's own transaction (decision 029). It
 * is suspended as an admin suspends a ship under Vessels: hidden from search, matching and new enquiries, and only an
 * admin can put it back (a renewed certificate or the owner's un-archiving cannot, as they could with the other two
 * ways a ship leaves the market); its deals and records are kept. Its live firm offers lapse; deals on subjects or
 * fixed stand, for the compliance officer. The owner, and the other side of a lapsed offer, read no word of
 * sanctions.
 */
export async function withdrawConfirmedVessel(
  tx: DbOrTx,
  deps: { appUrl: string },
  admin: CurrentUser,
  vesselId: string,
  caseId: string,
  now: Date,
): Promise<void> {
  const [before] = await tx.select().from(vessels).where(eq(vessels.id, vesselId)).for('update');
  if (!before) return;
  if (before.status !== 'suspended') {
    const [after] = await tx
      .update(vessels)
      .set({ status: 'suspended', statusBeforeSuspension: before.status, updatedAt: now })
      .where(eq(vessels.id, vesselId))
      .returning();
    await recordAudit(tx, {
      actor: admin,
      action: 'vessel.suspended',
      entity: 'vessel',
      entityId: vesselId,
      before,
      after: { ...after, reason: 'Sanctions case confirmed', sanctionsCase: caseId },
    });
  }
  const lapsed = await lapseFirmOffersOfVessel(tx, deps, vesselId, `${before.name} is off the market.`, now);
  const offersText = lapsed ? ` Your live firm offers on it (${lapsed}) lapsed; deals on subjects and fixtures stand.` : '';
  await notifyAndMailMany(
    tx,
    [
      {
        userId: before.ownerId,
        title: `${before.name} is off the market`,
        message: `Fairlead took ${before.name} off the market: it no longer shows in search or matching. ${complianceReview}${offersText}`,
        link: { url: `${deps.appUrl}/owner/vessels`, label: 'See your fleet' },
        category: 'account',
      },
    ],
    now,
  );
}
