import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localTime } from '../../../common/time-zones';
import { checkLedger } from '../../lib/ledger';
import { loadCurrentUser } from '../../modules/accounts/service';
import { readHire } from '../../modules/hire/service';
import { readLaytime } from '../../modules/laytime/service';
import { createTestApp, type TestApp } from '../../test/harness';
import { contracts, deals, payments, vessels } from '../schema';
import { seedDemoDataIfEmpty } from './demo';

// #30's demo: the fixed voyage after the fact. Thira Star's steel coils, Genoa to Mersin, under SHEX.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoDataIfEmpty(t.db, { provider: t.deps.payments, webhookSecret: t.deps.config.payments.webhookSecret, storage: t.deps.storage });
  await t.deps.jobs.runDue(); // the provider's webhooks, as the server's runner would deliver them
}, 120_000);
afterAll(() => t.close());

async function thiraStar() {
  const [ship] = await t.db.select().from(vessels).where(eq(vessels.name, 'Thira Star'));
  const [deal] = await t.db
    .select()
    .from(deals)
    .where(and(eq(deals.vesselId, ship.id), eq(deals.stage, 'fixed')));
  const owner = (await loadCurrentUser(t.db, ship.ownerId))!;
  return { deal, owner };
}

describe('the demo voyage after the fixture', () => {
  it('has statements of facts at both ports, each over a weekend with rain, on the ports’ own clocks', async () => {
    const { deal, owner } = await thiraStar();
    const view = await readLaytime({ db: t.db, clock: t.deps.clock }, owner, deal.id);
    const [load, discharge] = view.calls;
    expect([load.latest?.timeZone, discharge.latest?.timeZone]).toEqual(['Europe/Rome', 'Europe/Istanbul']);
    const weekday = (iso: string, zone: string) => localTime(Date.parse(iso), zone).weekday;
    // Genoa: notice on a Friday, completed on the Monday; Mersin: notice on a Thursday, completed on the Saturday.
    expect([weekday(load.latest!.facts.norTendered, 'Europe/Rome'), weekday(load.latest!.facts.completed, 'Europe/Rome')]).toEqual([5, 1]);
    expect(load.latest!.facts.interruptions.map((i) => i.kind)).toEqual(['rain']);
    expect(discharge.latest!.facts.interruptions.map((i) => i.kind)).toEqual(['breakdown', 'rain']);
  });

  it('has its laytime sheet agreed by both, its demurrage settled into escrow and held there', async () => {
    const { deal, owner } = await thiraStar();
    const view = await readLaytime({ db: t.db, clock: t.deps.clock }, owner, deal.id);
    expect(view.agreement.agreed).toBe(true);
    // Worked by hand. Genoa: 11,000 t at 10,000 t/day = 26 h 24 m allowed. Loading began Friday 14:00, before the
    // 12 hours' turn time ended, so it counts from then: 20 h to Saturday 10:00, rain to 14:00 excepted (weather
    // working days), 6 h 24 m more to 20:24, then on demurrage to Monday 18:00 (Sunday counts once on demurrage):
    // 3 h 36 m + 24 h + 18 h = 45 h 36 m. Mersin: 11,000 t at 8,000 t/day = 33 h allowed, from Thursday 13:00:
    // 20 h to Friday 09:00, the ship's crane broken to 12:00 (owners' time), 13 h more to Saturday 01:00, then on
    // demurrage to 11:00, rain and all: 10 h. 55 h 36 m = 3,336 minutes at USD 12,000/day = USD 27,800.00.
    expect(view.sheet?.demurrageMinutes).toBe(3_336);
    expect(view.sheet?.demurrage).toBe(2_780_000);
    const rows = await t.db.select().from(payments).where(eq(payments.dealId, deal.id));
    const demurrage = rows.filter((p) => p.kind === 'demurrage');
    expect(demurrage.map((p) => [p.amount, p.status, p.label])).toEqual([
      [2_780_000, 'held', 'Demurrage, 2 d 7 h 36 m at $12,000.00/day (agreed laytime sheet)'],
    ]);
    // The freight was paid into escrow too, and the charter party behind it all is signed and sealed.
    expect(rows.filter((p) => p.status !== 'held')).toEqual([]);
    const [contract] = await t.db.select().from(contracts).where(eq(contracts.dealId, deal.id));
    expect(contract.sealedVersion).toBe(1);
    const check = await checkLedger(t.db);
    for (const c of check.currencies) expect(c).toEqual({ currency: c.currency, posted: 0, pending: 0, negativeGuarded: 0 });
    expect(check.currencies.length).toBeGreaterThan(0);
  });
});

describe('the demo time charter as it runs', () => {
  it('has a hire statement with an off-hire accepted (deducted) and one disputed (not)', async () => {
    const [ship] = await t.db.select().from(vessels).where(eq(vessels.name, 'Kalliope'));
    const [deal] = await t.db
      .select()
      .from(deals)
      .where(and(eq(deals.vesselId, ship.id), eq(deals.stage, 'fixed')));
    const owner = (await loadCurrentUser(t.db, ship.ownerId))!;
    const view = await readHire({ db: t.db, clock: t.deps.clock }, owner, deal.id);
    expect(view.facts?.facts.delivery.place).toBe('Qingdao');
    expect(view.offHires.map((o) => [o.reason, o.answer?.answer])).toEqual([
      ['Main engine breakdown, drifting off Busan', 'accepted'],
      ['Deviation to Kaohsiung to land a sick crew member', 'disputed'],
    ]);
    // The breakdown: 30 hours = 1.25 days at Kalliope's USD 18,500 a day = USD 23,125.00 off hire; the deviation's
    // 14 hours are shown but not deducted while disputed.
    const offHire = view.statement!.lines.filter((l) => l.kind === 'off_hire');
    expect(offHire.map((l) => [l.amount, l.owedTo])).toEqual([[2_312_500, 'charterers']]);
  });
});
