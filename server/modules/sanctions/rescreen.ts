import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { Logger } from '../../lib/logger';
import { everythingScreened, readEntries, screenCompany, screenVessel } from './screen';
import { signatoryNames } from './signatories';

/**
 * After a list is loaded: every verified company (and its signatory) and every ship not archived is screened again
 * against all lists. New possible matches open cases for the admins; nothing is done to live deals automatically:
 * an open case blocks the next acceptance, and the admin decides (decision 029).
 */
export async function rescreenEverything(deps: { db: Database; clock: Clock; log?: Logger }): Promise<number> {
  return deps.db.transaction(async (tx) => {
    const entries = await readEntries(tx);
    const { profileIds, vesselIds } = await everythingScreened(tx);
    const names = await signatoryNames(tx, profileIds);
    const now = deps.clock.now();
    let opened = 0;
    for (const id of profileIds) opened += (await screenCompany(tx, id, 'list_update', { now, entries, ...names.get(id) })).casesOpened;
    for (const id of vesselIds) opened += (await screenVessel(tx, id, 'list_update', { now, entries })).casesOpened;
    deps.log?.info({ companies: profileIds.length, ships: vesselIds.length, opened }, 'sanctions re-screening done');
    return opened;
  });
}

export const sanctionsJobHandlers = (deps: { db: Database; clock: Clock; log?: Logger }) => ({
  'sanctions.rescreen': async () => {
    await rescreenEverything(deps);
  },
});
