import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, vessels } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';
import { imoSequence, validVessel } from '../../test/vessel-input';

// PUT /api/vessels/{id}/position: the owner's daily "open ECSA 10-15 Jan" without the whole vessel form (#27).

let t: TestApp;
let owner: Awaited<ReturnType<TestApp['signedIn']>>;
let otherOwner: Awaited<ReturnType<TestApp['signedIn']>>;
let charterer: Awaited<ReturnType<TestApp['signedIn']>>;
let admin: Awaited<ReturnType<TestApp['signedIn']>>;
const nextImo = imoSequence(962_000);

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.signedIn('owner', { verified: true });
  otherOwner = await t.signedIn('owner', { verified: true });
  charterer = await t.signedIn('charterer', { verified: true });
  admin = await t.signedIn('admin');
});
afterAll(() => t.close());

const listed = async () => {
  const res = await owner.post('/api/vessels', validVessel({ imo: nextImo(), cranes: 4, craneSwlT: 30, ladenSpeedKn: 13.5, ladenConsumptionT: 28 }));
  expect(res.status, res.text).toBe(201);
  return res.json.vessel.id as string;
};
const rowOf = async (id: string) => (await t.db.select().from(vessels).where(eq(vessels.id, id)))[0];
const openEcsa = { openRegion: 'ecsa', openDate: '2027-01-10', openDateTo: '2027-01-15', preferredRegions: ['CJK'], excludedRegions: ['WAF'] };

describe('updating the open position', () => {
  it('lets the owner move the ship to a region with a range, keeping every other particular, and records it', async () => {
    const id = await listed();
    const res = await owner.put(`/api/vessels/${id}/position`, openEcsa);
    expect(res.status, res.text).toBe(200);
    expect(res.json.vessel).toMatchObject({
      openPort: null,
      openRegion: 'ECSA',
      openDate: '2027-01-10',
      openDateTo: '2027-01-15',
      preferredRegions: ['CJK'],
      excludedRegions: ['WAF'],
      cranes: 4,
      craneSwlT: 30,
      ladenSpeedKn: 13.5,
      ladenConsumptionT: 28,
      grainCubicM: 72_000,
      name: 'Pacific Venture',
    });
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'vessel.position_updated')));
    expect(audit).toHaveLength(1);
    expect(audit[0].actorId).toBe(owner.id);

    // Back to a port, open from a day on: the region and the end of the range go, preferences left out become none.
    const port = await owner.put(`/api/vessels/${id}/position`, { openPort: 'nl rtm', openDate: '2027-02-01' });
    expect(port.json.vessel).toMatchObject({ openPort: 'NLRTM', openRegion: null, openDateTo: null, preferredRegions: [], excludedRegions: [] });
    expect(await rowOf(id)).toMatchObject({ openPort: 'NLRTM', openRegion: null, openDate: '2027-02-01', openDateTo: null });
  });

  it('is the owner’s or an admin’s: another owner does not see the ship, a charterer or a stranger may not', async () => {
    const id = await listed();
    const other = await otherOwner.put(`/api/vessels/${id}/position`, openEcsa);
    expect([other.status, other.json.error.message]).toEqual([404, 'Vessel not found']);
    expect((await charterer.put(`/api/vessels/${id}/position`, openEcsa)).status).toBe(403);
    expect((await t.agent().put(`/api/vessels/${id}/position`, openEcsa)).status).toBe(401);
    expect(await rowOf(id)).toMatchObject({ openPort: 'SGSIN', openRegion: null, openDate: '2027-01-10' });
    const byAdmin = await admin.put(`/api/vessels/${id}/position`, { openPort: 'BRSSZ', openDate: '2027-03-01', openDateTo: '2027-03-05' });
    expect(byAdmin.status, byAdmin.text).toBe(200);
    expect(await rowOf(id)).toMatchObject({ openPort: 'BRSSZ', openDate: '2027-03-01', openDateTo: '2027-03-05', ownerId: owner.id });
  });

  it('takes a position for an archived or suspended ship, as any edit does, without lifting the suspension', async () => {
    const id = await listed();
    await admin.post(`/api/admin/vessels/${id}/suspend`, { reason: 'Class certificate withdrawn' });
    const suspended = await owner.put(`/api/vessels/${id}/position`, openEcsa);
    expect([suspended.status, suspended.json.vessel.status, suspended.json.vessel.openRegion]).toEqual([200, 'suspended', 'ECSA']);
    const archivedId = await listed();
    await owner.post(`/api/vessels/${archivedId}/archive`);
    const archived = await owner.put(`/api/vessels/${archivedId}/position`, openEcsa);
    expect([archived.status, archived.json.vessel.archived]).toEqual([200, true]);
  });

  it('answers a bad position field by field and changes nothing', async () => {
    const id = await listed();
    const bad = async (body: Record<string, unknown>) => {
      const res = await owner.put(`/api/vessels/${id}/position`, body);
      expect(res.status, res.text).toBe(400);
      return res.json.error.fields;
    };
    expect(await bad({ openPort: 'NLRTM', openRegion: 'CONT', openDate: '2027-01-10' })).toEqual({
      openRegion: 'Give an open port or an open region, not both',
    });
    expect(await bad({ openDate: '2027-01-10' })).toEqual({ openPort: 'Give the open port or the open region' });
    expect(await bad({ openPort: 'XXXXX', openDate: '2027-01-10' })).toEqual({
      openPort: 'Choose the open port from the list (a UN/LOCODE such as NL RTM)',
    });
    expect(await bad({ openRegion: 'ECSA', openDate: '2027-01-10', openDateTo: '2027-01-01' })).toEqual({
      openDateTo: 'Open until must be on or after the open date',
    });
    expect(await bad({ openRegion: 'ECSA' })).toEqual({ openDate: 'Open date is required' });
    expect(await bad({ openRegion: 'ECSA', openDate: '2027-01-10', preferredRegions: ['WAF'], excludedRegions: ['WAF'] })).toEqual({
      excludedRegions: 'A region cannot be both preferred and excluded: WAF',
    });
    expect(await rowOf(id)).toMatchObject({ openPort: 'SGSIN', openRegion: null, openDate: '2027-01-10', openDateTo: null, preferredRegions: [] });
  });
});
