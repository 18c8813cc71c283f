import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import { checkLedger } from '../../lib/ledger';
import { createTestApp, type TestApp } from '../../test/harness';
import { cards, cardSizedTerms, payWithCard, sealedDeal } from '../../test/payment-input';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The file as a spreadsheet would read it, by the same family's parser: header row first. */
const rowsOf = (text: string) => parse(text, { bom: true }) as string[][];
const today = () => t.deps.clock.now().toISOString().slice(0, 10);

const countOf = async (table: 'audit_log' | 'ledger_transfers') =>
  Number(((await t.db.execute(sql`select count(*)::int as n from ${sql.identifier(table)}`)) as unknown as { rows: { n: number }[] }).rows[0].n);

type Agent = Awaited<ReturnType<TestApp['signedIn']>>;
/** Every id the admin table shows, page after page of 100. */
async function tableIds(a: Agent, path: string, query = '') {
  const ids: string[] = [];
  for (let page = 1; ; page++) {
    const res = await a.get(`${path}?${query}${query ? '&' : ''}page=${page}&pageSize=100`);
    ids.push(...(res.json.items as { id: string | number }[]).map((i) => String(i.id)));
    if (res.json.items.length < 100) return ids;
  }
}

describe('the audit log export', () => {
  it('is every row the table shows, in its order, across several batches, with awkward text kept exact', async () => {
    const admin = await t.signedIn('admin');
    const awkward = [
      ['comma', 'Rotterdam, NL'],
      ['quote', 'the "Nordic" ship'],
      ['newline', 'line one\r\nline two\nthree'],
      ['unicode', 'Ærøskøbing — 東京 — Şile'],
      ['formula-eq', '=HYPERLINK("http://evil","x")'],
      ['formula-plus', '+1+cmd'],
      ['formula-minus', '-2+3'],
      ['formula-at', '@SUM(A1)'],
      ['negative-number', '-42'],
    ];
    for (const [action, entity] of awkward) await t.db.insert(auditLog).values({ action: `test.${action}`, entity, entityId: 'awkward' });
    // 2,100 more rows, many sharing one instant: the export crosses batch boundaries (1,000) and ties on the time.
    await t.db.execute(
      sql`insert into audit_log (action, entity, entity_id, created_at) select 'test.bulk', 'bulk', g::text, now() - (g % 7) * interval '1 microsecond' from generate_series(1, 2100) g`,
    );
    const res = await admin.get('/api/admin/exports/audit.csv');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8; header=present');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="audit-${today()}.csv"`);
    const [header, ...rows] = rowsOf(res.text);
    expect(header).toEqual(['id', 'created_at', 'actor_email', 'action', 'entity', 'entity_id', 'ip', 'before', 'after']);
    const n = await countOf('audit_log');
    expect(rows.length).toBe(Number(n));
    expect(rows.filter((r) => r[3] === 'test.bulk')).toHaveLength(2100);
    expect(rows.map((r) => r[0])).toEqual(await tableIds(admin, '/api/admin/audit'));
    const entityOf = (action: string) => rows.find((r) => r[3] === `test.${action}`)![4];
    expect(entityOf('comma')).toBe('Rotterdam, NL');
    expect(entityOf('quote')).toBe('the "Nordic" ship');
    expect(entityOf('newline')).toBe('line one\r\nline two\nthree');
    expect(entityOf('unicode')).toBe('Ærøskøbing — 東京 — Şile');
    expect(entityOf('formula-eq')).toBe(`'=HYPERLINK("http://evil","x")`);
    expect(entityOf('formula-plus')).toBe(`'+1+cmd`);
    expect(entityOf('formula-minus')).toBe(`'-2+3`);
    expect(entityOf('formula-at')).toBe(`'@SUM(A1)`);
    expect(entityOf('negative-number')).toBe('-42');
    // RFC 4180 on the wire: CRLF between records, a quote doubled inside a quoted field.
    expect(res.text).toContain('"the ""Nordic"" ship"');
    expect(res.text.startsWith('id,created_at,')).toBe(true);
    // UTF-8 with a byte-order mark (the text above is decoded without it), so that a spreadsheet reads the names right.
    const bytes = new Uint8Array(await (await admin.open('/api/admin/exports/audit.csv')).arrayBuffer());
    expect([...bytes.slice(0, 5)]).toEqual([0xef, 0xbb, 0xbf, 0x69, 0x64]);
    expect(res.text.endsWith('\r\n')).toBe(true);
  });

  it('is for admins only', async () => {
    const member = await t.signedIn('owner', { verified: true });
    for (const path of ['/api/admin/exports/audit.csv', '/api/admin/exports/ledger.csv', '/api/admin/exports/payments.csv']) {
      expect((await member.get(path)).status).toBe(403);
      expect((await t.agent().get(path)).status).toBe(401);
    }
  });
});

