import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayFrom } from '../../test/deal-input';
import { createTestApp, type TestApp } from '../../test/harness';
import { evidencePdf } from '../../test/payment-input';
import { imoSequence, validVessel } from '../../test/vessel-input';

const DAY = 86_400_000;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const nextImo = imoSequence(937_102);
type Agent = Awaited<ReturnType<TestApp['signedIn']>>;

/** The certificates every ship that is not a tanker needs verified and unexpired (#29), written for this test. */
const required = ['pi_entry', 'class', 'smc', 'issc', 'iopp', 'registry'];

async function verified(owner: Agent, admin: Agent, vesselId: string, kind: string, expiresOn: string) {
  const up = await owner.upload(`/api/vessels/${vesselId}/certificates`, 'file', evidencePdf, `${kind}.pdf`, { kind, expiresOn });
  if (up.status !== 201) throw new Error(up.text);
  const ok = await admin.post(`/api/admin/ship-certificates/${up.json.certificate.id}/approve`, { expiresOn });
  if (ok.status !== 200) throw new Error(ok.text);
}

/** The ship's card in a stranger's search, found by its IMO number. */
async function card(imo: string) {
  const res = await t.agent().get(`/api/vessels?q=${imo}`);
  expect(res.status).toBe(200);
  expect(res.json.items).toHaveLength(1);
  return res.json.items[0] as { imo: string; documentsVerified: boolean };
}

describe('"Documents verified" on a search result (#29)', () => {
  it('shows while every required certificate is verified and unexpired, and goes the day one lapses', async () => {
    const owner = await t.signedIn('owner', { verified: true });
    const admin = await t.signedIn('admin');
    const [full, short] = [nextImo(), nextImo()];
    const ids: string[] = [];
    for (const imo of [full, short]) {
      const created = await owner.post('/api/vessels', validVessel({ imo, type: 'bulkCarrier' }));
      expect(created.status).toBe(201);
      ids.push(created.json.vessel.id);
    }
    // The first ship: all six, the ISSC expiring in 20 days. The second: all but the IOPP.
    for (const kind of required) await verified(owner, admin, ids[0], kind, dayFrom(t, kind === 'issc' ? 20 : 700));
    for (const kind of required.filter((k) => k !== 'iopp')) await verified(owner, admin, ids[1], kind, dayFrom(t, 700));

    expect((await card(full)).documentsVerified).toBe(true);
    expect((await card(short)).documentsVerified).toBe(false);

    // The day before the ISSC's expiry date it still counts; on that date it no longer does (the ship stays listed:
    // only a lapsed P&I or class certificate takes her off the market).
    t.deps.clock.advance(19 * DAY);
    expect((await card(full)).documentsVerified).toBe(true);
    t.deps.clock.advance(DAY);
    expect((await card(full)).documentsVerified).toBe(false);
  });
});
