import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { vesselBlocks, vessels } from '../../db/schema';
import { validCargo } from '../../test/cargo-input';
import { dayFrom } from '../../test/deal-input';
import { createTestApp, type TestApp } from '../../test/harness';
import { imoSequence, validVessel } from '../../test/vessel-input';
import { heldPeriodsOf, shipColumns } from './candidates';

// A ship free on the laycan but committed before the voyage would be over is no fit: an offer of her would be refused
// (server/modules/charters/cargo-offer.ts holds the laycan plus the voyage's days).

let t: TestApp;
let wheat: string;
let ship: string;
let owner: Awaited<ReturnType<TestApp['signedIn']>>;
let charterer: Awaited<ReturnType<TestApp['signedIn']>>;

beforeAll(async () => {
  t = await createTestApp();
  charterer = await t.signedIn('charterer', { verified: true });
  owner = await t.signedIn('owner', { verified: true });
  // 50,000 t wheat Santos → Qingdao (about 11,000 nm by the Cape: some six weeks), laycan 30–35 days out.
  const res = await charterer.post('/api/cargoes', validCargo(t));
  expect(res.status, res.text).toBe(201);
  wheat = res.json.cargo.id;
  const v = await owner.post(
    '/api/vessels',
    validVessel({ name: 'Busy Later', imo: imoSequence(932_400)(), openPort: 'BRSSZ', openDate: dayFrom(t, 28) }),
  );
  expect(v.status, v.text).toBe(201);
  ship = v.json.vessel.id;
  // Free on the laycan (30–35 days out), in drydock ten days after it closes.
  await t.db
    .insert(vesselBlocks)
    .values({ vesselId: ship, startDate: dayFrom(t, 45), endDate: dayFrom(t, 50), reason: 'drydock', createdBy: 'test' });
});
afterAll(() => t.close());

type Row = { vessel: { name: string }; fits: boolean; checks: { key: string; level: string; text: string }[] };

it('fails a ship held ten days after the laycan closes, saying until when the voyage would hold her', async () => {
  const res = await charterer.get(`/api/cargoes/${wheat}/matches`);
  expect(res.status, res.text).toBe(200);
  const [row] = res.json.items as Row[];
  expect([row.vessel.name, row.fits]).toEqual(['Busy Later', false]);
  const held = row.checks.filter((c) => c.level === 'fail').map((c) => c.text);
  expect(held).toHaveLength(1);
  expect(held[0]).toMatch(
    /^Already committed \d{1,2} \w{3} \d{4} to \d{1,2} \w{3} \d{4} \(another fixture, a deal on subjects or a block\): this voyage would hold her until about /,
  );
});

it('reads her holds from the database as first and last days', async () => {
  // The same column the candidate query reads.
  const [{ booked }] = await t.db.select({ booked: shipColumns.booked }).from(vessels).where(eq(vessels.id, ship));
  expect(heldPeriodsOf(booked)).toEqual([{ from: dayFrom(t, 45), to: dayFrom(t, 50) }]);
  expect(heldPeriodsOf('{[2027-01-10,2027-01-21),[2027-03-01,2027-03-02)}')).toEqual([
    { from: '2027-01-10', to: '2027-01-20' },
    { from: '2027-03-01', to: '2027-03-01' },
  ]);
  expect(heldPeriodsOf('{}')).toEqual([]);
});
