import { eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { charters, notifications, profiles } from '../schema';
import { seedDemoDataIfEmpty } from './demo';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoDataIfEmpty(t.db);
});
afterAll(() => t.close());

describe('the demo data', () => {
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

  it('announces nothing the product cannot do yet', async () => {
    const all = await t.db.select().from(notifications);
    expect(all).toHaveLength(6);
    // Escrow, charter parties and offers with deadlines arrive with later work; until then no demo message claims them.
    expect(all.filter((n) => /escrow|charter party|sign|offer|lapse/i.test(`${n.title} ${n.message}`)).map((n) => n.title)).toEqual([]);
  });
});
