import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import { certificateLabels, certificateMessages, certificateValid, marketCertificates, REMINDER_DAYS } from '../../../common/vessels/certificates';
import type { CertificateQueue } from '../../../common/vessels/certificates-api';
import type { Database, DbOrTx } from '../../db/client';
import { profiles, vesselCertificates, vessels } from '../../db/schema';
import type { CurrentUser } from '../../lib/context';
import { AppError, notFound } from '../../lib/errors';
import { enqueue } from '../../lib/jobs';
import { recordAudit } from '../audit/service';
import { notifyAndMailMany } from '../notifications/service';
import { toCertificate, type CertificateRow } from './certificates-service';

const DAY = 86_400_000;
export type ReviewDeps = { db: Database; appUrl: string };

/** Midnight UTC starting `date`, moved by `days`. */
export const dayStart = (date: string, days = 0) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY);

/**
 * Admins' queue: certificates waiting for review, oldest first, each with its ship and owner; then the ships off the
 * market because a verified P&I or class certificate expired, until a renewal is verified.
 */
export async function certificateQueue(db: Database): Promise<CertificateQueue> {
  const pending = await db
    .select({ c: vesselCertificates, v: vessels, company: profiles.companyName })
    .from(vesselCertificates)
    .innerJoin(vessels, eq(vessels.id, vesselCertificates.vesselId))
    .innerJoin(profiles, eq(profiles.id, vessels.ownerId))
    .where(eq(vesselCertificates.status, 'pending'))
    .orderBy(asc(vesselCertificates.uploadedAt), asc(vesselCertificates.id));
  const verified = pending.length
    ? await db
        .select()
        .from(vesselCertificates)
        .where(
          and(
            eq(vesselCertificates.status, 'verified'),
            inArray(
              vesselCertificates.vesselId,
              pending.map((p) => p.v.id),
            ),
          ),
        )
    : [];
  const lapsedShips = await db
    .select({ v: vessels, company: profiles.companyName })
    .from(vessels)
    .innerJoin(profiles, eq(profiles.id, vessels.ownerId))
    .where(isNotNull(vessels.certificatesLapsedAt))
    .orderBy(asc(vessels.certificatesLapsedAt));
  const lapsedCerts = lapsedShips.length
    ? await db
        .select()
        .from(vesselCertificates)
        .where(
          and(
            eq(vesselCertificates.status, 'verified'),
            inArray(vesselCertificates.kind, [...marketCertificates]),
            inArray(
              vesselCertificates.vesselId,
              lapsedShips.map((s) => s.v.id),
            ),
          ),
        )
    : [];
  return {
    items: pending.map(({ c, v, company }) => {
      const old = verified.find((r) => r.vesselId === v.id && r.kind === c.kind);
      return {
        ...toCertificate(c),
        vessel: { id: v.id, name: v.name, imo: v.imo, type: v.type, flag: v.flag },
        ownerCompany: company,
        replaces: old ? { expiresOn: old.expiresOn } : null,
      };
    }),
    lapsed: lapsedShips.map(({ v, company }) => ({
      id: v.id,
      name: v.name,
      imo: v.imo,
      ownerCompany: company,
      lapsedAt: v.certificatesLapsedAt!.toISOString(),
      expired: lapsedCerts
        .filter((c) => c.vesselId === v.id && !certificateValid(c.expiresOn!, v.certificatesLapsedAt!.toISOString().slice(0, 10)))
        .map((c) => ({ kind: c.kind, label: certificateLabels[c.kind], expiresOn: c.expiresOn! })),
    })),
  };
}

/** Only Fairlead's admins review: the routes say so, and the service checks again (a member never marks anything verified). */
async function pendingForReview(tx: DbOrTx, reviewer: CurrentUser, id: string) {
  if (reviewer.role !== 'admin') throw new AppError('forbidden', 'Only Fairlead’s admins review certificates');
  const [row] = await tx.select().from(vesselCertificates).where(eq(vesselCertificates.id, id)).for('update');
  if (!row) throw notFound('Certificate not found');
  if (row.status !== 'pending') throw new AppError('conflict', certificateMessages.notPending);
  const [vessel] = await tx.select().from(vessels).where(eq(vessels.id, row.vesselId)).for('update');
  return { row, vessel };
}

/** The reminders (30, 7 and 0 days before) still ahead of `now`; the day itself always, as it takes the ship off the market. */
export async function scheduleReminders(tx: DbOrTx, c: Pick<CertificateRow, 'id' | 'expiresOn'>, now: Date) {
  for (const days of REMINDER_DAYS) {
    const at = dayStart(c.expiresOn!, -days);
    if (days === 0 || at > now) await enqueue(tx, 'vessels.certificate-expiry', { certificateId: c.id, daysBefore: days }, { runAt: at });
  }
}

