import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, inboundMailSettings } from '../../../config';
import { auditLog, profiles } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test/harness';
import { companyForRecipient, newImportToken } from './address';

let t: TestApp;
const DOMAIN = 'imports.fairlead.test';
const ADDRESS = /^import\+([a-z2-7]{26})@imports\.fairlead\.test$/;

beforeAll(async () => {
  t = await createTestApp({ inboundMail: { smtpPort: 2525, smtpHost: '127.0.0.1', domain: DOMAIN } });
});
afterAll(() => t.close());

const tokenOf = (address: string) => ADDRESS.exec(address)?.[1] ?? '';

describe('the company import address', () => {
  it('is made on first ask, the same on every ask after, and says the server receives mail', async () => {
    const owner = await t.signedIn('owner', { verified: true });
    const first = await owner.get('/api/import/address');
    expect(first.status).toBe(200);
    expect(first.json.address).toMatch(ADDRESS);
    expect(first.json.rotatedAt).toBeNull();
    expect(first.json.enabled).toBe(true);
    expect(first.headers.get('cache-control')).toBe('private, no-store');
    const again = await owner.get('/api/import/address');
    expect(again.json.address).toBe(first.json.address);
    expect(await companyForRecipient(t.deps, first.json.address)).toBe(owner.id);
  });

  it('is each company’s own: another company gets a different address and never this one', async () => {
    const charterer = await t.signedIn('charterer', { verified: true });
    const other = await t.signedIn('charterer', { verified: true });
    const mine = (await charterer.get('/api/import/address')).json.address as string;
    const theirs = await other.get('/api/import/address');
    expect(theirs.status).toBe(200);
    expect(theirs.json.address).toMatch(ADDRESS);
    expect(theirs.text).not.toContain(tokenOf(mine));
    expect(await companyForRecipient(t.deps, theirs.json.address)).toBe(other.id);
    expect(await companyForRecipient(t.deps, mine)).toBe(charterer.id);
  });

  it('is refused to a company not yet verified, and none is made for it', async () => {
    const unverified = await t.signedIn('owner');
    for (const res of [await unverified.get('/api/import/address'), await unverified.post('/api/import/address/rotate', {})]) {
      expect(res.status).toBe(403);
      expect(res.json.error.message).toBe(
        'Only verified companies can import circulars by e-mail. Complete your profile and send Fairlead your certificate of incorporation.',
      );
    }
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, unverified.id), eq(auditLog.entity, 'import_address')));
    expect(audits).toEqual([]);
  });

  it('rotates: a new token, the old address refused at once, the rotation audited without the secret', async () => {
    const owner = await t.signedIn('owner', { verified: true });
    const old = (await owner.get('/api/import/address')).json.address as string;
    t.deps.clock.advance(60_000);
    const asked = t.deps.clock.now().getTime();
    const rotated = await owner.post('/api/import/address/rotate', {});
    expect(rotated.status).toBe(200);
    expect(rotated.json.address).toMatch(ADDRESS);
    expect(rotated.json.address).not.toBe(old);
    const rotatedAt = Date.parse(rotated.json.rotatedAt);
    expect(rotatedAt).toBeGreaterThanOrEqual(asked);
    expect(rotatedAt).toBeLessThanOrEqual(t.deps.clock.now().getTime());
    expect((await owner.get('/api/import/address')).json.address).toBe(rotated.json.address);
    expect(await companyForRecipient(t.deps, old)).toBeNull();
    expect(await companyForRecipient(t.deps, rotated.json.address)).toBe(owner.id);

    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, owner.id), eq(auditLog.action, 'import_address.rotated')));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ actorId: owner.id, entity: 'import_address', before: { rotatedAt: null } });
    const recorded = JSON.stringify(audits[0]);
    expect(recorded).not.toContain(tokenOf(old));
    expect(recorded).not.toContain(tokenOf(rotated.json.address));
  });
});

describe('which recipient is a company’s', () => {
  it('matches in any case, only on the configured domain and the exact form import+<token>', async () => {
    const owner = await t.signedIn('owner', { verified: true });
    const address = (await owner.get('/api/import/address')).json.address as string;
    const token = tokenOf(address);
    expect(await companyForRecipient(t.deps, address.toUpperCase())).toBe(owner.id);
    expect(await companyForRecipient(t.deps, `IMPORT+${token.toUpperCase()}@Imports.Fairlead.Test`)).toBe(owner.id);
    expect(await companyForRecipient(t.deps, `import+${token}@elsewhere.test`)).toBeNull();
    expect(await companyForRecipient(t.deps, `${token}@${DOMAIN}`)).toBeNull();
    expect(await companyForRecipient(t.deps, `import+${token.slice(1)}@${DOMAIN}`)).toBeNull();
    expect(await companyForRecipient(t.deps, `import+${'a'.repeat(26)}@${DOMAIN}`)).toBeNull();
  });

  it('refuses the address of a company suspended since', async () => {
    const charterer = await t.signedIn('charterer', { verified: true });
    const address = (await charterer.get('/api/import/address')).json.address as string;
    await t.db.update(profiles).set({ suspendedAt: t.deps.clock.now() }).where(eq(profiles.id, charterer.id));
    expect(await companyForRecipient(t.deps, address)).toBeNull();
  });
});

describe('tokens and settings', () => {
  it('draws 128-bit tokens in lower-case base32, each one new', () => {
    const tokens = Array.from({ length: 2_000 }, () => newImportToken());
    expect(tokens[0]).toMatch(/^[a-z2-7]{26}$/);
    expect(tokens.filter((x) => !/^[a-z2-7]{25}[aeimquy4]$/.test(x))).toEqual([]); // the last digit holds 3 bits
    expect(new Set(tokens).size).toBe(2_000);
  });

  it('reads INBOUND_SMTP_PORT, INBOUND_SMTP_HOST and INBOUND_MAIL_DOMAIN with their defaults', () => {
    const base = { AUTH_SECRET: 'x'.repeat(32), APP_URL: 'https://Fairlead.example.com/' };
    expect(loadConfig(base).inboundMail).toEqual({ smtpPort: undefined, smtpHost: '0.0.0.0', domain: 'fairlead.example.com' });
    expect(
      loadConfig({ ...base, INBOUND_SMTP_PORT: '2525', INBOUND_SMTP_HOST: '127.0.0.1', INBOUND_MAIL_DOMAIN: 'In.Example.com' }).inboundMail,
    ).toEqual({
      smtpPort: 2525,
      smtpHost: '127.0.0.1',
      domain: 'in.example.com',
    });
    expect(() => loadConfig({ ...base, INBOUND_SMTP_PORT: '99999' })).toThrow(/^Invalid configuration: INBOUND_SMTP_PORT/);
    expect(() => loadConfig({ ...base, INBOUND_MAIL_DOMAIN: 'not a domain' })).toThrow(
      'Invalid configuration: INBOUND_MAIL_DOMAIN must be a domain name (imports.example.com)',
    );
    expect(inboundMailSettings({ appUrl: 'http://localhost:3000' })).toEqual({ smtpHost: '0.0.0.0', domain: 'localhost' });
  });
});
