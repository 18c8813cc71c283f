import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { vessels } from '../../db/schema';

/** The ship's name, for the messages that tell the parties what happened. */
export async function vesselName(tx: DbOrTx, deal: { vesselId: string }): Promise<string> {
  const [row] = await tx.select({ name: vessels.name }).from(vessels).where(eq(vessels.id, deal.vesselId));
  return row?.name ?? 'the ship';
}

/** The names of many ships at once, by id. */
export async function vesselNames(tx: DbOrTx, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  return new Map((await tx.select({ id: vessels.id, name: vessels.name }).from(vessels).where(inArray(vessels.id, ids))).map((r) => [r.id, r.name]));
}
