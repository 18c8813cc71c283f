import type { DatabaseHandle } from '../db/client';
import type { Logger } from './logger';

// Answers read from the database, kept in this process until a write to the tables they were read from is heard.
// A trigger on those tables sends NOTIFY <channel> at commit to every process; each empties its answers on it.
//
// Never stale past a commit the reader could know of:
// - Before a kept answer is served, `caughtUp` makes sure every notification committed before the request has been
//   received (a round trip on the listening connection; shared by the requests that arrive meanwhile).
// - An answer worked out while a change landed is not kept (the generation moved on while it was read).
// - While the listening connection is down, nothing is kept or served from here: every answer is read afresh.
// Used for ranked match lists (market-cache.ts) and signed-in sessions (server/auth/session-cache.ts).

type Entry<T> = { generation: number; value: Promise<T>; settled?: { value: T } };

export type KeptUntilChanged<T> = {
  /**
   * The answer under `key`: the kept one if nothing it was read from has changed since, else `work()`'s.
   * `keep(value)` says whether an answer may be kept and, when asked again, served again (a session until it is
   * due to be refreshed); by default every answer is.
   */
  through(key: string, work: () => Promise<T>, keep?: (value: T) => boolean): Promise<T>;
  /** How many answers are kept. */
  size(): number;
  start(): Promise<void>;
};

export function createKeptUntilChanged<T>(opts: {
  channel: string;
  /** What is kept, for the log: "match lists". */
  what: string;
  listen: DatabaseHandle['listen'];
  caughtUp: DatabaseHandle['caughtUp'];
  log: Logger;
  /** How many answers one process keeps (least recently read first out). */
  max: number;
}): KeptUntilChanged<T> {
  const answers = new Map<string, Entry<T>>();
  let generation = 0;
  let listening = false;

  const forget = () => {
    generation++;
    answers.clear();
  };
  const drop = (key: string, entry: Entry<T>) => {
    if (answers.get(key) === entry) answers.delete(key);
  };

  return {
    async start() {
      await opts.listen(
        opts.channel,
        forget,
        () => {
          // Back after a drop: what changed meanwhile was not heard.
          forget();
          listening = true;
        },
        () => {
          listening = false;
          forget();
          opts.log.warn(`${opts.what}: the ${opts.channel} listener dropped; they are read afresh until it is back`);
        },
      );
      forget();
      listening = true;
    },

    async through(key, work, keep = () => true) {
      if (!listening || !(await opts.caughtUp()) || !listening) return work();
      const kept = answers.get(key);
      if (kept && kept.generation === generation && (!kept.settled || keep(kept.settled.value))) {
        // Read again: to the back of the line, last to go.
        answers.delete(key);
        answers.set(key, kept);
        return kept.value;
      }
      if (kept) answers.delete(key);
      const entry: Entry<T> = { generation, value: work() };
      // Shared with the requests for the same answer that come while it is read; a failure is never kept.
      answers.set(key, entry);
      entry.value.then(
        (value) => {
          entry.settled = { value };
          if (!keep(value)) drop(key, entry);
        },
        () => drop(key, entry),
      );
      for (const oldest of answers.keys()) {
        if (answers.size <= opts.max) break;
        answers.delete(oldest);
      }
      return entry.value;
    },

    size: () => answers.size,
  };
}
