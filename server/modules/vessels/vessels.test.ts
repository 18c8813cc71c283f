import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { charters, profiles, vesselPhotos, vessels } from '../../db/schema';
import { runNamedStatement } from '../../db/client';
import { EXCLUSION_VIOLATION, refusalOf } from '../../test/db-refusal';
import { createTestApp, ORIGIN, type TestApp } from '../../test/harness';
import { approveFile, submitFile } from '../../test/verification-input';
import { imoSequence, validVessel } from '../../test/vessel-input';

let t: TestApp;
let owner: Awaited<ReturnType<TestApp['signedIn']>>;
let otherOwner: Awaited<ReturnType<TestApp['signedIn']>>;
let charterer: Awaited<ReturnType<TestApp['signedIn']>>;
let admin: Awaited<ReturnType<TestApp['signedIn']>>;
const nextImo = imoSequence(930_000);

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.signedIn('owner', { verified: true });
  otherOwner = await t.signedIn('owner', { verified: true });
  charterer = await t.signedIn('charterer', { verified: true });
  admin = await t.signedIn('admin');
});
afterAll(() => t.close());

const create = async (who = owner, overrides: Record<string, unknown> = {}) => {
  const res = await who.post('/api/vessels', validVessel({ imo: nextImo(), ...overrides }));
  expect(res.status, res.text).toBe(201);
  return res.json.vessel as { id: string; name: string; imo: string };
};
const searchIds = async (query: string) => (await t.agent().get(`/api/vessels?${query}`)).json.items.map((v: { id: string }) => v.id);

describe('ownership', () => {
  it('lets only owners list vessels, and only the owner or an admin change one', async () => {
    expect((await charterer.post('/api/vessels', validVessel({ imo: '9812341' }))).status).toBe(403);
    const v = await create();
    expect((await otherOwner.patch(`/api/vessels/${v.id}`, validVessel({ imo: v.imo, name: 'Hijacked' }))).status).toBe(404);
    expect((await otherOwner.post(`/api/vessels/${v.id}/archive`)).status).toBe(404);
    expect((await charterer.patch(`/api/vessels/${v.id}`, validVessel())).status).toBe(403);
    const renamed = await owner.patch(`/api/vessels/${v.id}`, validVessel({ imo: v.imo, name: 'Pacific Venture II' }));
    expect(renamed.json.vessel.name).toBe('Pacific Venture II');
    const byAdmin = await admin.patch(`/api/vessels/${v.id}`, validVessel({ imo: v.imo, name: 'Pacific Venture III' }));
    expect(byAdmin.status).toBe(200);
    const [row] = await t.db.select().from(vessels).where(eq(vessels.id, v.id));
    expect(row).toMatchObject({ name: 'Pacific Venture III', ownerId: owner.id, ratePerDay: 1_675_000 });
  });

  it('keeps an owner from lifting a suspension by editing', async () => {
    const v = await create();
    await admin.post(`/api/admin/vessels/${v.id}/suspend`, { reason: 'Class certificate withdrawn' });
    const [row] = await t.db.select().from(vessels).where(eq(vessels.id, v.id));
    const edited = await owner.patch(`/api/vessels/${v.id}`, validVessel({ imo: row.imo, status: 'available' }));
    expect(edited.json.vessel.status).toBe('suspended');
  });
});

describe('archiving', () => {
  it('answers 409, a declared status, to archiving twice or restoring a vessel that is not archived (#24)', async () => {
    const v = await create();
    const restoreActive = await owner.post(`/api/vessels/${v.id}/restore`);
    expect([restoreActive.status, restoreActive.json.error.message]).toEqual([409, 'This vessel is not archived']);
    expect((await owner.post(`/api/vessels/${v.id}/archive`)).status).toBe(200);
    const again = await owner.post(`/api/vessels/${v.id}/archive`);
    expect([again.status, again.json.error.message]).toEqual([409, 'This vessel is already archived']);
    expect((await owner.post(`/api/vessels/${v.id}/restore`)).status).toBe(200);
  });
});

