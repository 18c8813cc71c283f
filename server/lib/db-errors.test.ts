import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { createTestApp, type TestApp } from '../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/**
 * The last line of defence (#24): a value that passed every schema but that PostgreSQL refuses is the caller's
 * error. Each statement below is refused by the database itself (PGlite, or PostgreSQL with TEST_DATABASE_URL)
 * with the SQLSTATE named beside it; the route is mounted on a second app over the same database, as a route
 * whose schema forgot a bound would be.
 */
const refused: [string, ReturnType<typeof sql>, string][] = [
  ['22008 date/time field value out of range', sql`select ${'2027-02-30'}::date`, '22008'],
  ['22007 invalid date format', sql`select ${'next Tuesday'}::date`, '22007'],
  ['22003 numeric value out of range', sql`select ${'3000000000'}::integer`, '22003'],
  ['22P02 invalid text representation', sql`select ${'0.5'}::integer`, '22P02'],
];

function appWith(statement: ReturnType<typeof sql>) {
  const { app } = createApp(t.deps);
  app.post('/test-only/refused-value', async (c) => {
    await t.db.execute(statement);
    return c.json({ reached: true });
  });
  return app;
}

describe('a value the database refuses', () => {
  it.each(refused)('%s answers 400 in the one error shape, not 500', async (_, statement, state) => {
    // The database does refuse it, with that SQLSTATE: otherwise the test would prove nothing.
    const direct = await t.db.execute(statement).then(
      () => 'accepted',
      (err: { cause?: { code?: string }; code?: string }) => err.cause?.code ?? err.code,
    );
    expect(direct).toBe(state);
    const res = await appWith(statement).request('/test-only/refused-value', { method: 'POST', headers: { origin: 'http://localhost:3000' } });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: { code: 'validation', message: 'A value in this request is out of range or not valid: check the dates and numbers, and try again.' },
    });
  });

  it('leaves other database errors as server errors: only data exceptions are the caller’s', async () => {
    const res = await appWith(sql`select * from no_such_table`).request('/test-only/refused-value', {
      method: 'POST',
      headers: { origin: 'http://localhost:3000' },
    });
    expect(res.status).toBe(500);
  });
});