describe('the users export', () => {
  it('follows the table’s search, keeps non-ASCII and quoted company names exact, and is for admins only', async () => {
    const admin = await t.signedIn('admin');
    const member = await t.signedIn('owner');
    const company = 'Şile "Denizcilik", A.Ş. — 東京';
    await t.db.execute(sql`update profiles set company_name = ${company} where id = ${member.id}`);
    const res = await admin.get('/api/admin/exports/users.csv?q=denizcilik');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="users-${today()}.csv"`);
    const [header, ...rows] = rowsOf(res.text);
    expect(header).toEqual(['id', 'email', 'name', 'company', 'role', 'company_verified', 'email_confirmed', 'created_at']);
    expect(rows.map((r) => [r[0], r[1], r[3], r[4]])).toEqual([[member.id, member.email, company, 'owner']]);
    expect(rows.map((r) => r[0])).toEqual(await tableIds(admin, '/api/admin/users', 'q=denizcilik'));
    const all = rowsOf((await admin.get('/api/admin/exports/users.csv')).text).slice(1);
    expect(all.map((r) => r[0])).toEqual(await tableIds(admin, '/api/admin/users'));
    expect((await member.get('/api/admin/exports/users.csv')).status).toBe(403);
  });
});

describe('payments and the ledger', () => {
  it('the admin payments export follows the table’s search and sort', async () => {
    const admin = await t.signedIn('admin');
    const a = await sealedDeal(t, cardSizedTerms(t));
    await sealedDeal(t, cardSizedTerms(t));
    await payWithCard(a.p.charterer, a.payments[0].id, cards.ok);
    const all = rowsOf((await admin.get('/api/admin/exports/payments.csv?sort=amount&dir=asc')).text).slice(1);
    expect(all.map((r) => r[0])).toEqual(await tableIds(admin, '/api/admin/payments', 'sort=amount&dir=asc'));
    expect(all.length).toBeGreaterThanOrEqual(4);
    const held = await admin.get('/api/admin/exports/payments.csv?q=held&sort=createdAt&dir=desc');
    expect(held.headers.get('content-disposition')).toBe(`attachment; filename="payments-${today()}.csv"`);
    const heldRows = rowsOf(held.text).slice(1);
    expect(heldRows.map((r) => r[0])).toEqual(await tableIds(admin, '/api/admin/payments', 'q=held&sort=createdAt&dir=desc'));
    expect(heldRows.map((r) => r[0])).toContain(a.payments[0].id);
    expect(new Set(heldRows.map((r) => r[6]))).toEqual(new Set(['held']));
  });

  it('the admin charters export follows the table’s search and sort', async () => {
    const admin = await t.signedIn('admin');
    await sealedDeal(t, cardSizedTerms(t));
    for (const query of ['sort=totalAmount&dir=asc', 'sort=startDate&dir=desc', 'q=active&sort=createdAt&dir=asc']) {
      const rows = rowsOf((await admin.get(`/api/admin/exports/charters.csv?${query}`)).text).slice(1);
      expect(rows.map((r) => r[0])).toEqual(await tableIds(admin, '/api/admin/charters', query));
      if (query.startsWith('q=')) expect(new Set(rows.map((r) => r[7]))).toEqual(new Set(rows.length ? ['active'] : []));
    }
  });

  it('the admin vessels export follows the table’s search and sort', async () => {
    const admin = await t.signedIn('admin');
    await sealedDeal(t, cardSizedTerms(t));
    for (const query of ['sort=lengthM&dir=asc', 'sort=name&dir=desc', 'q=bulk&sort=capacity&dir=asc']) {
      const rows = rowsOf((await admin.get(`/api/admin/exports/vessels.csv?${query}`)).text).slice(1);
      expect(rows.map((r) => r[0])).toEqual(await tableIds(admin, '/api/admin/vessels', query));
      expect(rows.length).toBeGreaterThan(0);
    }
  });

  it('the ledger export ends with one total per currency, which adds up the rows and balances to zero', async () => {
    const admin = await t.signedIn('admin');
    const a = await sealedDeal(t, cardSizedTerms(t));
    await payWithCard(a.p.charterer, a.payments[0].id, cards.ok);
    const res = await admin.get('/api/admin/exports/ledger.csv');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="ledger-${today()}.csv"`);
    const [header, ...rows] = rowsOf(res.text);
    expect(header.slice(0, 5)).toEqual(['id', 'created_at', 'status', 'currency', 'amount_minor']);
    const transfers = rows.filter((r) => r[0] !== 'total');
    const totals = rows.filter((r) => r[0] === 'total');
    // Worked out here from the rows themselves: the sum of the amounts of each currency, and the transfer count.
    const byCurrency = new Map<string, { sum: number; n: number }>();
    for (const r of transfers) {
      const c = byCurrency.get(r[3]) ?? { sum: 0, n: 0 };
      byCurrency.set(r[3], { sum: c.sum + Number(r[4]), n: c.n + 1 });
    }
    expect(byCurrency.get('USD')!.n).toBeGreaterThan(0);
    expect(totals.map((r) => [r[3], Number(r[4]), r[5], r[9]])).toEqual(
      [...byCurrency].sort(([x], [y]) => x.localeCompare(y)).map(([c, s]) => [c, s.sum, 'credits minus debits: 0', `${s.n} transfers`]),
    );
    const n = await countOf('ledger_transfers');
    expect(transfers.length).toBe(Number(n));
    const check = await checkLedger(t.db);
    expect(check.transfers).toBe(transfers.length);
    for (const c of check.currencies) expect([c.currency, c.posted, c.pending]).toEqual([c.currency, 0, 0]);
    const usdOnly = rowsOf((await admin.get('/api/admin/exports/ledger.csv?currency=USD')).text).slice(1);
    expect(new Set(usdOnly.map((r) => r[3]))).toEqual(new Set(['USD']));
  });
});

