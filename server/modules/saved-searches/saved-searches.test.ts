import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { savedSearches } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
type Member = Awaited<ReturnType<TestApp['signedIn']>>;
let charterer: Member;
let owner: Member;

beforeAll(async () => {
  t = await createTestApp();
  charterer = await t.signedIn('charterer', { verified: true });
  owner = await t.signedIn('owner');
});
afterAll(() => t.close());

const wheatEcsaCjk = { commodity: 'wheat', loadRegion: 'ECSA', dischargeRegion: 'CJK', minSize: '30000', maxSize: '60000', page: '3' };

describe('saved searches', () => {
  it('saves a board search named after its filters, keeps its filters but the page, and lists it', async () => {
    const res = await charterer.post('/api/saved-searches', { kind: 'cargoes', query: wheatEcsaCjk });
    expect(res.status, res.text).toBe(201);
    expect(res.json.savedSearch).toMatchObject({
      kind: 'cargoes',
      name: 'Wheat · ECSA → CJK · 30–60k t',
      query: { commodity: 'wheat', loadRegion: 'ECSA', dischargeRegion: 'CJK', minSize: 30000, maxSize: 60000 },
    });
    const list = await charterer.get('/api/saved-searches');
    expect(list.status).toBe(200);
    expect(list.json.items.map((s: { id: string }) => s.id)).toEqual([res.json.savedSearch.id]);
  });

  it('saves a vessel search by any member, with the name they give', async () => {
    const res = await owner.post('/api/saved-searches', {
      kind: 'vessels',
      name: '  Supras in the Gulf ',
      query: { type: 'bulkCarrier', port: 'USG' },
    });
    expect(res.status, res.text).toBe(201);
    expect(res.json.savedSearch.name).toBe('Supras in the Gulf');
    expect(res.json.savedSearch.query).toEqual({ type: 'bulkCarrier', port: 'USG', sizeBy: 'dwt', sort: 'newest' });
    // Each member lists only their own.
    expect((await owner.get('/api/saved-searches')).json.items.map((s: { name: string }) => s.name)).toEqual(['Supras in the Gulf']);
  });

  it('refuses filters the board would refuse, with the field’s message', async () => {
    const res = await charterer.post('/api/saved-searches', { kind: 'cargoes', query: { minSize: '-5' } });
    expect(res.status).toBe(400);
    expect(Object.values(res.json.error.fields)).toEqual(['Minimum size cannot be negative']);
    const dates = await charterer.post('/api/saved-searches', { kind: 'vessels', query: { from: '2099-05-10', to: '2099-05-01' } });
    expect(dates.status).toBe(400);
    expect(Object.values(dates.json.error.fields)).toEqual(['The end date must be on or after the start date']);
    const kind = await charterer.post('/api/saved-searches', { kind: 'charters', query: {} });
    expect(kind.status).toBe(400);
  });

  it('keeps at most 20 per member: the 21st is refused in words', async () => {
    const member = await t.signedIn('owner');
    for (let i = 0; i < 20; i++) {
      const res = await member.post('/api/saved-searches', { kind: 'vessels', query: { minSize: String(i * 1000) } });
      expect(res.status, res.text).toBe(201);
    }
    const res = await member.post('/api/saved-searches', { kind: 'cargoes', query: {} });
    expect(res.status).toBe(409);
    expect(res.json.error.message).toBe('You already keep 20 saved searches: delete one before saving another');
    expect(await t.db.select().from(savedSearches).where(eq(savedSearches.userId, member.id))).toHaveLength(20);
  });

  it('deletes the member’s own; another member’s is not there to them', async () => {
    const mine = (await charterer.post('/api/saved-searches', { kind: 'cargoes', query: { commodity: 'coal' } })).json.savedSearch;
    const theirs = await owner.request('DELETE', `/api/saved-searches/${mine.id}`);
    expect(theirs.status).toBe(404);
    expect(theirs.json.error.message).toBe('Saved search not found');
    expect(await t.db.select().from(savedSearches).where(eq(savedSearches.id, mine.id))).toHaveLength(1);
    const res = await charterer.request('DELETE', `/api/saved-searches/${mine.id}`);
    expect(res.status).toBe(204);
    expect(await t.db.select().from(savedSearches).where(eq(savedSearches.id, mine.id))).toEqual([]);
  });

  it('is for members only', async () => {
    expect((await t.agent().post('/api/saved-searches', { kind: 'cargoes', query: {} })).status).toBe(401);
  });
});
