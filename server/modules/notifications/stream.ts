import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import { signedInFrom } from '../../auth/current-user';
import { requireUser } from '../../auth/guard';
import type { AppEnv } from '../../lib/context';
import type { StoredEvent } from '../../lib/events';

/** More missed than this and the client is told to read everything again instead of receiving them one by one. */
const REPLAY_LIMIT = 500;
/** Ids a stream remembers having sent, so an event read twice (two overlapping NOTIFY ranges) goes once. */
const REMEMBERED_IDS = 1000;

/**
 * GET /api/events: the caller's live events. Subscribes first, then replays what the client missed (from its
 * Last-Event-ID), then sends what arrived meanwhile, each id once. The session is checked again at every
 * heartbeat and when it expires: a member who signs out (everywhere) or is suspended stops receiving at once.
 */
export async function eventStream(c: Context<AppEnv>): Promise<Response> {
  const user = requireUser(c);
  const { events: hub, auth, clock, streamHeartbeatMs, sessions, db } = c.get('deps');
  await hub.start();
  const headers = new Headers(c.req.raw.headers);
  // Each heartbeat asks through the process's session cache, emptied everywhere at once by a sign-out or a
  // suspension (NOTIFY): the next beat still sees either, and 20,000 open streams do not cost 1,000 queries a second.
  const cookie = c.req.header('cookie') ?? '';
  const stillSignedIn = () => sessions.userFor(cookie, () => signedInFrom({ auth, db }, headers, { refresh: false }));
  const lastEventId = Number(c.req.header('last-event-id') ?? c.req.query('lastEventId') ?? NaN);
  c.header('Cache-Control', 'no-store');
  c.header('X-Accel-Buffering', 'no'); // nginx would otherwise hold the events back

  return streamSSE(c, async (stream) => {
    const sent = new Set<number>();
    let writing: Promise<unknown> = Promise.resolve();
    const write = (e: StoredEvent) => {
      if (sent.has(e.id)) return;
      sent.add(e.id);
      if (sent.size > REMEMBERED_IDS) sent.delete(sent.values().next().value!);
      writing = writing.then(() => stream.writeSSE({ id: String(e.id), event: e.kind, data: JSON.stringify(e.data) }));
    };

    let early: StoredEvent[] | null = [];
    const unsubscribe = hub.subscribe(user.id, (e) => (early ? early.push(e) : write(e)));
    let ended!: () => void;
    const done = new Promise<void>((resolve) => (ended = resolve));
    const end = async (why?: 'bye') => {
      if (why) await (writing = writing.then(() => stream.writeSSE({ event: why, data: '{}' }))).catch(() => undefined);
      ended();
    };
    stream.onAbort(() => ended());
    const onShutdown = () => ended();
    hub.closing.addEventListener('abort', onShutdown, { once: true });

    try {
      const resuming = Number.isSafeInteger(lastEventId) && lastEventId >= 0;
      const from = resuming ? lastEventId : await hub.latest(user.id);
      const missed = resuming ? await hub.since(user.id, from, REPLAY_LIMIT + 1) : [];
      // Too much missed, or some of it already pruned: the page reads everything again instead.
      if (missed.length > REPLAY_LIMIT || (resuming && (await hub.prunedAfter(from)))) {
        const newest = await hub.latest(user.id);
        await stream.writeSSE({ id: String(newest), event: 'reset', data: '{}' });
        for (const e of early) if (e.id <= newest) sent.add(e.id);
      } else {
        await stream.writeSSE({ id: String(from), event: 'ready', data: JSON.stringify({ resumedFrom: resuming ? from : null }) });
        for (const e of missed) write(e);
      }
      for (const e of early) if (e.id > from) write(e);
      early = null;

      const beat = setInterval(() => {
        writing = writing.then(() => stream.write(': heartbeat\n\n')).catch(() => ended());
        void stillSignedIn().then(
          (member) => (member ? undefined : end('bye')),
          () => undefined,
        );
      }, streamHeartbeatMs);
      const session = await auth.api.getSession({ headers, query: { disableRefresh: true } });
      // How long the session has left, by the app's clock; the timer then waits that long in real time.
      const expiresIn = session ? new Date(session.session.expiresAt).getTime() - clock.now().getTime() : 0;
      const expiry = setTimeout(() => void end('bye'), Math.max(0, Math.min(expiresIn, 2 ** 31 - 1)));
      await done;
      clearInterval(beat);
      clearTimeout(expiry);
      await writing.catch(() => undefined);
    } finally {
      unsubscribe();
      hub.closing.removeEventListener('abort', onShutdown);
    }
  });
}
