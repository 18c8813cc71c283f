import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dealParties, firm, openDeal, voyageTerms } from '../test/deal-input';
import { createTestApp, type TestApp } from '../test/harness';
import { validVessel } from '../test/vessel-input';

/**
 * Hostile input for every operation in the OpenAPI document: random and malformed bodies, queries and path
 * parameters, NUL characters, 1 MB strings, deep nesting. The harness checks every answer against the contract
 * (declared status, the one error shape), and no answer may be a server error. Seeded, so a failure repeats.
 */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let x = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}
const rand = random(20261124);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)];

const megabyte = 'x'.repeat(1024 * 1024);
const deep = (n: number): unknown => (n === 0 ? 'bottom' : { a: deep(n - 1) });
// Impossible dates and huge numbers once reached PostgreSQL and answered 500 (#24).
const impossibleValues = ['2027-02-30', '2027-04-31', '2027-13-45', '0000-01-01', '9999-12-31', '1e308', '-1e308', '0.5', '2147483648'];
const hostileStrings = [
  '\u0000',
  'a\u0000b',
  '',
  ' ',
  '%00',
  '../../etc/passwd',
  "' or 1=1 --",
  '<script>alert(1)</script>',
  '😀'.repeat(50),
  megabyte.slice(0, 70_000),
  '-1',
  '1e309',
  'NaN',
  'null',
  '00000000-0000-4000-8000-000000000000',
  ...impossibleValues,
];
const hostileValues: unknown[] = [
  ...hostileStrings,
  0,
  -1,
  Number.MAX_VALUE,
  2 ** 53 + 1,
  1e308,
  0.5,
  2 ** 31,
  true,
  null,
  [],
  {},
  [null],
  { '\u0000': 1 },
  deep(200),
  ['\u0000'],
];

function hostileBody(fields: string[]): string {
  const kind = Math.floor(rand() * 8);
  if (kind === 0) return JSON.stringify(megabyte); // 1 MB string
  if (kind === 1) return '['.repeat(50_000) + ']'.repeat(50_000); // deep nesting
  if (kind === 2) return '{"a":'; // malformed
  if (kind === 3) return JSON.stringify(pick(hostileValues));
  const body: Record<string, unknown> = {};
  for (const f of [...fields, 'role', 'verified', '__proto__']) if (rand() < 0.7) body[f] = pick(hostileValues);
  return JSON.stringify(body);
}