describe('visibility', () => {
  it('shows a vessel publicly only when its owner is verified and it is not suspended, archived or uninsured', async () => {
    const unverified = await t.signedIn('owner');
    const hidden = await create(unverified);
    const fleet = await unverified.get('/api/owner/vessels');
    expect(fleet.json.items[0]).toMatchObject({ public: false, hiddenReasons: [expect.stringMatching(/not verified/)] });
    expect(await searchIds('')).not.toContain(hidden.id);
    expect((await t.agent().get(`/api/vessels/${hidden.id}`)).status).toBe(404);
    expect((await unverified.get(`/api/vessels/${hidden.id}`)).json.visibility.public).toBe(false);

    expect((await approveFile(admin, await submitFile(unverified), '2099-06-30')).status).toBe(200);
    expect(await searchIds('')).toContain(hidden.id);
    expect((await t.agent().get(`/api/vessels/${hidden.id}`)).status).toBe(200);

    await unverified.post(`/api/vessels/${hidden.id}/archive`);
    expect(await searchIds('')).not.toContain(hidden.id);
    expect((await unverified.get('/api/owner/vessels')).json.items[0].hiddenReasons).toEqual(['You archived this vessel.']);
    await unverified.post(`/api/vessels/${hidden.id}/restore`);

    await t.db.update(vessels).set({ piExpiry: '2020-01-01' }).where(eq(vessels.id, hidden.id));
    expect(await searchIds('')).not.toContain(hidden.id);

    await t.db.update(vessels).set({ piExpiry: null, status: 'suspended' }).where(eq(vessels.id, hidden.id));
    expect(await searchIds('')).not.toContain(hidden.id);
    await t.db.update(profiles).set({ verified: false }).where(eq(profiles.id, unverified.id));
  });
});

describe('availability search', () => {
  it('drops a vessel whose pending, confirmed or active charter overlaps the dates, and keeps it otherwise', async () => {
    const v = await create(owner, { type: 'tanker', openPort: 'NLRTM' });
    const query = `type=tanker&from=2027-03-01&to=2027-03-31`;
    expect(await searchIds(query)).toContain(v.id);
    const [row] = await t.db
      .insert(charters)
      .values({
        vesselId: v.id,
        ownerId: owner.id,
        chartererId: charterer.id,
        startDate: '2027-03-20',
        endDate: '2027-04-15',
        status: 'confirmed',
        totalAmount: 100,
      })
      .returning();
    expect(await searchIds(query)).not.toContain(v.id);
    expect(await searchIds('type=tanker&from=2027-04-16&to=2027-05-01')).toContain(v.id);
    expect(await searchIds('type=tanker&from=2027-04-15&to=2027-04-15')).not.toContain(v.id); // the last day counts
    await t.db.update(charters).set({ status: 'cancelled' }).where(eq(charters.id, row.id));
    expect(await searchIds(query)).toContain(v.id);
    await t.db.update(charters).set({ status: 'pending' }).where(eq(charters.id, row.id));
    expect(await searchIds(query)).not.toContain(v.id);
  });

  it('answers right on every run of a prepared search shape, and PostgreSQL runs it on its generic plan', async () => {
    const v = await create(owner, { type: 'roro', openPort: 'NLRTM' });
    await t.db.insert(charters).values({
      vesselId: v.id,
      ownerId: owner.id,
      chartererId: charterer.id,
      startDate: '2027-08-10',
      endDate: '2027-08-20',
      status: 'confirmed',
      totalAmount: 100,
    });
    // More runs than PostgreSQL's five custom plans, alternating booked and free ranges of one shape.
    for (let day = 1; day <= 16; day += 1) {
      const from = `2027-08-${String(day).padStart(2, '0')}`;
      const booked = day + 3 >= 10 && day <= 20;
      const ids = await searchIds(`type=roro&from=${from}&to=2027-08-${String(day + 3).padStart(2, '0')}`);
      expect(ids.includes(v.id), from).toBe(!booked);
    }
    // The search's own connections always run the generic plan; other queries keep plans made for their values.
    const planMode = { name: 'plan_mode_check', text: "select current_setting('plan_cache_mode') as mode", values: [] };
    const [search] = await runNamedStatement<{ mode: string }>(t.db, planMode);
    const { rows } = (await t.db.execute(sql`select current_setting('plan_cache_mode') as mode`)) as { rows: { mode: string }[] };
    expect(search.mode).toBe(process.env.TEST_DATABASE_URL ? 'force_generic_plan' : 'auto');
    expect(rows[0].mode).toBe('auto');
  });

  it('makes overlapping firm charters of one vessel impossible', async () => {
    const v = await create();
    const base = { vesselId: v.id, ownerId: owner.id, chartererId: charterer.id, totalAmount: 100, status: 'active' as const };
    await t.db.insert(charters).values({ ...base, startDate: '2027-06-01', endDate: '2027-06-30' });
    expect(await refusalOf(t.db.insert(charters).values({ ...base, startDate: '2027-06-30', endDate: '2027-07-10', status: 'confirmed' }))).toEqual({
      code: EXCLUSION_VIOLATION,
      message: 'conflicting key value violates exclusion constraint "charters_no_double_booking"',
    });
  });

  it('filters by port, country, size, charter type, rate and text, and sorts', async () => {
    const small = await create(owner, {
      name: 'Little Auk',
      type: 'general',
      deadweightT: 4000,
      openPort: 'GRPIR',
      charterTypes: ['voyage'],
      rateUsdPerDay: 5000,
    });
    const big = await create(owner, {
      name: 'Great Auk',
      type: 'general',
      deadweightT: 40000,
      openPort: 'GRPIR',
      charterTypes: ['time'],
      rateUsdPerDay: 25000,
    });
    expect(await searchIds('port=GRPIR&type=general')).toEqual(expect.arrayContaining([small.id, big.id]));
    expect(await searchIds('country=GR&type=general')).toEqual(expect.arrayContaining([small.id, big.id]));
    expect(await searchIds('location=piraeus&type=general')).toEqual(expect.arrayContaining([small.id, big.id]));
    expect(await searchIds('type=general&minSize=10000')).toEqual([big.id]);
    expect(await searchIds('type=general&charterType=voyage')).toEqual([small.id]);
    expect(await searchIds('type=general&maxRate=10000')).toEqual([small.id]);
    expect(await searchIds('q=great%20auk')).toEqual([big.id]);
    // A result carries what a card shows, each in its JSON type: money in minor units, dates as dates.
    const [card] = (await t.agent().get('/api/vessels?q=great%20auk')).json.items;
    expect(card).toEqual({
      id: big.id,
      name: 'Great Auk',
      type: 'general',
      imo: expect.stringMatching(/^\d{7}$/),
      flag: 'LR',
      buildYear: 2015,
      lengthM: 189.99,
      deadweightT: 40000,
      capacity: 72000,
      openPort: 'GRPIR',
      openPortName: expect.stringMatching(/Piraeus/i),
      openPortCountry: 'Greece',
      openDate: '2027-01-10',
      ratePerDay: 2_500_000,
      rateCurrency: 'USD',
      charterTypes: ['time'],
      status: 'available',
      ownerCompany: expect.any(String),
      ownerVerified: true,
      ownerId: expect.any(String),
      ownerRatingAverage: null,
      ownerRatingCount: 0,
      photo: null,
      picture: null,
      heldToday: false,
      documentsVerified: false, // no certificate verified yet
    });
    expect(await searchIds('type=general&sort=rate')).toEqual([small.id, big.id]);
    expect(await searchIds('type=general&sort=size')).toEqual([big.id, small.id]);
    const bad = await t.agent().get('/api/vessels?from=2027-05-10&to=2027-05-01');
    expect(bad.status).toBe(400);
    expect(bad.json.error.fields.to).toBe('The end date must be on or after the start date');
  });

  it('pages through results twelve at a time, newest first, none twice, and sorts by year built', async () => {
    const made = [];
    for (let i = 0; i < 14; i++) made.push(await create(owner, { name: `Pager ${String(i).padStart(2, '0')}`, buildYear: 2000 + ((i * 5) % 14) }));
    const page = async (n: number, sort = 'newest') => (await t.agent().get(`/api/vessels?q=pager&sort=${sort}&page=${n}`)).json;
    const [first, second, third] = [await page(1), await page(2), await page(3)];
    expect(first).toMatchObject({ page: 1, pageSize: 12, hasMore: true });
    expect(first.items).toHaveLength(12);
    expect(second).toMatchObject({ page: 2, hasMore: false });
    expect(second.items).toHaveLength(2);
    expect(third.items).toEqual([]);
    const paged = [...first.items, ...second.items].map((v: { id: string }) => v.id);
    expect(paged).toEqual(made.map((v) => v.id).reverse());
    const byYear = [...(await page(1, 'year')).items, ...(await page(2, 'year')).items].map((v: { buildYear: number }) => v.buildYear);
    expect(byYear).toEqual([...byYear].sort((a, b) => b - a));
    expect(new Set(byYear).size).toBe(14);
  });
});

