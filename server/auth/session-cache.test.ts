import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { profiles, sessions } from '../db/schema';
import { createLogger } from '../lib/logger';
import { createTestApp, type TestApp } from '../test/harness';
import { createSessionCache, type SignedIn } from './session-cache';

// Signed-in sessions are kept in the server until a member's record changes (session-cache.ts). Every change below
// is written straight to the database, not through the service that would act on it: the very next request must
// see it, on PGlite and on PostgreSQL (where the change reaches the server as a notification on another connection).

let t: TestApp;
type Member = Awaited<ReturnType<TestApp['signedIn']>>;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const me = (m: Member) => m.get('/api/accounts/me');

describe('a kept session', () => {
  it('answers again without asking Better Auth, with the same member', async () => {
    const member = await t.signedIn('charterer', { verified: true });
    expect((await me(member)).json.profile.verified).toBe(true);
    const asked = vi.spyOn(t.deps.auth.api, 'getSession');
    try {
      const again = await me(member);
      expect(again.status).toBe(200);
      expect(again.json.profile.id).toBe(member.id);
      expect(asked).not.toHaveBeenCalled();
    } finally {
      asked.mockRestore();
    }
  });

  it('ends with a suspension written to the database', async () => {
    const member = await t.signedIn('owner', { verified: true });
    expect((await me(member)).status).toBe(200);
    await t.db.update(profiles).set({ suspendedAt: new Date() }).where(eq(profiles.id, member.id));
    expect((await me(member)).status).toBe(401);
  });

  it('ends when its session row goes (a sign-out or a revocation on another server)', async () => {
    const member = await t.signedIn('charterer');
    expect((await me(member)).status).toBe(200);
    await t.db.delete(sessions).where(eq(sessions.userId, member.id));
    expect((await me(member)).status).toBe(401);
  });

  it('ends with a sign-out through the API', async () => {
    const member = await t.signedIn('owner');
    const cookies = new Map(member.jar);
    expect((await me(member)).status).toBe(200);
    expect((await member.post('/api/auth/sign-out')).status).toBe(200);
    // The same cookies sent again, as a copy kept by an attacker would be.
    for (const [k, v] of cookies) member.jar.set(k, v);
    expect((await me(member)).status).toBe(401);
  });

  it('shows a change of role at once, as every guard reads it', async () => {
    const member = await t.signedIn('charterer', { verified: true });
    expect((await member.get('/api/owner/vessels')).status).toBe(403);
    await t.db.update(profiles).set({ role: 'owner' }).where(eq(profiles.id, member.id));
    expect((await member.get('/api/owner/vessels')).status).toBe(200);
  });

  it('ends when the member is removed', async () => {
    const member = await t.signedIn('charterer');
    expect((await me(member)).status).toBe(200);
    await t.db.delete(profiles).where(eq(profiles.id, member.id));
    expect((await me(member)).status).toBe(401);
  });
});

// The rules of keeping, with the database's listener played by hand.
describe('the session cache', () => {
  function world() {
    let now = 1_000_000;
    const channel: { onPayload?: (p: string) => void } = {};
    const cache = createSessionCache({
      listen: async (_name, onPayload) => void (channel.onPayload = onPayload),
      caughtUp: async () => true,
      log: createLogger('silent'),
      now: () => now,
    });
    let asked = 0;
    const member = (keepUntil: number) => async (): Promise<SignedIn | null> => {
      asked++;
      return { user: { id: 'u1', email: 'ops@example.com', name: 'Ops', role: 'owner', verified: true, companyName: 'Nordic' }, keepUntil };
    };
    return {
      cache,
      member,
      asked: () => asked,
      tick: (ms: number) => (now += ms),
      change: () => channel.onPayload!('profiles'),
    };
  }

  it('keeps a session until Better Auth would refresh it, then asks again', async () => {
    const w = world();
    await w.cache.start();
    const lookUp = w.member(1_000_000 + 60_000);
    expect((await w.cache.userFor('a=1', lookUp))?.id).toBe('u1');
    await w.cache.userFor('a=1', lookUp);
    expect(w.asked()).toBe(1);
    w.tick(60_000);
    await w.cache.userFor('a=1', lookUp);
    expect(w.asked()).toBe(2);
  });

  it('never keeps "no session", and keys on the whole cookie header', async () => {
    const w = world();
    await w.cache.start();
    let none = 0;
    const nobody = async () => {
      none++;
      return null;
    };
    expect(await w.cache.userFor('a=forged', nobody)).toBeNull();
    expect(await w.cache.userFor('a=forged', nobody)).toBeNull();
    expect(none).toBe(2);
    const lookUp = w.member(1_000_000 + 60_000);
    await w.cache.userFor('a=1', lookUp);
    await w.cache.userFor('a=1; b=2', lookUp);
    expect(w.asked()).toBe(2);
    expect(w.cache.size()).toBe(2);
  });

  it('forgets every session when a member record changes', async () => {
    const w = world();
    await w.cache.start();
    const lookUp = w.member(1_000_000 + 60_000);
    await w.cache.userFor('a=1', lookUp);
    w.change();
    expect(w.cache.size()).toBe(0);
    await w.cache.userFor('a=1', lookUp);
    expect(w.asked()).toBe(2);
  });
});
