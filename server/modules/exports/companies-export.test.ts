import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verificationSubmissions } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const rowsOf = (text: string) => parse(text, { bom: true }) as string[][];
const HEADER = [
  'id',
  'company',
  'role',
  'company_verified',
  'verification_status',
  'legal_name',
  'registration_number',
  'registration_country',
  'operates_ships',
  'submitted_at',
  'decided_at',
  'checked_on',
  'expires_on',
  'email',
  'created_at',
];

describe('the companies export', () => {
  it('is every member company with its latest verification file, by the users table’s search and the file’s stage', async () => {
    const admin = await t.signedIn('admin');
    const waiting = await t.signedIn('owner');
    const approved = await t.signedIn('charterer', { verified: true });
    const never = await t.signedIn('charterer');
    const awkward = 'Kaptan "Deniz", Ltd';
    await t.db.execute(sql`update profiles set company_name = ${awkward} where id = ${waiting.id}`);
    await t.db.execute(sql`update profiles set company_name = 'Baltic Freight Ltd' where id = ${approved.id}`);
    await t.db.execute(sql`update profiles set company_name = '=Never Filed' where id = ${never.id}`);
    const at = new Date('2026-11-20T10:00:00Z');
    await t.db.insert(verificationSubmissions).values([
      // An older, rejected file and the open one after it: the export shows the latest.
      { profileId: waiting.id, status: 'rejected', legalName: 'Old Name', createdAt: new Date('2026-10-01T00:00:00Z'), updatedAt: at },
      {
        profileId: waiting.id,
        status: 'submitted',
        legalName: 'Kaptan "Deniz" Denizcilik, Ltd',
        registrationNumber: 'TR-123',
        registrationCountry: 'TR',
        operatesShips: true,
        submittedAt: at,
        createdAt: at,
        updatedAt: at,
      },
      {
        profileId: approved.id,
        status: 'approved',
        legalName: 'Baltic Freight Limited',
        checkedOn: '2026-11-21',
        expiresOn: '2027-11-21',
        createdAt: at,
        updatedAt: at,
      },
    ]);

    const res = await admin.get('/api/admin/exports/companies.csv');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8; header=present');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="companies-${t.deps.clock.now().toISOString().slice(0, 10)}.csv"`);
    const [header, ...all] = rowsOf(res.text);
    expect(header).toEqual(HEADER);
    // The admin is not a company; the three member companies made here come newest first (the harness may hold others).
    expect(all.map((r) => r[0])).not.toContain(admin.id);
    const ours = [never.id, approved.id, waiting.id];
    const rows = all.filter((r) => ours.includes(r[0]));
    expect(rows.map((r) => r[0])).toEqual(ours);
    expect(rows.map((r) => r.slice(1, 9))).toEqual([
      [`'=Never Filed`, 'charterer', 'false', 'none', '', '', '', ''],
      ['Baltic Freight Ltd', 'charterer', 'true', 'approved', 'Baltic Freight Limited', '', '', 'false'],
      [awkward, 'owner', 'false', 'submitted', 'Kaptan "Deniz" Denizcilik, Ltd', 'TR-123', 'TR', 'true'],
    ]);
    expect(rows[1].slice(11, 13)).toEqual(['2026-11-21', '2027-11-21']);
    expect(rows[2][9]).toBe('2026-11-20T10:00:00.000Z');
    expect(rows[2][13]).toBe(waiting.email);
    // RFC 4180 on the wire: the name with a comma and quotes is quoted, its quotes doubled.
    expect(res.text).toContain('"Kaptan ""Deniz"", Ltd"');

    const queue = rowsOf((await admin.get('/api/admin/exports/companies.csv?verification=submitted')).text);
    expect(queue.slice(1).map((r) => r[0])).toEqual([waiting.id]);
    const none = rowsOf((await admin.get('/api/admin/exports/companies.csv?verification=none')).text).slice(1);
    expect(none.map((r) => r[0])).toContain(never.id);
    expect(none.map((r) => r[0])).not.toContain(waiting.id);
    expect(none.map((r) => r[0])).not.toContain(approved.id);
    expect(new Set(none.map((r) => r[4]))).toEqual(new Set(['none']));
    const baltic = rowsOf((await admin.get('/api/admin/exports/companies.csv?q=baltic')).text);
    expect(baltic.slice(1).map((r) => r[0])).toEqual([approved.id]);
    // Other tests of this file may add owners: the role search holds ours and owners only.
    const owners = rowsOf((await admin.get('/api/admin/exports/companies.csv?q=owner')).text).slice(1);
    expect(owners.filter((r) => ours.includes(r[0])).map((r) => r[0])).toEqual([waiting.id]);
    expect(new Set(owners.map((r) => r[2]))).toEqual(new Set(['owner']));
    expect((await admin.get('/api/admin/exports/companies.csv?verification=lost')).status).toBe(400);
  });

  it('is for admins only', async () => {
    const member = await t.signedIn('owner', { verified: true });
    expect((await member.get('/api/admin/exports/companies.csv')).status).toBe(403);
    expect((await t.agent().get('/api/admin/exports/companies.csv')).status).toBe(401);
  });
});