/** Whether the ship's verified P&I and class certificates are all good today (a missing one does not lapse a ship). */
async function marketCertificatesGood(tx: DbOrTx, vesselId: string, today: string) {
  const rows = await tx
    .select({ expiresOn: vesselCertificates.expiresOn })
    .from(vesselCertificates)
    .where(
      and(
        eq(vesselCertificates.vesselId, vesselId),
        eq(vesselCertificates.status, 'verified'),
        inArray(vesselCertificates.kind, [...marketCertificates]),
      ),
    );
  return rows.every((r) => certificateValid(r.expiresOn!, today));
}

/**
 * An admin verifies a certificate, confirming the expiry date from the document: the verified one of the same kind
 * (if any) is superseded, a verified P&I certificate's expiry becomes the ship's P&I expiry (the one date search and
 * matching read), a ship that was off the market for an expired certificate comes back once its P&I and class
 * certificates are good, and the owner is told. Audited with the document's hash.
 */
export async function approveCertificate(deps: ReviewDeps, admin: CurrentUser, id: string, expiresOn: string, now: Date) {
  const today = now.toISOString().slice(0, 10);
  return deps.db.transaction(async (tx) => {
    const { row, vessel } = await pendingForReview(tx, admin, id);
    if (!certificateValid(expiresOn, today))
      throw new AppError('conflict', certificateMessages.confirmExpired, { expiresOn: certificateMessages.confirmExpired });
    await tx
      .update(vesselCertificates)
      .set({ status: 'superseded' })
      .where(and(eq(vesselCertificates.vesselId, row.vesselId), eq(vesselCertificates.kind, row.kind), eq(vesselCertificates.status, 'verified')));
    const [after] = await tx
      .update(vesselCertificates)
      .set({ status: 'verified', expiresOn, reviewedBy: admin.id, reviewedAt: now })
      .where(eq(vesselCertificates.id, id))
      .returning();
    const change: Partial<typeof vessels.$inferInsert> = {};
    if (row.kind === 'pi_entry') change.piExpiry = expiresOn;
    if (vessel.certificatesLapsedAt && (await marketCertificatesGood(tx, vessel.id, today))) change.certificatesLapsedAt = null;
    if (Object.keys(change).length) await tx.update(vessels).set(change).where(eq(vessels.id, vessel.id));
    await scheduleReminders(tx, after, now);
    await recordAudit(tx, {
      actor: admin,
      action: 'certificate.verified',
      entity: 'vessel_certificate',
      entityId: id,
      before: row,
      after: { ...after, vessel: change },
    });
    const back = change.certificatesLapsedAt === null ? ` ${vessel.name} is back on the market.` : '';
    await notifyAndMailMany(
      tx,
      [
        ownerNotice(
          deps,
          vessel,
          'Certificate verified',
          `Fairlead verified the ${certificateLabels[row.kind]} of ${vessel.name}, valid until ${expiresOn}.${back}`,
        ),
      ],
      now,
    );
    return toCertificate(after);
  });
}

/** An admin refuses a certificate with a reason the owner reads; audited. The verified one (if any) stays. */
export async function rejectCertificate(deps: ReviewDeps, admin: CurrentUser, id: string, reason: string, now: Date) {
  return deps.db.transaction(async (tx) => {
    const { row, vessel } = await pendingForReview(tx, admin, id);
    const [after] = await tx
      .update(vesselCertificates)
      .set({ status: 'rejected', rejectReason: reason, reviewedBy: admin.id, reviewedAt: now })
      .where(eq(vesselCertificates.id, id))
      .returning();
    await recordAudit(tx, { actor: admin, action: 'certificate.rejected', entity: 'vessel_certificate', entityId: id, before: row, after });
    await notifyAndMailMany(
      tx,
      [
        ownerNotice(
          deps,
          vessel,
          'Certificate refused',
          `Fairlead could not verify the ${certificateLabels[row.kind]} of ${vessel.name}: ${reason} Upload a corrected copy.`,
        ),
      ],
      now,
    );
    return toCertificate(after);
  });
}

/** A notice to the ship's owner (in the app, and by e-mail as they chose for deal notices), opening its certificates. */
export const ownerNotice = (deps: Pick<ReviewDeps, 'appUrl'>, v: { id: string; ownerId: string }, title: string, message: string) => ({
  userId: v.ownerId,
  title,
  message,
  link: { url: `${deps.appUrl}/owner/vessels/${v.id}/certificates`, label: 'See the certificates' },
  category: 'deals' as const,
});
