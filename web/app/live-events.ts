import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { meQuery, memberChanged, useMe } from '../lib/me';

/** Which cached reads each event makes stale: the pages showing them read again, nothing polls. */
const staleBy: Record<string, (qc: QueryClient, data: Record<string, string>) => void> = {
  notification: (qc) => void qc.invalidateQueries({ queryKey: ['notifications'] }).then(() => qc.invalidateQueries({ queryKey: ['dashboard'] })),
  deal: (qc, d) => {
    void qc.invalidateQueries({ queryKey: ['deals', 'one', d.dealId] });
    void qc.invalidateQueries({ queryKey: ['contracts', d.dealId] });
    void qc.invalidateQueries({ queryKey: ['deals', 'list'] });
    void qc.invalidateQueries({ queryKey: ['conversations'] });
  },
  message: (qc, d) => {
    void qc.invalidateQueries({ queryKey: ['conversations'] });
    void qc.invalidateQueries({ queryKey: ['dashboard'] });
    window.dispatchEvent(new CustomEvent('fairlead:message', { detail: d }));
  },
  read: (qc, d) => void qc.invalidateQueries({ queryKey: ['conversations', 'one', d.conversationId] }),
  conversation: (qc) => void qc.invalidateQueries({ queryKey: ['conversations'] }),
  reset: (qc) => void qc.invalidateQueries(),
};

/**
 * One event stream per tab while a member is signed in (GET /api/events). The browser reconnects by itself with
 * Last-Event-ID; if the stream closes for good (the server restarted, the network went), a new one opens after a
 * growing pause (1 s, 2 s … 30 s) from the last id seen. `bye` means the session ended: the signed-in member is read again.
 */
export function useLiveEvents() {
  const qc = useQueryClient();
  const signedIn = !!useMe().me;
  useEffect(() => {
    if (!signedIn || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let lastId: string | null = null;
    let pause = 1000;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    /** The session may have ended: read it again; signed out, the member's cached reads go and this stream stops. */
    const reloadSession = () =>
      qc
        .fetchQuery({ ...meQuery, staleTime: 0 })
        .then((me) => (me ? undefined : memberChanged(qc, null)))
        .catch(() => undefined); // unreachable now: the next attempt asks again

    const open = () => {
      source = new EventSource(lastId ? `/api/events?lastEventId=${encodeURIComponent(lastId)}` : '/api/events');
      source.addEventListener('ready', (e) => {
        pause = 1000;
        // Back after a gap: what changed meanwhile was replayed, but reads cached before may predate it. First
        // connection: a read made while the page loaded may have missed an event sent before the stream was open
        // (a provider's webhook landing meanwhile). Either way the cached reads are made again, once. A read still on
        // its way is cancelled first: invalidating a query that has no answer yet waits for the request in flight,
        // whose answer may predate the event, instead of asking again (a payments page left on "Processing").
        if (!lastId || (e as MessageEvent).lastEventId !== lastId) void qc.cancelQueries().then(() => qc.invalidateQueries());
        lastId = (e as MessageEvent).lastEventId || lastId;
      });
      for (const kind of Object.keys(staleBy)) {
        source.addEventListener(kind, (e) => {
          const m = e as MessageEvent<string>;
          if (m.lastEventId) lastId = m.lastEventId;
          staleBy[kind](qc, JSON.parse(m.data || '{}'));
        });
      }
      source.addEventListener('bye', () => {
        stopped = true;
        source?.close();
        void reloadSession();
      });
      source.onerror = () => {
        if (source?.readyState !== EventSource.CLOSED || stopped) return; // CONNECTING: the browser retries itself
        if (pause === 1000) void reloadSession(); // refused (signed out elsewhere?): the session is read again, and this stops
        timer = setTimeout(open, pause);
        pause = Math.min(pause * 2, 30_000);
      };
    };
    open();
    return () => {
      stopped = true;
      clearTimeout(timer);
      source?.close();
    };
  }, [signedIn, qc]);
}
