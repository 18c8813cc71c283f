import { and, eq } from 'drizzle-orm';
import { importMessages } from '../../../../common/imports/schemas';
import type { PublishImportInput, PublishResultItem } from '../../../../common/imports/publish-api';
import type { Database } from '../../../db/client';
import { imports, publications } from '../../../db/schema';
import type { CurrentUser } from '../../../lib/context';
import { AppError, notFound } from '../../../lib/errors';
import { recordAudit } from '../../audit/service';
import type { PublishDraft } from './draft';
import { publishDraftsIn } from './service';

type Sent = PublishImportInput['drafts'][number];

/**
 * POST /api/import/{id}/publish: the company's own import, read, and drafts that are among its drafts. Each
 * publication is recorded (who published which draft as which listing) and audited with the listings, in the
 * same transaction: a refusal leaves neither listings nor records.
 */
export async function publishImport(db: Database, viewer: CurrentUser, importId: string, sent: Sent[], now: Date): Promise<PublishResultItem[]> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: imports.status, reading: imports.reading })
      .from(imports)
      .where(and(eq(imports.id, importId), eq(imports.companyId, viewer.id)))
      .for('update');
    if (!row) throw notFound(importMessages.notFound);
    if (row.status === 'received') throw new AppError('conflict', importMessages.notReadYet);
    const reading = row.reading as { positions?: unknown[]; cargoes?: unknown[] } | null;
    if (!reading) throw new AppError('conflict', importMessages.noReading);
    sent.forEach((d, i) => {
      const count = (d.kind === 'position' ? reading.positions : reading.cargoes)?.length ?? 0;
      if (d.index >= count) {
        const message = `Draft ${i + 1}: this e-mail has no ${d.kind === 'position' ? 'position' : 'cargo'} number ${d.index + 1}`;
        throw new AppError('validation', message, { [`drafts.${i}.index`]: message });
      }
    });
    const drafts = sent.map(({ kind, fields, form }): PublishDraft => (kind === 'position' ? { kind, ...fields, form } : { kind, ...fields, form }));
    const results = await publishDraftsIn(tx, viewer, drafts, now);
    const records = results.map((r, i) => ({
      importId,
      draftKind: r.kind,
      draftIndex: sent[i].index,
      action: r.action,
      vesselId: r.kind === 'position' ? r.listingId : null,
      cargoOrderId: r.kind === 'cargo' ? r.listingId : null,
      publishedBy: viewer.id,
      publishedAt: now,
    }));
    await tx.insert(publications).values(records);
    await recordAudit(tx, { actor: viewer, action: 'import.published', entity: 'import', entityId: importId, after: records });
    return results.map((r, i) => ({ ...r, index: sent[i].index }));
  });
}
