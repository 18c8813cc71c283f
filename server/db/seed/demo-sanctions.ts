import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Database } from '../client';
import { sanctionsCases } from '../schema';
import { recordAudit } from '../../modules/audit/service';
import { applyList, readListFile } from '../../modules/sanctions/load';
import { screenCompany } from '../../modules/sanctions/screen';

const testdata = path.join(import.meta.dirname, '../../modules/sanctions/testdata');

/** The clearing note the demo's admin wrote: what a compliance officer checks before clearing a near match. */
export const DEMO_CLEARED_REASON =
  'Different company: Nordic Coastal Shipping AS is registered in Norway under NO 987 654 321; the listed NORDICK COASTAL SHIPPING CO. is a fictional test entry with no registration in common.';

/**
 * The sample lists (fictional entries in the OFAC, EU and UK formats) loaded as an admin would, and Nordic Coastal
 * Shipping AS screened at its verification: its name nearly matches the OFAC sample's test entry, so a case opened,
 * and the admin cleared it with a reason. The admin queue shows it decided; the company deals normally.
 */
export async function seedDemoSanctions(db: Database, ids: Map<string, string>): Promise<void> {
  const now = new Date();
  for (const file of ['sdn.csv', 'eu-consolidated.xml', 'uk-consolidated.csv'])
    await applyList(db, await readListFile(path.join(testdata, file)), { sourceFile: file, now, actor: null });
  const company = ids.get('owner2')!;
  const adminId = ids.get('admin')!;
  await db.transaction(async (tx) => {
    await screenCompany(tx, company, 'verification', { now: new Date(now.getTime() - 20 * 86_400_000) });
    const open = await tx.select().from(sanctionsCases).where(eq(sanctionsCases.subjectId, company));
    for (const c of open) {
      await tx
        .update(sanctionsCases)
        .set({ status: 'cleared', decidedBy: adminId, decidedAt: new Date(now.getTime() - 19 * 86_400_000), decisionReason: DEMO_CLEARED_REASON })
        .where(eq(sanctionsCases.id, c.id));
      await recordAudit(tx, {
        actor: { id: adminId },
        action: 'sanctions.case_cleared',
        entity: 'sanctions_case',
        entityId: c.id,
        before: { status: 'open', subjectType: c.subjectType, subjectId: c.subjectId, listId: c.listId, entryRef: c.entryRef },
        after: { status: 'cleared', reason: DEMO_CLEARED_REASON },
      });
    }
  });
}
