import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadPorts } from '../../db/reference-data';
import { ports, referenceData, vessels } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';
import { imoSequence, validVessel } from '../../test/vessel-input';

let t: TestApp;
let owner: Awaited<ReturnType<TestApp['signedIn']>>;
const nextImo = imoSequence(941_000);

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.signedIn('owner', { verified: true });
});
afterAll(() => t.close());

const search = async (q: string) =>
  (await t.agent().get(`/api/ports?q=${encodeURIComponent(q)}`)).json as {
    items: { locode: string; name: string }[];
    regions: { code: string; name: string }[];
  };
const first = async (q: string) => (await search(q)).items[0]?.locode;
const createVessel = async (openPort: string) => {
  const res = await owner.post('/api/vessels', validVessel({ imo: nextImo(), openPort }));
  expect(res.status, res.text).toBe(201);
  return res.json.vessel.id as string;
};
const searchIds = async (location: string) =>
  (await t.agent().get(`/api/vessels?location=${encodeURIComponent(location)}`)).json.items.map((v: { id: string }) => v.id);

describe('port search', () => {
  it('finds a port by its English or local name, with or without accents', async () => {
    expect(await first('Genoa')).toBe('ITGOA');
    expect(await first('genova')).toBe('ITGOA');
    expect(await first('Antwerp')).toBe('BEANR');
    expect(await first('Antwerpen')).toBe('BEANR');
    expect(await first('tubarao')).toBe('BRTUB');
    expect(await first('Tubarão')).toBe('BRTUB');
    expect(await first('Gothenburg')).toBe('SEGOT');
    expect(await first('Göteborg')).toBe('SEGOT');
    expect(await first('Dunkirk')).toBe('FRDKK');
    expect(await first('Leghorn')).toBe('ITLIV');
    expect(await first('Odessa')).toBe('UAODS');
    expect(await first('Odesa')).toBe('UAODS');
  });

  it('reads the short forms brokers write', async () => {
    expect(await first('Spore')).toBe('SGSIN');
    expect(await first("S'pore")).toBe('SGSIN');
    expect(await first('NOLA')).toBe('USMSY');
    expect(await first('Vizag')).toBe('INVTZ');
    expect(await first('Paradeep')).toBe('INPRT');
    expect(await first('Newcastle NSW')).toBe('AUNTL');
    expect(await first('RBCT')).toBe('ZARCB');
  });

  it('lists each port once, and reads a retired duplicate code as the port it duplicates', async () => {
    expect((await search('Qingdao')).items.map((p) => p.locode)).toEqual(['CNTAO']);
    expect(await first('CNQIN')).toBe('CNTAO');
    for (const q of ['Tubarao', 'Ponta da Madeira', 'Dampier', 'Saldanha Bay', 'Port Cartier', 'Kamsar', 'Ust-Luga'])
      expect((await search(q)).items.length, q).toBeGreaterThan(0);
  });

  it('offers the regions the text names, by code, name or the way brokers write them', async () => {
    expect((await search('US Gulf')).regions).toEqual([{ code: 'USG', name: 'US Gulf' }]);
    expect((await search('ecsa')).regions).toEqual([{ code: 'ECSA', name: 'East Coast South America' }]);
    expect((await search('UKC')).regions.map((r) => r.code)).toEqual(['CONT']);
    expect((await search('Continent')).regions.map((r) => r.code)).toEqual(['CONT']);
    expect((await search('Rotterdam')).regions).toEqual([]);
  });
});

describe('ports on an existing database', () => {
  it('gains the ports added since, corrected names, and loses retired codes once their rows are moved', async () => {
    // As an older database had them: no Tubarao, Odesa spelt the old way, Qingdao twice and a ship open at CNQIN.
    await t.db.delete(ports).where(eq(ports.locode, 'BRTUB'));
    await t.db.update(ports).set({ name: 'Odessa' }).where(eq(ports.locode, 'UAODS'));
    await t.db.insert(ports).values({ locode: 'CNQIN', name: 'Qingdao', countryCode: 'CN', countryName: 'China', lat: 36.0671, lon: 120.3826 });
    const id = await createVessel('CNTAO');
    await t.db.update(vessels).set({ openPort: 'CNQIN' }).where(eq(vessels.id, id));
    // Brought up to the same list, the start leaves the table as it is: nothing is read or written.
    await loadPorts(t.db);
    const [unchanged] = await t.db.select({ name: ports.name }).from(ports).where(eq(ports.locode, 'UAODS'));
    expect(unchanged.name).toBe('Odessa');
    // The database was last brought up to an older list: this start loads the shipped one.
    await t.db.update(referenceData).set({ fingerprint: 'the list of an older release' }).where(eq(referenceData.name, 'ports'));

    await loadPorts(t.db);

    const rows = await t.db
      .select()
      .from(ports)
      .where(inArray(ports.locode, ['BRTUB', 'UAODS', 'CNQIN', 'CNTAO']));
    expect(Object.fromEntries(rows.map((r) => [r.locode, r.name]))).toEqual({ BRTUB: 'Tubarao', UAODS: 'Odesa', CNTAO: 'Qingdao' });
    const [ship] = await t.db.select({ openPort: vessels.openPort }).from(vessels).where(eq(vessels.id, id));
    expect(ship.openPort).toBe('CNTAO');
    await loadPorts(t.db); // again, as at the next start: nothing left to do, nothing breaks
    expect((await search('Qingdao')).items.map((p) => p.locode)).toEqual(['CNTAO']);
  });
});

describe('vessel search by place', () => {
  it('finds ships open anywhere in a region named by name or code, and by a port’s other name', async () => {
    const houston = await createVessel('USHOU');
    const mobile = await createVessel('USMOB');
    const rotterdam = await createVessel('NLRTM');
    const genoa = await createVessel('ITGOA');
    for (const q of ['US Gulf', 'usg']) {
      const ids = await searchIds(q);
      expect(ids, q).toEqual(expect.arrayContaining([houston, mobile]));
      expect(ids, q).not.toContain(rotterdam);
    }
    // The open port filter takes a region chosen in the port field by its code.
    const byPortFilter = (await t.agent().get('/api/vessels?port=USG')).json.items.map((v: { id: string }) => v.id);
    expect(byPortFilter).toEqual(expect.arrayContaining([houston, mobile]));
    expect(byPortFilter).not.toContain(rotterdam);
    expect(await searchIds('Genoa')).toEqual([genoa]);
    expect(await searchIds('Continent')).toEqual([rotterdam]);
    // A country's name is that country's ports, not the region brokers also call so.
    expect(await searchIds('United States')).toEqual(expect.arrayContaining([houston, mobile]));
  });

  it('shows a ship open in a region by the region’s name on its search card', async () => {
    const res = await owner.post('/api/vessels', validVessel({ imo: nextImo(), openPort: '', openRegion: 'ECSA', name: 'Region Open' }));
    expect(res.status, res.text).toBe(201);
    const card = (await t.agent().get('/api/vessels?q=Region%20Open')).json.items[0];
    expect(card).toMatchObject({ openPort: null, openPortName: 'East Coast South America (ECSA)', openPortCountry: null });
  });
});
