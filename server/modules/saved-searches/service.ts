import { and, count, desc, eq } from 'drizzle-orm';
import { MAX_SAVED_SEARCHES, savedSearchMessages, type SavedSearch, type SavedSearchBody } from '../../../common/saved-searches/api';
import { defaultCargoSearchName, defaultVesselSearchName } from '../../../common/saved-searches/match';
import type { Database } from '../../db/client';
import { savedSearches, users } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import type { CurrentUser } from '../../lib/context';
import { AppError, notFound } from '../../lib/errors';

type Row = typeof savedSearches.$inferSelect;

/** The filters as the page's URL carries them: empty ones left out, so "Open" leads to the same address. */
export function urlQuery(query: Record<string, unknown>): Record<string, string | number> {
  return Object.fromEntries(Object.entries(query).filter(([, v]) => v !== '' && v !== null && v !== undefined)) as Record<string, string | number>;
}

const serialize = (row: Row): SavedSearch => ({
  id: row.id,
  kind: row.kind,
  name: row.name,
  query: urlQuery(row.query),
  createdAt: row.createdAt.toISOString(),
});

/** The member's own saved searches, newest first. */
export async function mySavedSearches(db: Database, user: CurrentUser): Promise<SavedSearch[]> {
  const rows = await db
    .select()
    .from(savedSearches)
    .where(eq(savedSearches.userId, user.id))
    .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id));
  return rows.map(serialize);
}

/**
 * Any signed-in member saves a search, named by them or after its filters. The member's row is locked while the
 * searches are counted, so two saves at once cannot both pass the limit.
 */
export async function saveSearch(deps: { db: Database; clock: Clock }, user: CurrentUser, input: SavedSearchBody): Promise<SavedSearch> {
  const name = input.name || (input.kind === 'cargoes' ? defaultCargoSearchName(input.query) : defaultVesselSearchName(input.query));
  return deps.db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
    const [{ n }] = await tx.select({ n: count() }).from(savedSearches).where(eq(savedSearches.userId, user.id));
    if (n >= MAX_SAVED_SEARCHES) throw new AppError('conflict', savedSearchMessages.tooMany);
    const [row] = await tx
      .insert(savedSearches)
      .values({ userId: user.id, kind: input.kind, name, query: input.query, createdAt: deps.clock.now() })
      .returning();
    return serialize(row);
  });
}

/** The member deletes one of their own; another member's search is, to them, not there. */
export async function deleteSavedSearch(db: Database, user: CurrentUser, id: string): Promise<void> {
  const gone = await db
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, user.id)))
    .returning({ id: savedSearches.id });
  if (!gone.length) throw notFound(savedSearchMessages.notFound);
}
