import { count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { vessels } from '../../db/schema';

export async function countOwnedVessels(db: DbOrTx, ownerId: string): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(vessels).where(eq(vessels.ownerId, ownerId));
  return n;
}

export async function countAllVessels(db: DbOrTx): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(vessels);
  return n;
}
