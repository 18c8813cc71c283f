import { setMaxListeners } from 'node:events';
import { and, asc, between, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Database, DatabaseHandle, DbOrTx } from '../db/client';
import { events } from '../db/schema';
import type { Logger } from './logger';

/**
 * What a member's open pages are told, and the ids each carries (never the content: the page reads that through
 * the API, with its access rules). A kind is added here, then published where the change is made.
 */
export type EventKinds = {
  /** A new message in one of the member's conversations (their own included: another tab shows it too). */
  message: { conversationId: string; messageId: string };
  /** The other side read the conversation up to this instant. */
  read: { conversationId: string; readAt: string };
  /** A conversation changed otherwise (opened, moved into a deal, a message hidden). */
  conversation: { conversationId: string };
  /** A deal the member is party to moved (offer, acceptance, lift, lapse…). */
  deal: { dealId: string };
  /** The member's notifications changed; the count of unread ones. */
  notification: { unread: number };
};
export type EventKind = keyof EventKinds;
export type StoredEvent = { id: number; kind: EventKind; data: unknown };

const CHANNEL = 'fairlead_events';

/**
 * Writes events for members in the caller's transaction, and a NOTIFY that PostgreSQL delivers only when that
 * transaction commits (so a stream never shows a change that rolled back). The NOTIFY carries the range of ids
 * written; the hub of every process reads those rows for the members it holds streams of.
 */
export async function publish<K extends EventKind>(tx: DbOrTx, userIds: string[], kind: K, data: EventKinds[K]): Promise<void> {
  if (userIds.length === 0) return;
  const rows = await tx
    .insert(events)
    .values(userIds.map((userId) => ({ userId, kind, data })))
    .returning({ id: events.id });
  await announce(
    tx,
    rows.map((r) => r.id),
  );
}

/** Many events of one kind with their own data each, in one statement. */
export async function publishEach<K extends EventKind>(tx: DbOrTx, kind: K, items: { userId: string; data: EventKinds[K] }[]): Promise<void> {
  if (items.length === 0) return;
  const rows = await tx
    .insert(events)
    .values(items.map(({ userId, data }) => ({ userId, kind, data })))
    .returning({ id: events.id });
  await announce(
    tx,
    rows.map((r) => r.id),
  );
}

async function announce(tx: DbOrTx, ids: number[]) {
  await tx.execute(sql`select pg_notify(${CHANNEL}, ${`${Math.min(...ids)}-${Math.max(...ids)}`})`);
}

type Listener = (event: StoredEvent) => void;
export type EventHub = ReturnType<typeof createEventHub>;

/**
 * One per process: holds the open streams by member, and on each NOTIFY reads the new rows meant for them, in id
 * order, one read at a time. A range may hold other transactions' rows, already sent or not yet committed: a
 * stream skips ids it has sent, and an uncommitted row comes with its own NOTIFY.
 */
export function createEventHub(opts: { db: Database; listen: DatabaseHandle['listen']; log: Logger }) {
  const { db, log } = opts;
  const streams = new Map<string, Set<Listener>>();
  const closing = new AbortController();
  setMaxListeners(0, closing.signal); // one listener per open stream: thousands is normal here
  let queue: Promise<void> = Promise.resolve();
  let started: Promise<void> | null = null;
  let highest = 0;
  let open = 0;

  async function deliver(range: { from: number; to: number }) {
    const members = [...streams.keys()];
    if (members.length === 0) return;
    const rows = await db
      .select({ id: events.id, userId: events.userId, kind: events.kind, data: events.data })
      .from(events)
      .where(and(between(events.id, range.from, range.to), inArray(events.userId, members)))
      .orderBy(asc(events.id));
    for (const row of rows) {
      highest = Math.max(highest, row.id);
      for (const listener of streams.get(row.userId) ?? []) listener({ id: row.id, kind: row.kind as EventKind, data: row.data });
    }
  }

  const enqueue = (work: () => Promise<void>) => {
    queue = queue.then(work).catch((err) => log.error({ err }, 'event delivery failed'));
  };

  function onPayload(payload: string) {
    const [from, to] = payload.split('-').map(Number);
    if (!Number.isSafeInteger(from) || !Number.isSafeInteger(to)) return;
    enqueue(() => deliver({ from, to }));
  }

  return {
    /** Starts listening (once); the first stream calls it. */
    start: () =>
      (started ??= opts.listen(CHANNEL, onPayload, () => {
        // Notifications sent while the connection was down are gone: read what came since the last one seen.
        enqueue(async () => deliver({ from: highest + 1, to: Number.MAX_SAFE_INTEGER }));
      })),
    /** Follows a member's new events; answers the function that stops. */
    subscribe(userId: string, listener: Listener): () => void {
      const set = streams.get(userId) ?? new Set<Listener>();
      set.add(listener);
      streams.set(userId, set);
      open += 1;
      return () => {
        if (set.delete(listener)) open -= 1;
        if (set.size === 0) streams.delete(userId);
      };
    },
    /** The member's events after `afterId` (a reconnecting stream's Last-Event-ID), oldest first, at most `limit`. */
    async since(userId: string, afterId: number, limit = 500): Promise<StoredEvent[]> {
      const rows = await db
        .select({ id: events.id, kind: events.kind, data: events.data })
        .from(events)
        .where(and(eq(events.userId, userId), gt(events.id, afterId)))
        .orderBy(asc(events.id))
        .limit(limit);
      return rows.map((r) => ({ ...r, kind: r.kind as EventKind }));
    },
    /**
     * Where a fresh stream starts: the member's newest event id or, when theirs have all been pruned, just before the
     * oldest event kept (so the stream, resumed from there, is not told of pruning that happened before it began).
     */
    async latest(userId: string): Promise<number> {
      const [row] = await db
        .select({
          id: sql<number>`greatest(coalesce(max(${events.id}), 0), coalesce((select min(id) from ${events}), 1) - 1)`,
        })
        .from(events)
        .where(eq(events.userId, userId));
      return Number(row.id);
    },
    /**
     * Whether events after `afterId` may have been pruned (housekeeping removes the oldest): then a reconnecting
     * stream cannot be replayed in full. Ids are global, so this may say yes for a member none of whose events went;
     * that member's page merely reads everything again.
     */
    async prunedAfter(afterId: number): Promise<boolean> {
      const [row] = await db.select({ id: sql<number | null>`min(${events.id})` }).from(events);
      return row.id !== null && Number(row.id) > afterId + 1;
    },
    /** How many streams this process holds open (the metrics' gauge). */
    openStreams: () => open,
    /** For tests and shutdown: resolves once every delivery queued so far is done. */
    settled: () => queue,
    /** Aborted when the process shuts down: every open stream ends (the browser reconnects to another process). */
    closing: closing.signal,
    shutdown: () => closing.abort(),
  };
}
