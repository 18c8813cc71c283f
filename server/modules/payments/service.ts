import { count } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { payments } from '../../db/schema';

export async function countAllPayments(db: DbOrTx): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(payments);
  return n;
}
