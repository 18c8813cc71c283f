/** One Server-Sent Event as a browser's EventSource sees it. */
export type SseEvent = { id?: string; event: string; data: unknown };

/**
 * Reads an event stream's body as EventSource would: `next()` answers the next event (heartbeat comments skipped),
 * or throws after `ms` without one; `none()` checks that nothing arrives for a while; `close()` ends the stream.
 */
export function readEvents(res: Response) {
  if (!res.body) throw new Error(`no stream: ${res.status}`);
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const queue: SseEvent[] = [];
  let ended = false;
  let pending: Promise<void> | null = null;

  function parse() {
    for (let i = buffer.indexOf('\n\n'); i >= 0; i = buffer.indexOf('\n\n')) {
      const block = buffer.slice(0, i);
      buffer = buffer.slice(i + 2);
      const fields = new Map<string, string>();
      for (const line of block.split('\n')) {
        if (!line || line.startsWith(':')) continue;
        const at = line.indexOf(':');
        fields.set(line.slice(0, at), line.slice(at + 1).replace(/^ /, ''));
      }
      if (fields.size === 0) continue;
      queue.push({ id: fields.get('id'), event: fields.get('event') ?? 'message', data: JSON.parse(fields.get('data') ?? 'null') });
    }
  }

  async function pull() {
    const { value, done } = await reader.read();
    if (done) ended = true;
    else buffer += decoder.decode(value, { stream: true });
    parse();
  }

  async function next(ms = 5000): Promise<SseEvent> {
    const deadline = Date.now() + ms;
    while (queue.length === 0) {
      if (ended) throw new Error('the stream ended');
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no event within ${ms} ms`);
      pending ??= pull().finally(() => (pending = null));
      await Promise.race([pending, new Promise((r) => setTimeout(r, left))]);
    }
    return queue.shift()!;
  }

  return {
    next,
    /** Every event that arrives within `ms`. */
    async drain(ms = 600): Promise<SseEvent[]> {
      const out: SseEvent[] = [];
      for (;;) {
        try {
          out.push(await next(ms));
        } catch {
          return out;
        }
      }
    },
    /** True once the server has closed the stream (within `ms`). */
    async endsWithin(ms: number): Promise<boolean> {
      const deadline = Date.now() + ms;
      while (!ended && Date.now() < deadline) {
        pending ??= pull().finally(() => (pending = null));
        await Promise.race([pending, new Promise((r) => setTimeout(r, deadline - Date.now()))]);
      }
      return ended;
    },
    /** Events received so far but not yet read with next(). */
    queued: () => queue,
    close: () => reader.cancel().catch(() => undefined),
  };
}
