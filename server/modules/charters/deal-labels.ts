import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { vessels } from '../../db/schema';

/** The ship's name, for the messages that tell the parties what happened. */
export async function vesselName(tx: DbOrTx, deal: { vesselId: string }): Promise<string> {
  const [row] = await tx.select({ name: vessels.name }).from(vessels).where(eq(vessels.id, deal.vesselId));
  return row?.name ?? 'the ship';
}
