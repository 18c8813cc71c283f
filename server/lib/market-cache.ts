import type { DatabaseHandle } from '../db/client';
import { createKeptUntilChanged } from './kept-until-changed';
import type { Logger } from './logger';

// Answers worked out from the market (ranked match lists: server/modules/matching), kept in this process until the
// market they were read from changes. Weighing a match list reads a hundred candidates and prices a voyage for each
// (several milliseconds of CPU); the lists are read far more often than the market moves (every owner's fleet page,
// every charterer's order page, each reload).
//
// Every write to the tables a list is read from (ships and their holds, orders, members, ports) sends NOTIFY
// market_changed at commit (migration 0055). How that keeps answers from going stale: kept-until-changed.ts.

export const MARKET_CHANGED = 'market_changed';

/** How many lists one process keeps (least recently read first out): a list of a hundred weighed ships is ~300 KB. */
const MAX_LISTS = 200;

export type MarketCache = {
  /**
   * The answer under `key`: the kept one if the market has not changed since it was worked out, else `weigh()`'s.
   * `keep(answer)` false: not kept (a record that does not exist, so that made-up ids do not push out real lists).
   */
  through<T>(key: string, weigh: () => Promise<T>, keep?: (answer: T) => boolean): Promise<T>;
  /** How many answers are kept. */
  size(): number;
};

export function createMarketCache(opts: {
  listen: DatabaseHandle['listen'];
  caughtUp: DatabaseHandle['caughtUp'];
  log: Logger;
  maxLists?: number;
}): MarketCache & { start(): Promise<void> } {
  const kept = createKeptUntilChanged<unknown>({ ...opts, channel: MARKET_CHANGED, what: 'match lists', max: opts.maxLists ?? MAX_LISTS });
  return {
    start: kept.start,
    // Each key names one kind of answer, so what comes back under it is what its weighing returns.
    through: <T>(key: string, weigh: () => Promise<T>, keep?: (answer: T) => boolean) =>
      kept.through(key, weigh, keep as ((answer: unknown) => boolean) | undefined) as Promise<T>,
    size: kept.size,
  };
}
