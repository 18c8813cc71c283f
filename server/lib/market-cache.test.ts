import { describe, expect, it } from 'vitest';
import { createLogger } from './logger';
import { createMarketCache } from './market-cache';

// The cache's own rules, with the database's listener played by hand: when an answer may be kept and served again.

function world(opts: { maxLists?: number } = {}) {
  const channel: { onPayload?: (p: string) => void; onReconnect?: () => void; onLost?: () => void } = {};
  let upToDate = true;
  const cache = createMarketCache({
    listen: async (_name, onPayload, onReconnect, onLost) => {
      Object.assign(channel, { onPayload, onReconnect, onLost });
    },
    caughtUp: async () => upToDate,
    log: createLogger('silent'),
    maxLists: opts.maxLists,
  });
  let weighed = 0;
  const weigh = (answer: string) => async () => {
    weighed++;
    return answer;
  };
  return {
    cache,
    weigh,
    weighed: () => weighed,
    change: () => channel.onPayload!('vessels'),
    drop: () => channel.onLost!(),
    reconnect: () => channel.onReconnect!(),
    setCaughtUp: (v: boolean) => (upToDate = v),
  };
}

describe('the market cache', () => {
  it('weighs a list once and serves it again until the market changes', async () => {
    const w = world();
    await w.cache.start();
    expect(await w.cache.through('a', w.weigh('first'))).toBe('first');
    expect(await w.cache.through('a', w.weigh('second'))).toBe('first');
    expect(w.weighed()).toBe(1);
    w.change();
    expect(await w.cache.through('a', w.weigh('third'))).toBe('third');
    expect(w.weighed()).toBe(2);
  });

  it('keeps nothing before it listens, nor when it cannot tell it has heard every change', async () => {
    const w = world();
    expect(await w.cache.through('a', w.weigh('1'))).toBe('1');
    expect(await w.cache.through('a', w.weigh('2'))).toBe('2');
    await w.cache.start();
    w.setCaughtUp(false);
    expect(await w.cache.through('a', w.weigh('3'))).toBe('3');
    expect(await w.cache.through('a', w.weigh('4'))).toBe('4');
    expect(w.cache.size()).toBe(0);
  });

  it('weighs afresh while the listener is down, and keeps again once it is back', async () => {
    const w = world();
    await w.cache.start();
    await w.cache.through('a', w.weigh('before'));
    w.drop();
    expect(await w.cache.through('a', w.weigh('down 1'))).toBe('down 1');
    expect(await w.cache.through('a', w.weigh('down 2'))).toBe('down 2');
    w.reconnect();
    expect(await w.cache.through('a', w.weigh('back'))).toBe('back');
    expect(await w.cache.through('a', w.weigh('again'))).toBe('back');
  });

  it('does not keep a list weighed while the market changed', async () => {
    const w = world();
    await w.cache.start();
    let release!: () => void;
    const slow = w.cache.through(
      'a',
      () =>
        new Promise<string>((resolve) => {
          release = () => resolve('weighed on the old market');
        }),
    );
    await new Promise((r) => setTimeout(r, 0));
    w.change();
    release();
    expect(await slow).toBe('weighed on the old market');
    expect(await w.cache.through('a', w.weigh('new market'))).toBe('new market');
  });

  it('shares one weighing among the requests that come while it runs', async () => {
    const w = world();
    await w.cache.start();
    const answers = await Promise.all([1, 2, 3].map(() => w.cache.through('a', w.weigh('shared'))));
    expect(answers).toEqual(['shared', 'shared', 'shared']);
    expect(w.weighed()).toBe(1);
  });

  it('never keeps a failure', async () => {
    const w = world();
    await w.cache.start();
    await expect(w.cache.through('a', () => Promise.reject(new Error('database gone')))).rejects.toThrow('database gone');
    await new Promise((r) => setTimeout(r, 0));
    expect(await w.cache.through('a', w.weigh('recovered'))).toBe('recovered');
  });

  it('keeps at most its limit, the least recently read going first', async () => {
    const w = world({ maxLists: 2 });
    await w.cache.start();
    await w.cache.through('a', w.weigh('a1'));
    await w.cache.through('b', w.weigh('b1'));
    await w.cache.through('a', w.weigh('a2')); // read again: b is now the oldest
    await w.cache.through('c', w.weigh('c1'));
    expect(w.cache.size()).toBe(2);
    expect(await w.cache.through('a', w.weigh('a3'))).toBe('a1');
    expect(await w.cache.through('b', w.weigh('b2'))).toBe('b2');
  });
});