describe('bad input', () => {
  it('answers each bad field with a clear message and saves nothing', async () => {
    const listed = await create();
    const before = (await t.db.select().from(vessels)).length;
    const res = await owner.post(
      '/api/vessels',
      validVessel({
        imo: '8814274',
        lengthM: -5,
        deadweightT: 0,
        buildYear: new Date().getFullYear() + 1,
        openPort: 'XXXXX',
        charterTypes: [],
        flag: 'ZZ',
      }),
    );
    expect(res.status).toBe(400);
    expect(res.json.error.fields).toMatchObject({
      imo: 'This IMO number fails its check digit: check it against the ship’s certificates',
      lengthM: 'Length overall must be greater than 0',
      deadweightT: 'Deadweight must be greater than 0',
      buildYear: 'Year built cannot be in the future',
      charterTypes: 'Offer at least one charter type',
      flag: 'Choose the flag state',
    });
    const unknownPort = await owner.post('/api/vessels', validVessel({ imo: '9812341', openPort: 'XXXXX' }));
    expect(unknownPort.json.error.fields.openPort).toMatch(/Choose the open port/);
    const taken = await owner.post('/api/vessels', validVessel({ imo: listed.imo }));
    expect(taken.status).toBe(409);
    expect(taken.json.error.fields.imo).toMatch(/already listed/);
    expect(await t.db.select().from(vessels)).toHaveLength(before);
  });
});

