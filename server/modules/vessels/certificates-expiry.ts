import { eq, sql } from 'drizzle-orm';
import { certificateLabels, certificateValid, marketCertificates, type ReminderDay } from '../../../common/vessels/certificates';
import type { Database } from '../../db/client';
import { vesselCertificates, vessels } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { recordAudit } from '../audit/service';
import { lapseFirmOffersOfVessel } from '../charters/vessel-offers-lapse';
import { notifyAndMailMany } from '../notifications/service';
import { dayStart, ownerNotice } from './certificates-review';

export type ExpiryDeps = { db: Database; clock: Clock; appUrl: string };

const reminderText = (days: ReminderDay, label: string, name: string, expiresOn: string, market: boolean) => {
  const consequence = market
    ? `On that day ${name} leaves search and matching and its live firm offers lapse, until a renewed certificate is verified.`
    : `From that day ${name} no longer shows "Documents verified".`;
  return days === 30 || days === 7
    ? `The ${label} of ${name} expires on ${expiresOn}, in ${days} days. ${consequence} Upload the renewed certificate for Fairlead to verify.`
    : '';
};

/**
 * A verified certificate's reminder (30 and 7 days before its expiry date) or its expiry day (0). The job re-reads the
 * certificate under its lock and acts only if it is still the verified one with that expiry date and this reminder was
 * not yet sent: a job run twice, or for a certificate renewed meanwhile, changes nothing. On the expiry day of a P&I
 * or class certificate the ship leaves the market (vessels.certificates_lapsed_at, which search, matching and the
 * public page read) and its live firm offers lapse; deals on subjects or fixed are kept. All in one transaction.
 */
export async function certificateDue(deps: ExpiryDeps, certificateId: string, daysBefore: ReminderDay): Promise<void> {
  const now = deps.clock.now();
  const today = now.toISOString().slice(0, 10);
  await deps.db.transaction(async (tx) => {
    const [c] = await tx.select().from(vesselCertificates).where(eq(vesselCertificates.id, certificateId)).for('update');
    if (!c || c.status !== 'verified' || !c.expiresOn || c.remindersSent.includes(daysBefore)) return;
    // Early (a clock behind the queue): the job is retried later by the runner's backoff.
    if (now < dayStart(c.expiresOn, -daysBefore)) throw new Error(`certificate ${c.id} reminder ${daysBefore} is due later`);
    const [vessel] = await tx.select().from(vessels).where(eq(vessels.id, c.vesselId)).for('update');
    await tx
      .update(vesselCertificates)
      .set({ remindersSent: sql`array_append(${vesselCertificates.remindersSent}, ${daysBefore})` })
      .where(eq(vesselCertificates.id, c.id));
    if (vessel.archivedAt) return;
    const label = certificateLabels[c.kind];
    const market = marketCertificates.includes(c.kind);
    if (daysBefore > 0) {
      await notifyAndMailMany(
        tx,
        [ownerNotice(deps, vessel, `${label} expires in ${daysBefore} days`, reminderText(daysBefore, label, vessel.name, c.expiresOn, market))],
        now,
      );
      return;
    }
    if (certificateValid(c.expiresOn, today)) return;
    if (!market) {
      await notifyAndMailMany(
        tx,
        [
          ownerNotice(
            deps,
            vessel,
            `${label} expired`,
            `The ${label} of ${vessel.name} expired today: ${vessel.name} no longer shows "Documents verified". Upload the renewed certificate.`,
          ),
        ],
        now,
      );
      return;
    }
    const why = `the ${label} of ${vessel.name} expired on ${c.expiresOn}, so the ship is off the market until a renewed certificate is verified.`;
    if (!vessel.certificatesLapsedAt) {
      const [after] = await tx.update(vessels).set({ certificatesLapsedAt: now, updatedAt: now }).where(eq(vessels.id, vessel.id)).returning();
      await recordAudit(tx, {
        actor: null,
        action: 'vessel.certificate-lapsed',
        entity: 'vessel',
        entityId: vessel.id,
        before: vessel,
        after: { ...after, certificate: c.id },
      });
    }
    const lapsed = await lapseFirmOffersOfVessel(tx, deps, vessel.id, why, now);
    const offersText = lapsed ? ` Your live firm offers on it (${lapsed}) lapsed; deals on subjects and fixtures stand.` : '';
    await notifyAndMailMany(
      tx,
      [
        ownerNotice(
          deps,
          vessel,
          `${vessel.name} is off the market`,
          `The ${label} of ${vessel.name} expired today. It is hidden from search and matching until Fairlead verifies the renewed certificate.${offersText}`,
        ),
      ],
      now,
    );
  });
}

export const certificateJobHandlers = (deps: ExpiryDeps) => ({
  'vessels.certificate-expiry': ({ certificateId, daysBefore }: { certificateId: string; daysBefore: ReminderDay }) =>
    certificateDue(deps, certificateId, daysBefore),
});