describe('a member’s own exports', () => {
  it('hold their deals and payments and never another member’s', async () => {
    const mine = await sealedDeal(t, cardSizedTerms(t));
    const theirs = await sealedDeal(t, cardSizedTerms(t));
    for (const me of [mine.p.owner, mine.p.charterer]) {
      const deals = await me.get('/api/exports/deals.csv');
      expect(deals.headers.get('content-disposition')).toBe(`attachment; filename="deals-${today()}.csv"`);
      const dealRows = rowsOf(deals.text).slice(1);
      expect(dealRows.map((r) => r[0])).toEqual([mine.id]);
      expect(dealRows[0][3]).toBe(me === mine.p.owner ? 'owner' : 'charterer');
      const pays = rowsOf((await me.get('/api/exports/payments.csv')).text).slice(1);
      expect(pays.map((r) => r[0]).sort()).toEqual(mine.payments.map((x) => x.id).sort());
      expect(pays.map((r) => r[2])).not.toContain(theirs.id);
      // Asking for another member's deal by id answers nothing of it.
      expect(rowsOf((await me.get(`/api/exports/payments.csv?dealId=${theirs.id}`)).text)).toHaveLength(1);
    }
    const fixed = rowsOf((await mine.p.owner.get('/api/exports/deals.csv?stage=fixed')).text).slice(1);
    expect(fixed.map((r) => r[0])).toEqual([mine.id]);
    expect(rowsOf((await mine.p.owner.get('/api/exports/deals.csv?stage=open')).text)).toHaveLength(1);
    expect((await t.agent().get('/api/exports/deals.csv')).status).toBe(401);
  });
});