type Operation = {
  parameters?: { name: string; in: string }[];
  requestBody?: { content: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('hostile input', () => {
  it('never raises a server error, and every error is in the app’s shape', async () => {
    const callers = [t.agent(), await t.signedIn('owner'), await t.signedIn('admin')];
    const doc = (await t.agent().get('/api/openapi.json')).json as { paths: Record<string, Record<string, Operation>> };
    const failures: string[] = [];
    let calls = 0;
    for (const [template, item] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(item)) {
        const queryNames = (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
        const bodyFields = Object.keys(op.requestBody?.content['application/json']?.schema?.properties ?? {});
        for (let i = 0; i < 8; i++) {
          const path = template.replace(/\{\w+\}/g, () => encodeURIComponent(String(pick(hostileValues))).slice(0, 2000) || 'x');
          const query = new URLSearchParams();
          // The first try of each operation puts a NUL in every query parameter and body field; the rest are random.
          for (const name of [...queryNames, 'zz'])
            if (i === 0 || rand() < 0.6) query.append(name, i === 0 ? 'a\u0000' : String(pick(hostileValues)).slice(0, 5000));
          const url = `${path}${query.size ? `?${query}` : ''}`;
          const caller = pick(callers);
          const body =
            method === 'get'
              ? undefined
              : i === 0
                ? JSON.stringify(Object.fromEntries(bodyFields.map((f) => [f, 'a\u0000'])))
                : hostileBody(bodyFields);
          calls++;
          try {
            const headers: Record<string, string> =
              body === undefined
                ? {}
                : { 'content-type': i === 0 ? 'application/json' : pick(['application/json', 'application/json', 'text/plain']) };
            const res = await caller.raw(method.toUpperCase(), url, body, headers);
            if (res.status >= 500) failures.push(`${method} ${url.slice(0, 120)}: ${res.status}`);
          } catch (err) {
            failures.push(`${method} ${url.slice(0, 120)}: ${(err as Error).message.slice(0, 300)}`);
          }
        }
      }
    }
    expect(calls).toBeGreaterThan(350);
    expect(failures).toEqual([]);
  }, 120_000);
});

describe('a NUL character', () => {
  it('is a 400 naming the field, or a 404 for an id, wherever it was once a server error', async () => {
    const admin = await t.signedIn('admin');
    const member = await t.signedIn('owner');
    const anonymous = t.agent();
    const nul = '\u0000';
    const fieldErrors: [ReturnType<TestApp['agent']>, string, string, unknown, string][] = [
      [anonymous, 'GET', '/api/vessels?q=%00', undefined, 'q'],
      [
        anonymous,
        'POST',
        '/api/site/contact',
        { name: `Ana${nul}`, email: 'ana@example.com', topic: 'other', message: 'A message long enough' },
        'name',
      ],
      [anonymous, 'POST', '/api/site/newsletter', { email: `a${nul}@example.com` }, 'email'],
      [member, 'PATCH', '/api/accounts/me', { contactAddress: `Akti Miaouli 1${nul}` }, 'contactAddress'],
      [admin, 'GET', '/api/admin/users?q=%00', undefined, 'q'],
    ];
    for (const [who, method, path, body, field] of fieldErrors) {
      const res = await who.request(method, path, body);
      expect(`${method} ${path} ${res.status}`).toBe(`${method} ${path} 400`);
      expect(res.json.error.fields[field]).toBe('Contains a character that is not allowed (NUL)');
    }
    for (const [method, path, body] of [
      ['DELETE', '/api/admin/users/%00', undefined],
      ['POST', '/api/admin/verification/%00/approve', { expiries: [] }],
      ['PUT', '/api/admin/users/%00/role', { role: 'admin' }],
    ] as const) {
      const res = await admin.request(method, path, body);
      expect(`${method} ${path} ${res.status}`).toBe(`${method} ${path} 404`);
    }
  });
});

describe('impossible dates and huge numbers', () => {
  it('are a 400 naming the field, never a server error (#24)', async () => {
    const p = await dealParties(t);
    const dealId = await openDeal(t, p);
    const anonymous = t.agent();
    const laycan = (laycanFrom: string, laycanTo: string) => ({ vesselId: p.vesselId, terms: voyageTerms(t, { laycanFrom, laycanTo }) });
    // [who, method, path, body, field, message]: the values from the security test's findings, messages as the forms show them.
    const cases: [ReturnType<TestApp['agent']>, string, string, unknown, string, string][] = [
      [anonymous, 'GET', '/api/vessels?from=2027-02-30', undefined, 'from', 'From must be a real calendar date'],
      [anonymous, 'GET', '/api/vessels?from=2027-13-45', undefined, 'from', 'From must be a real calendar date'],
      [anonymous, 'GET', '/api/vessels?from=0000-01-01', undefined, 'from', 'From must be between 2000 and 2100'],
      [anonymous, 'GET', '/api/vessels?to=9999-12-31', undefined, 'to', 'To must be between 2000 and 2100'],
      [anonymous, 'GET', '/api/vessels?minSize=1e308', undefined, 'minSize', 'Minimum size must be at most 2,000,000'],
      [anonymous, 'GET', '/api/vessels?maxSize=1e308', undefined, 'maxSize', 'Maximum size must be at most 2,000,000'],
      [anonymous, 'GET', '/api/vessels?minSize=0.5', undefined, 'minSize', 'Minimum size must be a whole number'],
      [anonymous, 'GET', '/api/vessels?maxRate=1e308', undefined, 'maxRate', 'Maximum rate must be at most 1,000,000'],
      [p.charterer, 'POST', '/api/deals', laycan('2027-02-30', '2027-03-02'), 'terms.laycanFrom', 'Laycan start must be a real calendar date'],
      [p.charterer, 'POST', '/api/deals', laycan('2027-04-28', '2027-04-31'), 'terms.laycanTo', 'Laycan end must be a real calendar date'],
      [p.charterer, 'POST', '/api/deals', laycan('9999-01-01', '9999-01-05'), 'terms.laycanFrom', 'Laycan start must be between 2000 and 2100'],
      [
        p.owner,
        'POST',
        `/api/deals/${dealId}/offers`,
        firm(t, voyageTerms(t, { laycanFrom: '9999-12-20', laycanTo: '9999-12-31' })),
        'terms.laycanFrom',
        'Laycan start must be between 2000 and 2100',
      ],
      [
        p.owner,
        'POST',
        `/api/vessels/${p.vesselId}/blocks`,
        { start: '2027-02-30', end: '2027-03-03', reason: 'drydock' },
        'start',
        'From must be a real calendar date',
      ],
      [p.owner, 'PATCH', `/api/vessels/${p.vesselId}`, validVessel({ openDate: '2027-13-45' }), 'openDate', 'Open date must be a real calendar date'],
      [
        p.owner,
        'PATCH',
        `/api/vessels/${p.vesselId}`,
        validVessel({ piExpiry: '0000-01-01' }),
        'piExpiry',
        'P&I cover expiry must be between 2000 and 2100',
      ],
    ];
    for (const [who, method, path, body, field, message] of cases) {
      const res = await who.request(method, path, body);
      expect(`${method} ${path} ${field}: ${res.status} ${res.json?.error?.fields?.[field]}`).toBe(`${method} ${path} ${field}: 400 ${message}`);
    }
  });
});
