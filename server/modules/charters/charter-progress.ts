import { and, eq, lt, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { charters } from '../../db/schema';

/** A fixture starts on its first held day and is completed after its last: confirmed → active → completed. */
export async function advanceCharters(db: DbOrTx, today: string): Promise<void> {
  await db
    .update(charters)
    .set({ status: 'completed' })
    .where(and(sql`${charters.status} in ('confirmed', 'active')`, lt(charters.endDate, today)));
  await db
    .update(charters)
    .set({ status: 'active' })
    .where(and(eq(charters.status, 'confirmed'), lte(charters.startDate, today)));
}
