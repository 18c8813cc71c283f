import { and, inArray, lt, lte } from 'drizzle-orm';
import { charterMachine } from '../../../common/charters/charter-process';
import type { DbOrTx } from '../../db/client';
import { charters } from '../../db/schema';
import { stepForSet } from '../../lib/transition';

/** A fixture starts on its first held day and is completed after its last: the table's start and complete, as sets. */
export async function advanceCharters(db: DbOrTx, today: string): Promise<void> {
  const complete = stepForSet(charterMachine, 'complete', 'system');
  await db
    .update(charters)
    .set({ status: complete.to })
    .where(and(inArray(charters.status, complete.from), lt(charters.endDate, today)));
  const start = stepForSet(charterMachine, 'start', 'system');
  await db
    .update(charters)
    .set({ status: start.to })
    .where(and(inArray(charters.status, start.from), lte(charters.startDate, today)));
}
