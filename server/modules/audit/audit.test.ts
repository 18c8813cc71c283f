import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const refused = async (statement: Promise<unknown>) =>
  statement.then(
    () => 'allowed',
    (err: Error & { cause?: Error }) => (/append-only/.test(`${err.message} ${err.cause?.message ?? ''}`) ? 'refused' : `failed otherwise: ${err.message}`),
  );

describe('the audit log', () => {
  it('only grows: the database refuses to change, delete or truncate its rows', async () => {
    const member = await t.signedIn('charterer');
    const rows = await t.db.select().from(auditLog).where(eq(auditLog.entityId, member.id));
    expect(rows.map((r) => r.action)).toContain('account.registered');
    const id = rows[0].id;
    expect(await refused(t.db.update(auditLog).set({ action: 'nothing.happened' }).where(eq(auditLog.id, id)))).toBe('refused');
    expect(await refused(t.db.delete(auditLog).where(eq(auditLog.id, id)))).toBe('refused');
    expect(await refused(t.db.execute(sql`truncate audit_log`))).toBe('refused');
    const [after] = await t.db.select().from(auditLog).where(eq(auditLog.id, id));
    expect(after.action).toBe(rows[0].action);
    await t.db.insert(auditLog).values({ actorId: null, action: 'test.appended', entity: 'test', entityId: member.id });
    expect(await t.db.select().from(auditLog).where(eq(auditLog.entityId, member.id))).toHaveLength(rows.length + 1);
  });
});
