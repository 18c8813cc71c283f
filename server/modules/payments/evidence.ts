import { createHash, randomUUID } from 'node:crypto';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import {
  evidenceLabels,
  evidenceMessages,
  markFieldsSchema,
  MAX_EVIDENCE_BYTES,
  type EvidenceDocument,
  type Evidence,
} from '../../../common/payments/evidence';
import type { DbOrTx } from '../../db/client';
import { charters, paymentEvents, paymentEvidence, payments, users } from '../../db/schema';
import type { CurrentUser } from '../../lib/context';
import { AppError, notFound } from '../../lib/errors';
import type { BlobStorage } from '../../lib/storage';
import { dealForParty } from '../../auth/record-access';
import type { PaymentRow } from './access';

/** What the owner sends with a mark: the document, and the form's fields as they came (checked here). */
export type MarkInput = { file: { data: Buffer; name: string } | null; fields: Record<string, unknown> };
export type CheckedEvidence = {
  document: EvidenceDocument;
  data: Buffer;
  name: string;
  contentType: string;
  ext: string;
  statedAt: Date;
  quantityT: number | null;
};

/** Scans and photos of papers, and PDFs: read from the bytes (file-type), never from the name. */
const accepted: Record<string, string> = { 'application/pdf': 'pdf', 'image/jpeg': 'jpg', 'image/png': 'png' };

const invalid = (field: string, message: string) => new AppError('validation', message, { [field]: message });

/** The first day (UTC) each of these instalments' events can happen: the charter's first day (laycan from). */
export async function eventDays(db: DbOrTx, charterIds: string[]): Promise<Map<string, string>> {
  if (!charterIds.length) return new Map();
  const rows = await db.select({ id: charters.id, start: charters.startDate }).from(charters).where(inArray(charters.id, charterIds));
  return new Map(rows.map((r) => [r.id, r.start]));
}

/** When the money of an instalment came into escrow (its last successful charge), if it did. */
export async function paidAt(tx: DbOrTx, paymentId: string): Promise<Date | null> {
  const [row] = await tx
    .select({ at: paymentEvents.at })
    .from(paymentEvents)
    .where(and(eq(paymentEvents.paymentId, paymentId), eq(paymentEvents.kind, 'charge_succeed')))
    .orderBy(desc(paymentEvents.id))
    .limit(1);
  return row?.at ?? null;
}

export type CheckedFile = { data: Buffer; name: string; contentType: string; ext: string };

/** A document uploaded as evidence: present (else `missing`), at most 10 MB, a PDF or image by its bytes. */
export async function checkEvidenceFile(file: MarkInput['file'], missing: string): Promise<CheckedFile> {
  if (!file || !file.data.byteLength) throw invalid('file', missing);
  if (file.data.byteLength > MAX_EVIDENCE_BYTES) throw invalid('file', evidenceMessages.tooBig);
  const found = await fileTypeFromBuffer(file.data);
  const ext = found && accepted[found.mime];
  if (!found || !ext) throw invalid('file', evidenceMessages.wrongType);
  return { data: file.data, name: file.name, contentType: found.mime, ext };
}

/** The document and what it states, checked: present, a PDF or image by content, a time between `from` and now. */
export async function checkEvidence(document: EvidenceDocument, input: MarkInput, from: string, now: Date): Promise<CheckedEvidence> {
  if (!input.file || !input.file.data.byteLength) throw invalid('file', evidenceMessages.missing(document));
  if (input.file.data.byteLength > MAX_EVIDENCE_BYTES) throw invalid('file', evidenceMessages.tooBig);
  const fields = markFieldsSchema.safeParse({
    statedAt: input.fields['statedAt'],
    quantityT: input.fields['quantityT'] === '' ? undefined : input.fields['quantityT'],
  });
  if (!fields.success) {
    const issue = fields.error.issues[0];
    throw invalid(String(issue.path[0] ?? 'statedAt'), issue.message);
  }
  const statedAt = new Date(fields.data.statedAt);
  if (statedAt > now) throw invalid('statedAt', evidenceMessages.future);
  if (statedAt < new Date(`${from}T00:00:00Z`)) throw invalid('statedAt', evidenceMessages.beforeWindow(from));
  if (document === 'bill_of_lading' && fields.data.quantityT === undefined) throw invalid('quantityT', evidenceMessages.quantity);
  const file = await checkEvidenceFile(input.file, evidenceMessages.missing(document));
  return {
    document,
    ...file,
    statedAt,
    quantityT: document === 'bill_of_lading' ? (fields.data.quantityT ?? null) : null,
  };
}

