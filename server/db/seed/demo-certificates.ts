import { createHash } from 'node:crypto';
import PDFDocument from 'pdfkit';
import { certificateLabels, requiredCertificates, type CertificateKind } from '../../../common/vessels/certificates';
import { scheduleReminders } from '../../modules/vessels/certificates-review';
import type { BlobStorage } from '../../lib/storage';
import type { Database } from '../client';
import { vesselCertificates } from '../schema';
import { demoVessels } from './demo-data';

const DAY = 86_400_000;
const isoDate = (d: Date) => d.toISOString().slice(0, 10);

/**
 * When each demo ship's certificates expire, in days from the seed: the P&I entry (and the CLC card, which follows it)
 * on the ship's P&I expiry, the five-year statutory and class certificates spread over their cycles. One certificate
 * is about to expire, so the owner's reminders and the fleet's warnings have something to show: the Aegean Spirit's
 * ISSC, in 12 days (its 7-day reminder and expiry are queued; the 30-day one is past).
 */
export const ABOUT_TO_EXPIRE = { vessel: 'Aegean Spirit', kind: 'issc' as CertificateKind, days: 12 };
function expiryDays(kind: CertificateKind, i: number, piExpiryDays: number): number {
  switch (kind) {
    case 'pi_entry':
    case 'clc':
      return piExpiryDays;
    case 'class':
    case 'iopp':
      return 420 + i * 97;
    case 'smc':
      return 610 + i * 61;
    case 'issc':
      return 530 + i * 73;
    default:
      return 1_100 + i * 45;
  }
}

/** A one-page scan stand-in: what the certificate states, so the admin's review page has a document to open. */
function certificatePdf(kind: CertificateKind, ship: { name: string; imo: string; flag: string }, expiresOn: string): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: certificateLabels[kind], CreationDate: new Date('2026-01-01T00:00:00Z') } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.fontSize(18).text(certificateLabels[kind]);
  doc.moveDown().fontSize(11).text(`Ship: ${ship.name}`).text(`IMO number: ${ship.imo}`).text(`Flag: ${ship.flag}`);
  doc.moveDown().text(`Valid until: ${expiresOn}`);
  doc.moveDown().fillColor('#475569').text('Demonstration document generated for the Fairlead demo data. Not a real certificate.');
  doc.end();
  return done;
}

/**
 * Every demo ship carries its required certificates, verified by the demo admin, each with its file in storage and
 * its reminders queued as an admin's approval queues them. Written directly (no review queue to walk): the demo starts
 * with the reviews done.
 */
export async function seedDemoCertificates(db: Database, storage: BlobStorage, vesselIds: Map<string, { id: string }>, adminId: string) {
  const now = new Date();
  for (const [i, v] of demoVessels.entries()) {
    const vessel = vesselIds.get(v.name);
    if (!vessel) continue;
    for (const kind of requiredCertificates(v.type)) {
      const days = v.name === ABOUT_TO_EXPIRE.vessel && kind === ABOUT_TO_EXPIRE.kind ? ABOUT_TO_EXPIRE.days : expiryDays(kind, i, v.piExpiryDays);
      const expiresOn = isoDate(new Date(now.getTime() + days * DAY));
      const data = await certificatePdf(kind, { name: v.name, imo: v.imo, flag: v.flag }, expiresOn);
      const key = `certificates/${vessel.id}/demo-${kind}`;
      await storage.put(key, data);
      await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(vesselCertificates)
          .values({
            vesselId: vessel.id,
            kind,
            status: 'verified',
            statedExpiresOn: expiresOn,
            expiresOn,
            name: `${v.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${kind}.pdf`,
            contentType: 'application/pdf',
            size: data.byteLength,
            sha256: createHash('sha256').update(data).digest('hex'),
            storageKey: key,
            uploadedAt: new Date(now.getTime() - (20 - i) * DAY),
            reviewedBy: adminId,
            reviewedAt: new Date(now.getTime() - (19 - i) * DAY),
          })
          .returning();
        await scheduleReminders(tx, row, now);
      });
    }
  }
}
