import { eq } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { profiles, sanctionsCases } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';
import { applyList } from './load';
import { parseUk } from './parsers/uk';

// An admin loads a list with the embedded database while the server is stopped (the command and the server cannot
// share its folder, decision 029): the re-screening it queued must run as soon as the server starts again.

let t: TestApp;
afterAll(() => t?.close());

const ukList = (row: string) =>
  ['Last Updated,28/11/2026', 'Name 6,Name 1,Name 2,Name 3,Name 4,Name 5,Other Information,Group Type,Alias Type,Regime,Group ID', row].join('\n');

it('screens again within five seconds of the next start after a list was loaded while the server was stopped', async () => {
  t = await createTestApp({}, { durable: true });
  const company = await t.signedIn('charterer', { verified: true });
  await t.db.update(profiles).set({ companyName: 'Brackwater Lighterage Ltd' }).where(eq(profiles.id, company.id));
  await t.deps.jobs.stop();
  // Loaded as `npm run sanctions:load` does, its re-screening queued in the same transaction and not yet run.
  await applyList(t.db, parseUk(ukList('BRACKWATER LIGHTERAGE,,,,,,Fictional test entry,Entity,Primary name,Test Regime,99300')), {
    sourceFile: 'ConList.csv',
    now: t.deps.clock.now(),
    actor: null,
  });
  await t.restart();
  const started = Date.now();
  const casesOn = () => t.db.select().from(sanctionsCases).where(eq(sanctionsCases.subjectId, company.id));
  t.deps.jobs.start();
  try {
    while ((await casesOn()).length === 0 && Date.now() - started < 5_000) await new Promise((r) => setTimeout(r, 50));
  } finally {
    await t.deps.jobs.stop();
  }
  expect(Date.now() - started).toBeLessThan(5_000);
  const cases = await casesOn();
  expect(cases).toHaveLength(1);
  expect(cases[0]).toMatchObject({ subjectType: 'company', listId: 'uk-consolidated', entryRef: '99300', occasion: 'list_update', status: 'open' });
}, 180_000);
