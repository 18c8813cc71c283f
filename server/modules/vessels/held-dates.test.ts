import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayFrom, dealParties, firm, instantIn, openDeal, voyageTerms } from '../../test/deal-input';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Booked = { start: string; end: string; state: string };

/**
 * Issue #25: a ship on subjects or fixed is not "available" for those dates. The public reads every held day as
 * "Unavailable" (never "Pending request", never the deal's stage); the owner and admins read "On subjects" or "Fixed".
 * A voyage with laycan from `from` for 20 voyage days holds from the laycan's first day to its last plus 20 days.
 */
async function heldDeal(p: Awaited<ReturnType<typeof dealParties>>, from: number, subjects: boolean) {
  const id = await openDeal(t, p, voyageTerms(t, { laycanFrom: dayFrom(t, from), laycanTo: dayFrom(t, from + 5) }));
  const subjectList = subjects ? [{ text: 'Charterers’ board approval', party: 'charterer', liftBy: instantIn(t, 48 * 60) }] : [];
  await p.owner.post(
    `/api/deals/${id}/offers`,
    firm(t, voyageTerms(t, { laycanFrom: dayFrom(t, from), laycanTo: dayFrom(t, from + 5) }), { subjects: subjectList }),
  );
  const accepted = await p.charterer.post(`/api/deals/${id}/accept`);
  expect(accepted.json.deal.stage).toBe(subjects ? 'on_subjects' : 'fixed');
  return id;
}

const search = async (name: string, from: string, to: string) =>
  (await t.agent().get(`/api/vessels?q=${encodeURIComponent(name)}&from=${from}&to=${to}`)).json.items.map((v: { id: string }) => v.id);

describe('held dates on a vessel’s page and in search', () => {
  // Expected states by viewer, written from the issue: the public never learns the stage.
  const table = [
    { stage: 'on subjects', subjects: true, publicState: 'unavailable', ownerState: 'on_subjects' },
    { stage: 'fixed', subjects: false, publicState: 'unavailable', ownerState: 'fixed' },
  ];
  for (const row of table) {
    it(`a ship ${row.stage} is unavailable for those dates to the public, ${row.ownerState} to its owner and admins`, async () => {
      const p = await dealParties(t);
      await heldDeal(p, 30, row.subjects);
      const [start, end] = [dayFrom(t, 30), dayFrom(t, 55)];

      // Search over the held days leaves it out; days after the voyage find it.
      expect(await search('Aegean Spirit', dayFrom(t, 40), dayFrom(t, 45))).not.toContain(p.vesselId);
      expect(await search('Aegean Spirit', dayFrom(t, 30), dayFrom(t, 30))).not.toContain(p.vesselId);
      expect(await search('Aegean Spirit', dayFrom(t, 56), dayFrom(t, 60))).toContain(p.vesselId);

      for (const viewer of [t.agent(), p.charterer, await t.signedIn('charterer', { verified: true })]) {
        const booked: Booked[] = (await viewer.get(`/api/vessels/${p.vesselId}`)).json.booked;
        expect(booked).toEqual([{ start, end, state: row.publicState }]);
        expect(JSON.stringify(booked)).not.toMatch(/subjects|pending|firm|fixed/i);
      }
      const admin = await t.signedIn('admin');
      for (const viewer of [p.owner, admin]) {
        expect((await viewer.get(`/api/vessels/${p.vesselId}`)).json.booked).toEqual([{ start, end, state: row.ownerState }]);
      }
    });
  }

  it('a ship held on the map’s dates is not an open position then; on other dates it is', async () => {
    const p = await dealParties(t);
    const openAt = (await p.owner.get(`/api/vessels/${p.vesselId}`)).json.vessel.openPort as string;
    const count = async (from: number, to: number) =>
      (
        (await t.agent().get(`/api/vessels/open-positions?from=${dayFrom(t, from)}&to=${dayFrom(t, to)}`)).json.ports as {
          locode: string;
          vessels: number;
        }[]
      ).find((port) => port.locode === openAt)?.vessels ?? 0;
    const [beforeHeld, beforeAfter] = [await count(40, 45), await count(56, 60)];
    await heldDeal(p, 30, true);
    // One ship fewer at its open port over its held days (on subjects), the same count after its voyage.
    expect([await count(40, 45), await count(56, 60)]).toEqual([beforeHeld - 1, beforeAfter]);
    const bad = await t.agent().get(`/api/vessels/open-positions?from=${dayFrom(t, 45)}&to=${dayFrom(t, 40)}`);
    expect([bad.status, bad.json.error.fields?.to]).toEqual([400, 'The end date must be on or after the start date']);
  });

  it('without dates the map counts for today: a ship on subjects for a laycan covering today is not open (#25)', async () => {
    const p = await dealParties(t);
    const openAt = (await p.owner.get(`/api/vessels/${p.vesselId}`)).json.vessel.openPort as string;
    const countToday = async () =>
      ((await t.agent().get('/api/vessels/open-positions')).json.ports as { locode: string; vessels: number }[]).find(
        (port) => port.locode === openAt,
      )?.vessels ?? 0;
    const before = await countToday();
    expect(before).toBeGreaterThanOrEqual(1); // this ship, open at its port
    await heldDeal(p, 0, true); // on subjects, the laycan opening today
    expect(await countToday()).toBe(before - 1);
    // Dates after the voyage (laycan of 5 days and 20 voyage days) find it open there again.
    const later = dayFrom(t, 26);
    const ports = (await t.agent().get(`/api/vessels/open-positions?from=${later}&to=${later}`)).json.ports as { locode: string; vessels: number }[];
    expect(ports.find((port) => port.locode === openAt)?.vessels).toBeGreaterThanOrEqual(1);
  });

  it('a ship held today is not called available on its page or in its search card', async () => {
    const p = await dealParties(t);
    const card = async () => (await t.agent().get('/api/vessels?q=Aegean%20Spirit')).json.items.find((v: { id: string }) => v.id === p.vesselId);
    expect((await card()).heldToday).toBe(false);
    expect((await t.agent().get(`/api/vessels/${p.vesselId}`)).json.heldToday).toBe(false);
    await heldDeal(p, 1, true);
    // The owner blocks today as well: a block holds today like a deal does.
    expect(
      (await p.owner.post(`/api/vessels/${p.vesselId}/blocks`, { start: dayFrom(t, 0), end: dayFrom(t, 0), reason: 'maintenance' })).status,
    ).toBe(201);
    expect((await card()).heldToday).toBe(true);
    expect((await t.agent().get(`/api/vessels/${p.vesselId}`)).json.heldToday).toBe(true);
  });
});