/** A name safe to show and to put in Content-Disposition, with the extension of what the bytes are. */
export const cleanName = (name: string, ext: string) => {
  const base = [...(name.split(/[\\/]/).pop() ?? '')]
    .filter((ch) => ch.charCodeAt(0) >= 32 && ch !== '"' && ch !== '\\')
    .join('')
    .trim();
  const stem = base
    .replace(/\.[a-z0-9]{1,5}$/i, '')
    .replace(/[.\s]+$/, '')
    .slice(0, 100);
  return `${stem || 'evidence'}.${ext}`;
};

/** What the record says of the evidence: the document, what it states, its hash. */
export const evidenceLine = (e: Pick<CheckedEvidence, 'document' | 'statedAt' | 'quantityT'>, sha256: string) =>
  `${evidenceLabels[e.document]}${e.quantityT ? `, ${e.quantityT.toLocaleString('en-GB')} t` : ''}, stating ${e.statedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC (SHA-256 ${sha256.slice(0, 12)}…)`;

/**
 * Stores the file and its row inside the mark's transaction; the caller removes the file if the transaction then
 * fails (the row goes with it).
 */
export async function storeEvidence(tx: DbOrTx, storage: BlobStorage, p: PaymentRow, user: CurrentUser, e: CheckedEvidence, at: Date) {
  const id = randomUUID();
  const key = `evidence/${p.id}/${id}`;
  const sha256 = createHash('sha256').update(e.data).digest('hex');
  await storage.put(key, e.data);
  await tx.insert(paymentEvidence).values({
    id,
    paymentId: p.id,
    document: e.document,
    statedAt: e.statedAt,
    quantityT: e.quantityT,
    name: cleanName(e.name, e.ext),
    contentType: e.contentType,
    size: e.data.byteLength,
    sha256,
    storageKey: key,
    uploadedBy: user.id,
    ip: user.ip ?? null,
    userAgent: user.userAgent?.slice(0, 500) ?? null,
    at,
  });
  return { key, sha256 };
}

/** The evidence of these instalments, oldest first, for their parties and admins. */
export async function evidenceOf(db: DbOrTx, paymentIds: string[]): Promise<Map<string, Evidence[]>> {
  const out = new Map<string, Evidence[]>();
  if (!paymentIds.length) return out;
  const rows = await db
    .select({ e: paymentEvidence, by: users.name })
    .from(paymentEvidence)
    .leftJoin(users, eq(users.id, paymentEvidence.uploadedBy))
    .where(inArray(paymentEvidence.paymentId, paymentIds))
    .orderBy(paymentEvidence.at);
  for (const { e, by } of rows) {
    const list = out.get(e.paymentId) ?? [];
    list.push({
      id: e.id,
      document: e.document,
      statedAt: e.statedAt.toISOString(),
      quantityT: e.quantityT,
      name: e.name,
      contentType: e.contentType,
      size: e.size,
      sha256: e.sha256,
      uploadedBy: by,
      at: e.at.toISOString(),
      url: `/api/payment-evidence/${e.id}`,
    });
    out.set(e.paymentId, list);
  }
  return out;
}

/** The file, for the deal's parties and admins (404 for anyone else, as for the deal). */
export async function readEvidence(deps: { db: DbOrTx; storage: BlobStorage }, user: CurrentUser, id: string) {
  const [row] = await deps.db
    .select({ e: paymentEvidence, dealId: payments.dealId })
    .from(paymentEvidence)
    .innerJoin(payments, eq(payments.id, paymentEvidence.paymentId))
    .where(eq(paymentEvidence.id, id));
  if (!row) throw notFound('Evidence not found');
  await dealForParty(deps.db, row.dealId, user).catch(() => {
    throw notFound('Evidence not found');
  });
  const data = await deps.storage.get(row.e.storageKey);
  if (!data) throw notFound('Evidence not found');
  return { data, name: row.e.name, contentType: row.e.contentType };
}
