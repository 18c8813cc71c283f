import { createHash, randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import {
  certificateFieldsSchema,
  certificateKinds,
  certificateLabels,
  certificateMessages,
  certificateValid,
  documentsVerified,
  kindFitsType,
  MAX_CERTIFICATE_BYTES,
  requiredCertificates,
} from '../../../common/vessels/certificates';
import type { Certificate, VesselCertificates } from '../../../common/vessels/certificates-api';
import type { Database, DbOrTx } from '../../db/client';
import { vesselCertificates, vessels } from '../../db/schema';
import type { CurrentUser } from '../../lib/context';
import { AppError, notFound } from '../../lib/errors';
import type { BlobStorage } from '../../lib/storage';
import { recordAudit } from '../audit/service';

export type CertificateRow = typeof vesselCertificates.$inferSelect;
export type CertificateUpload = { file: { data: Buffer; name: string } | null; fields: Record<string, unknown> };

/** Scans and PDFs, read from the bytes (file-type), never from the name or the browser's word. */
const accepted: Record<string, string> = { 'application/pdf': 'pdf', 'image/jpeg': 'jpg', 'image/png': 'png' };
const invalid = (field: string, message: string) => new AppError('validation', message, { [field]: message });

export const toCertificate = (c: CertificateRow): Certificate => ({
  id: c.id,
  vesselId: c.vesselId,
  kind: c.kind,
  label: certificateLabels[c.kind],
  status: c.status,
  statedExpiresOn: c.statedExpiresOn,
  expiresOn: c.expiresOn,
  rejectReason: c.rejectReason,
  name: c.name,
  contentType: c.contentType,
  size: c.size,
  uploadedAt: c.uploadedAt.toISOString(),
  reviewedAt: c.reviewedAt?.toISOString() ?? null,
  url: `/api/ship-certificates/${c.id}/file`,
});

/** The vessel, if the caller owns it or is an admin; anyone else is told it does not exist. */
async function vesselFor(db: DbOrTx, user: CurrentUser, id: string, lock = false) {
  const query = db.select().from(vessels).where(eq(vessels.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row || (user.role !== 'admin' && row.ownerId !== user.id)) throw notFound('Vessel not found');
  return row;
}

/** A name safe to show and to put in Content-Disposition, with the extension of what the bytes are. */
const cleanName = (name: string, ext: string) => {
  const base = [...(name.split(/[\\/]/).pop() ?? '')].filter((ch) => ch.charCodeAt(0) >= 32 && ch !== '"' && ch !== '\\').join('');
  const stem = base
    .replace(/\.[a-z0-9]{1,5}$/i, '')
    .trim()
    .slice(0, 100);
  return `${stem || 'certificate'}.${ext}`;
};

/**
 * The owner uploads a certificate for review: the ship must be theirs (else 404), the file a PDF or scan by content,
 * at most 10 MB, the expiry date in the future. A pending certificate of the same kind gives way to this one.
 */
export async function uploadCertificate(
  deps: { db: Database; storage: BlobStorage },
  user: CurrentUser,
  vesselId: string,
  input: CertificateUpload,
  now: Date,
) {
  await vesselFor(deps.db, user, vesselId);
  const fields = certificateFieldsSchema.safeParse({ kind: input.fields['kind'], expiresOn: input.fields['expiresOn'] });
  if (!fields.success) {
    const issue = fields.error.issues[0];
    throw invalid(String(issue.path[0] ?? 'kind'), issue.message);
  }
  const { kind, expiresOn } = fields.data;
  if (!certificateValid(expiresOn, now.toISOString().slice(0, 10))) throw invalid('expiresOn', certificateMessages.expired);
  if (!input.file || !input.file.data.byteLength) throw invalid('file', certificateMessages.missing);
  if (input.file.data.byteLength > MAX_CERTIFICATE_BYTES) throw invalid('file', certificateMessages.tooBig);
  const found = await fileTypeFromBuffer(input.file.data);
  const ext = found && accepted[found.mime];
  if (!found || !ext) throw invalid('file', certificateMessages.wrongType);
  const id = randomUUID();
  const key = `certificates/${vesselId}/${id}`;
  await deps.storage.put(key, input.file.data);
  try {
    return await deps.db.transaction(async (tx) => {
      const vessel = await vesselFor(tx, user, vesselId, true);
      if (!kindFitsType(kind, vessel.type)) throw invalid('kind', certificateMessages.notForType);
      const replaced = await tx
        .update(vesselCertificates)
        .set({ status: 'superseded' })
        .where(and(eq(vesselCertificates.vesselId, vesselId), eq(vesselCertificates.kind, kind), eq(vesselCertificates.status, 'pending')))
        .returning({ id: vesselCertificates.id });
      const [row] = await tx
        .insert(vesselCertificates)
        .values({
          id,
          vesselId,
          kind,
          statedExpiresOn: expiresOn,
          name: cleanName(input.file!.name, ext),
          contentType: found.mime,
          size: input.file!.data.byteLength,
          sha256: createHash('sha256').update(input.file!.data).digest('hex'),
          storageKey: key,
          uploadedBy: user.id,
          uploadedAt: now,
        })
        .returning();
      await recordAudit(tx, {
        actor: user,
        action: 'certificate.uploaded',
        entity: 'vessel_certificate',
        entityId: id,
        after: { ...row, replaced: replaced.map((r) => r.id) },
      });
      return toCertificate(row);
    });
  } catch (err) {
    await deps.storage.delete(key).catch(() => {});
    throw err;
  }
}

/** Each kind the ship may carry, with its current certificate and where it stands today: for its owner and admins. */
export async function listCertificates(db: Database, user: CurrentUser, vesselId: string, today: string): Promise<VesselCertificates> {
  const vessel = await vesselFor(db, user, vesselId);
  const rows = await db
    .select()
    .from(vesselCertificates)
    .where(eq(vesselCertificates.vesselId, vesselId))
    .orderBy(desc(vesselCertificates.uploadedAt));
  const required = new Set(requiredCertificates(vessel.type));
  const slots = certificateKinds
    .filter((kind) => kindFitsType(kind, vessel.type))
    .map((kind) => {
      const mine = rows.filter((r) => r.kind === kind);
      const verified = mine.find((r) => r.status === 'verified') ?? null;
      const pending = mine.find((r) => r.status === 'pending') ?? null;
      const latest = mine.find((r) => r.status !== 'superseded') ?? null;
      const current = verified ?? latest;
      const state = verified
        ? certificateValid(verified.expiresOn!, today)
          ? ('verified' as const)
          : ('expired' as const)
        : pending
          ? ('pending' as const)
          : latest?.status === 'rejected'
            ? ('rejected' as const)
            : ('missing' as const);
      return {
        kind,
        label: certificateLabels[kind],
        required: required.has(kind),
        state,
        current: current ? toCertificate(current) : null,
        pending: verified && pending ? toCertificate(pending) : null,
      };
    });
  const verified = rows.filter((r) => r.status === 'verified').map((r) => ({ kind: r.kind, expiresOn: r.expiresOn! }));
  return { documentsVerified: documentsVerified(vessel.type, verified, today), lapsed: !!vessel.certificatesLapsedAt, slots };
}

/** The file, for the ship's owner and admins; anyone else is told it does not exist. */
export async function readCertificateFile(deps: { db: Database; storage: BlobStorage }, user: CurrentUser, id: string) {
  const [row] = await deps.db
    .select({ c: vesselCertificates, ownerId: vessels.ownerId })
    .from(vesselCertificates)
    .innerJoin(vessels, eq(vessels.id, vesselCertificates.vesselId))
    .where(eq(vesselCertificates.id, id));
  if (!row || (user.role !== 'admin' && row.ownerId !== user.id)) throw notFound('Certificate not found');
  const data = await deps.storage.get(row.c.storageKey);
  if (!data) throw notFound('Certificate not found');
  return { data, name: row.c.name, contentType: row.c.contentType };
}

/** `{ piExpiry }` from the ship's verified P&I certificate, or nothing when it has none (the owner's date then stands). */
export async function verifiedPiExpiry(db: DbOrTx, vesselId: string): Promise<{ piExpiry?: string }> {
  const [row] = await db
    .select({ expiresOn: vesselCertificates.expiresOn })
    .from(vesselCertificates)
    .where(and(eq(vesselCertificates.vesselId, vesselId), eq(vesselCertificates.kind, 'pi_entry'), eq(vesselCertificates.status, 'verified')));
  return row?.expiresOn ? { piExpiry: row.expiresOn } : {};
}
