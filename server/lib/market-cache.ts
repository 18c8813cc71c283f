import type { DatabaseHandle } from '../db/client';
import type { Logger } from './logger';

// Answers worked out from the market (ranked match lists: server/modules/matching), kept in this process until the
// market they were read from changes. Weighing a match list reads a hundred candidates and prices a voyage for each
// (several milliseconds of CPU); the lists are read far more often than the market moves (every owner's fleet page,
// every charterer's order page, each reload).
//
// Never stale past a commit the reader could know of:
// - Every write to the tables a list is read from (ships and their holds, orders, members, ports) sends NOTIFY
//   market_changed at commit (migration 0055), to every process; each empties its lists on it.
// - Before a kept list is served, `caughtUp` makes sure every notification committed before the request has been
//   received (a round trip on the listening connection): a member who fixed a ship and then opens a match list,
//   on any server, never sees the ship offered.
// - A list weighed while a change landed is not kept (the generation moved on during the weighing).
// - While the listening connection is down, nothing is kept or served from here: every list is weighed afresh.

export const MARKET_CHANGED = 'market_changed';

/** How many lists one process keeps (least recently read first out): a list of a hundred weighed ships is ~300 KB. */
const MAX_LISTS = 200;

type Entry = { generation: number; value: Promise<unknown> };

export type MarketCache = {
  /** The answer under `key`: the kept one if the market has not changed since it was worked out, else `weigh()`'s. */
  through<T>(key: string, weigh: () => Promise<T>): Promise<T>;
  /** How many answers are kept. */
  size(): number;
};

export function createMarketCache(opts: {
  listen: DatabaseHandle['listen'];
  caughtUp: DatabaseHandle['caughtUp'];
  log: Logger;
  maxLists?: number;
}): MarketCache & { start(): Promise<void> } {
  const max = opts.maxLists ?? MAX_LISTS;
  const lists = new Map<string, Entry>();
  let generation = 0;
  let listening = false;

  const forget = () => {
    generation++;
    lists.clear();
  };

  return {
    async start() {
      await opts.listen(
        MARKET_CHANGED,
        forget,
        () => {
          // Back after a drop: what changed meanwhile was not heard.
          forget();
          listening = true;
        },
        () => {
          listening = false;
          forget();
          opts.log.warn('market cache: the market_changed listener dropped; answers are worked out afresh until it is back');
        },
      );
      forget();
      listening = true;
    },

    async through<T>(key: string, weigh: () => Promise<T>): Promise<T> {
      if (!listening || !(await opts.caughtUp()) || !listening) return weigh();
      const kept = lists.get(key);
      if (kept && kept.generation === generation) {
        // Read again: to the back of the line, last to go.
        lists.delete(key);
        lists.set(key, kept);
        return kept.value as Promise<T>;
      }
      const at = generation;
      const value = weigh();
      // Shared with the requests for the same list that come while it is weighed; a failure is never kept.
      lists.set(key, { generation: at, value });
      value.catch(() => {
        if (lists.get(key)?.value === value) lists.delete(key);
      });
      for (const oldest of lists.keys()) {
        if (lists.size <= max) break;
        lists.delete(oldest);
      }
      return value;
    },

    size: () => lists.size,
  };
}
