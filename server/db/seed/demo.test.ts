import { createHash } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { alias } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dealStages } from '../../../common/charters/deal-process';
import { createTestApp, type TestApp } from '../../test/harness';
import { balanceOf } from '../../lib/ledger';
import { charters, contracts, deals, notifications, paymentReceipts, payments, payoutAccounts, profiles, vesselPhotos, vessels } from '../schema';
import { seedDemoDataIfEmpty } from './demo';
import { demoVessels } from './demo-data';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoDataIfEmpty(t.db, { provider: t.deps.payments, webhookSecret: t.deps.config.payments.webhookSecret, storage: t.deps.storage });
  await t.deps.jobs.runDue(); // the provider's webhooks, as the server's runner would deliver them moments later
  await t.deps.jobs.runDue(); // what a started server does at once: the deadline that passed lapses
}, 120_000);
afterAll(() => t.close());

describe('the demo data', () => {
  it('shows deals in every stage, each made through the services', async () => {
    const stages = (await t.db.select({ stage: deals.stage }).from(deals)).map((d) => d.stage);
    expect(stages).toHaveLength(13);
    expect([...new Set(stages)].sort()).toEqual([...dealStages].sort());
    // Every fixed deal holds a charter; the charters that went ahead are fixed deals' and nothing else.
    const fixed = await t.db.select({ id: deals.id }).from(deals).where(eq(deals.stage, 'fixed'));
    const ran = await t.db
      .select({ dealId: charters.dealId, status: charters.status })
      .from(charters)
      .where(inArray(charters.status, ['confirmed', 'active', 'completed']));
    expect(ran.map((c) => c.dealId).sort()).toEqual(fixed.map((d) => d.id).sort());
    expect(ran.map((c) => c.status).sort()).toEqual(['active', 'active', 'completed', 'completed', 'confirmed']);
  });

  it('gives no unverified company a charter that went ahead', async () => {
    const owner = alias(profiles, 'owner');
    const charterer = alias(profiles, 'charterer');
    const fixed = await t.db
      .select({ status: charters.status, ownerVerified: owner.verified, chartererVerified: charterer.verified })
      .from(charters)
      .innerJoin(owner, eq(owner.id, charters.ownerId))
      .innerJoin(charterer, eq(charterer.id, charters.chartererId))
      .where(inArray(charters.status, ['confirmed', 'active', 'completed']));
    expect(fixed).toHaveLength(5);
    expect(fixed.filter((c) => !c.ownerVerified || !c.chartererVerified)).toEqual([]);
  });

  it('gives the two listed owners payout accounts, set before their fixtures and so applied at once', async () => {
    const active = await t.db.select().from(payoutAccounts).where(eq(payoutAccounts.status, 'active'));
    expect(active.map((a) => [a.holderName, a.iban, a.bic]).sort()).toEqual([
      ['Aegean Bulk Carriers S.A.', 'GR1601101250000000012300695', 'ETHNGRAA'],
      ['Nordic Coastal Shipping AS', 'NO9386011117947', 'DNBANOKK'],
    ]);
  });

  it('announces nothing the product cannot do yet', async () => {
    const all = await t.db.select().from(notifications);
    expect(all.length).toBeGreaterThan(20);
    // Escrow is real: the notices about it are Kalliope's (its schedule drawn up when sealed, the first hire
    // instalment held in escrow, the second declined, part of the third received by bank transfer), each backed by a
    // payment in the ledger or a receipt of the escrow bank.
    const escrowNotices = all
      .filter((n) => /escrow/i.test(`${n.title} ${n.message}`))
      .map((n) => n.title)
      .sort();
    expect(escrowNotices).toEqual([
      'Money in escrow',
      'Money in escrow',
      'Part of the transfer received',
      'Payment failed',
      'Payment schedule drawn up',
      'Payment schedule drawn up',
    ]);
    const [part] = await t.db.select().from(paymentReceipts);
    const [third] = await t.db.select().from(payments).where(eq(payments.id, part.paymentId));
    expect([third.seq, third.status, part.applied, part.excess]).toEqual([3, 'pending', Math.round(third.amount * 0.4), 0]);
    const held = await t.db.select().from(payments).where(eq(payments.status, 'held'));
    expect(held).toHaveLength(1);
    // Escrow holds the first instalment; the third's transfer is on its way in (pending until all of it arrives).
    expect(await balanceOf(t.db, { kind: 'escrow', dealId: held[0].dealId, currency: held[0].currency })).toEqual({
      posted: held[0].amount,
      pendingDebits: 0,
      pendingCredits: third.amount,
    });
    // Charter parties are real: every notice about one has a contract behind it. Kalliope's: drafted and signed
    // (each told to the charterers), sealed (told to both); Nordic Fjell's: drafted (to the owners), amended and
    // signed (each to the charterers).
    const contractNotices = all
      .filter((n) => /charter party/i.test(n.title))
      .map((n) => n.title)
      .sort();
    expect(contractNotices).toEqual([
      'Charter party amended',
      'Charter party drafted',
      'Charter party drafted',
      'Charter party signed',
      'Charter party signed',
      'Charter party signed and sealed',
      'Charter party signed and sealed',
    ]);
    expect((await t.db.select().from(contracts)).map((c) => c.sealedVersion).sort()).toEqual([1, null]);
  });

  it('gives every ship a picture of its own, stored with AVIF and WebP variants as an upload is', async () => {
    const rows = await t.db
      .select({ name: vessels.name, photo: vesselPhotos })
      .from(vesselPhotos)
      .innerJoin(vessels, eq(vessels.id, vesselPhotos.vesselId));
    expect(rows.map((r) => r.name).sort()).toEqual(demoVessels.map((v) => v.name).sort());
    const widest = new Set<string>();
    for (const { name, photo } of rows) {
      // Drawn at 1600 × 1067, so stored at 480, 960 and 1600 px in AVIF, WebP and JPEG (the drawing's own format).
      expect(`${name}: ${photo.width}×${photo.height}`).toBe(`${name}: 1600×1067`);
      expect(photo.variants.map((v) => `${v.format} ${v.width}`).sort()).toEqual(
        ['avif', 'jpeg', 'webp'].flatMap((f) => [`${f} 1600`, `${f} 480`, `${f} 960`]),
      );
      const avif = (await t.deps.storage.get(photo.variants.find((v) => v.format === 'avif' && v.width === 1600)!.key))!;
      expect((await fileTypeFromBuffer(avif))?.mime).toBe('image/avif');
      expect((await sharp(avif).metadata()).width).toBe(1600);
      widest.add(createHash('sha256').update(avif).digest('hex'));
    }
    expect(widest.size).toBe(demoVessels.length); // no two ships share a picture
  });
});
