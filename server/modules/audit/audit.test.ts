import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import { appendOnly, refusalOf } from '../../test/db-refusal';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the audit log', () => {
  it('only grows: the database refuses to change, delete or truncate its rows', async () => {
    const member = await t.signedIn('charterer');
    const rows = await t.db.select().from(auditLog).where(eq(auditLog.entityId, member.id));
    expect(rows.map((r) => r.action)).toContain('account.registered');
    const id = rows[0].id;
    expect(await refusalOf(t.db.update(auditLog).set({ action: 'nothing.happened' }).where(eq(auditLog.id, id)))).toEqual(
      appendOnly('audit_log', 'UPDATE'),
    );
    expect(await refusalOf(t.db.delete(auditLog).where(eq(auditLog.id, id)))).toEqual(appendOnly('audit_log', 'DELETE'));
    expect(await refusalOf(t.db.execute(sql`truncate audit_log`))).toEqual(appendOnly('audit_log', 'TRUNCATE'));
    const [after] = await t.db.select().from(auditLog).where(eq(auditLog.id, id));
    expect(after.action).toBe(rows[0].action);
    await t.db.insert(auditLog).values({ actorId: null, action: 'test.appended', entity: 'test', entityId: member.id });
    expect(await t.db.select().from(auditLog).where(eq(auditLog.entityId, member.id))).toHaveLength(rows.length + 1);
  });
});