describe('photos', () => {
  const upload = (who: typeof owner, vesselId: string, data: Buffer, name = 'ship.jpg', type = 'image/jpeg') => {
    const form = new FormData();
    form.append('file', new File([new Uint8Array(data)], name, { type }));
    return t.app.request(`/api/vessels/${vesselId}/photos`, {
      method: 'POST',
      body: form,
      headers: { origin: ORIGIN, cookie: [...who.jar].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
  };
  const jpeg = readFileSync(path.join(import.meta.dirname, '../../test/fixtures/ship.jpg'));

  it('stores a photo with a thumbnail, serves it with caching headers, and shows it in search', async () => {
    const v = await create(owner, { name: 'Photogenic', type: 'container', capacity: 2500 });
    const res = await upload(owner, v.id, jpeg);
    expect(res.status).toBe(201);
    const { photo } = await res.json();
    const full = await t.app.request(photo.url);
    expect(full.status).toBe(200);
    // `url` is the widest rendition in the original's format (JPEG here), which any browser shows.
    expect(full.headers.get('content-type')).toBe('image/jpeg');
    expect(full.headers.get('cache-control')).toContain('immutable');
    expect(full.headers.get('x-content-type-options')).toBe('nosniff');
    expect(full.headers.get('content-disposition')).toMatch(/^inline/);
    const thumb = await t.app.request(photo.thumbUrl);
    expect(thumb.status).toBe(200);
    const results = (await t.agent().get('/api/vessels?q=photogenic')).json.items;
    expect(results[0].photo).toBe(photo.thumbUrl);
    // The card's picture, built by the search's SQL, is the photo as the upload answered it.
    expect(results[0].picture).toEqual({ url: photo.url, width: photo.width, height: photo.height, variants: photo.variants });

    expect((await owner.del(`/api/vessels/${v.id}/photos/${photo.id}`)).status).toBe(204);
    expect((await t.app.request(photo.url)).status).toBe(404);
    expect(photo.variants.length).toBeGreaterThan(0);
    for (const variant of photo.variants) expect(`${variant.url}: ${(await t.app.request(variant.url)).status}`).toBe(`${variant.url}: 404`);
  });

  it('refuses a file that is not an image whatever its name, one too big, and another owner’s upload', async () => {
    const v = await create();
    const fake = await upload(owner, v.id, Buffer.from('%PDF-1.7 this is a charter party, not a photo'), 'ship.jpg', 'image/jpeg');
    expect(fake.status).toBe(400);
    expect((await fake.json()).error.fields.file).toBe('This file is not a photo: upload a JPEG, PNG or WebP image');
    const huge = await upload(owner, v.id, Buffer.alloc(11 * 1024 * 1024, 1));
    expect(huge.status).toBe(400);
    expect((await huge.json()).error.message).toBe('Photos must be at most 10 MB');
    expect((await upload(otherOwner, v.id, jpeg)).status).toBe(404);
    expect(await t.db.select().from(vesselPhotos).where(eq(vesselPhotos.vesselId, v.id))).toHaveLength(0);
  });
});

describe('ports and open positions', () => {
  it('finds ports by code, name or country', async () => {
    const byCode = (await t.agent().get('/api/ports?q=nl%20rtm')).json.items;
    expect(byCode[0]).toMatchObject({ locode: 'NLRTM', name: 'Rotterdam' });
    const byName = (await t.agent().get('/api/ports?q=piraeus')).json.items;
    expect(byName[0].locode).toBe('GRPIR');
    const byCountry = (await t.agent().get('/api/ports?q=norway')).json.items;
    expect(byCountry).toHaveLength(10); // Norway has more than ten seaports: the list is cut at ten
    expect(new Set(byCountry.map((p: { countryCode: string }) => p.countryCode))).toEqual(new Set(['NO']));
  });

  it('groups public vessels by open port for the map', async () => {
    const atRotterdam = async () =>
      ((await t.agent().get('/api/vessels/open-positions')).json.ports as { locode: string; vessels: number; lat: number }[]).find(
        (p) => p.locode === 'NLRTM',
      );
    const before = (await atRotterdam())?.vessels ?? 0;
    await create(owner, { openPort: 'NLRTM' });
    await create(await t.signedIn('owner'), { openPort: 'NLRTM' }); // unverified owner: not on the map
    const rotterdam = await atRotterdam();
    expect(rotterdam).toMatchObject({ name: 'Rotterdam', vessels: before + 1 });
    expect(rotterdam!.lat).toBeCloseTo(51.92, 1);
  });
});
