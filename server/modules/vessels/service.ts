import { and, count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { profiles, vessels } from '../../db/schema';
import { publiclyVisible } from './visibility';

export async function countOwnedVessels(db: DbOrTx, ownerId: string): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(vessels).where(eq(vessels.ownerId, ownerId));
  return n;
}

export async function countAllVessels(db: DbOrTx): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(vessels);
  return n;
}

/** A vessel a charterer may enquire on: on the market (see visibility.ts). Undefined otherwise. */
export async function marketVessel(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ id: vessels.id, name: vessels.name, ownerId: vessels.ownerId, charterTypes: vessels.charterTypes })
    .from(vessels)
    .innerJoin(profiles, eq(profiles.id, vessels.ownerId))
    .where(and(eq(vessels.id, id), publiclyVisible));
  return row;
}

export { blocksBetween } from './calendar-service';

/** Locks the vessel row for this transaction: whatever takes the ship's dates (a block, a hold) takes this lock first. */
export async function lockVessel(db: DbOrTx, id: string): Promise<void> {
  await db.select({ id: vessels.id }).from(vessels).where(eq(vessels.id, id)).for('update');
}
