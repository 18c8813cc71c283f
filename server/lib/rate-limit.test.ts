import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimits } from '../db/schema';
import { loadConfig } from '../config';
import { createTestApp, type TestApp } from '../test/harness';
import { networkOf, takeHit } from './rate-limit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HOUR = 60 * 60 * 1000;
const at = (iso: string) => new Date(iso);

describe('the database-backed limiter', () => {
  it('lets max hits through in a window, refuses the rest, and counts each key on its own', async () => {
    const hit = (key: string, now: Date) => takeHit(t.db, { bucket: 'test.sequence', key, max: 3, windowMs: HOUR, now });
    const start = at('2030-01-01T10:00:00Z');
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await hit('a', start));
    expect(answers).toEqual([true, true, true, false, false]);
    expect(await hit('b', start)).toBe(true); // another key has its own count
    // Still inside the window a minute before it ends; a new window once it has.
    expect(await hit('a', at('2030-01-01T10:59:00Z'))).toBe(false);
    expect(await hit('a', at('2030-01-01T11:00:00Z'))).toBe(true);
  });

  it('never lets more than max through when 20 hits arrive at once', async () => {
    const now = at('2030-02-01T10:00:00Z');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => takeHit(t.db, { bucket: 'test.burst', key: 'same', max: 5, windowMs: HOUR, now })),
    );
    expect(answers).toHaveLength(20);
    expect(answers.filter(Boolean)).toHaveLength(5);
  });

  it('removes the rows of windows that have ended when a new window opens', async () => {
    await takeHit(t.db, { bucket: 'test.prune', key: 'old', max: 5, windowMs: HOUR, now: at('2030-03-01T08:00:00Z') });
    await takeHit(t.db, { bucket: 'test.prune', key: 'new', max: 5, windowMs: HOUR, now: at('2030-03-01T10:00:00Z') });
    const keys = (await t.db.select({ bucket: rateLimits.bucket, key: rateLimits.key }).from(rateLimits))
      .filter((r) => r.bucket === 'test.prune')
      .map((r) => r.key);
    expect(keys).toEqual(['new']);
  });
});

describe('the network an address is counted in', () => {
  // An IPv6 subscriber holds a whole /64: every address in it is one network.
  const table: [string, string][] = [
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002:aaaa:bbbb:cccc:dddd', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['64:ff9b:1:2::192.0.2.1', '64:ff9b:1:2::/64'],
    ['unknown', 'unknown'],
  ];
  it.each(table)('%s counts as %s', (address, network) => expect(networkOf(address)).toBe(network));
});

describe('ADDRESS_LIMITS', () => {
  it('keeps the limits per client address on unless set to 0', () => {
    const base = { NODE_ENV: 'development', DATA_DIR: '.test-data/unused', AUTH_SECRET: 'x'.repeat(32) } as NodeJS.ProcessEnv;
    expect(loadConfig(base).addressLimits).toBe(true);
    expect(loadConfig({ ...base, ADDRESS_LIMITS: '1' }).addressLimits).toBe(true);
    expect(loadConfig({ ...base, ADDRESS_LIMITS: '0' }).addressLimits).toBe(false);
    expect(() => loadConfig({ ...base, ADDRESS_LIMITS: 'off' })).toThrow(/ADDRESS_LIMITS/);
  });
});
