import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { world } from '../test/authorization-world';
import { afterFixturePolicy } from '../test/authorization-after-fixture';
import { paymentsPolicy } from '../test/authorization-payments';
import { adminsOnly, dealParties, everyone, members, ownersOnly, reason, vesselEditors, type PolicyRows } from '../test/authorization-rows';
import { createTestApp, type TestApp } from '../test/harness';
import { companyDetails } from '../test/verification-input';
import { ofOwner } from '../test/review-input';
import { validVessel } from '../test/vessel-input';

/**
 * Who may do what, written from the product's rules (the spec and the issues), NOT read from the route table:
 * change a rule in a route declaration and this table disagrees. Columns: anonymous, charterer (the party to every
 * deal, conversation and payment named in the path), another verified charterer who is not a party, owner (who owns
 * every record named in the path), another verified owner who is not a party, admin. 'ok' = let through (not
 * 401/403/404 and no server error); 404 = the record is not the caller's to see (id swap by a member of the same role).
 */
/** A cargo draft that read nothing: the shape a publish body takes, for a draft the e-mail does not have. */
const nullCargoFields = Object.fromEntries(
  ['account', 'commodity', 'quantity_mt', 'tolerance_pct', 'tolerance_option', 'load_port', 'load_area', 'discharge_port', 'discharge_area']
    .concat(['laycan_from', 'laycan_to', 'load_rate', 'discharge_rate', 'freight_idea', 'commission_pct'])
    .map((k) => [k, null]),
);

const firstRows: PolicyRows = {
  'GET /api/health': [everyone],
  'GET /api/ready': [everyone],
  // No session opens it, whatever the role: only METRICS_TOKEN, and without one (as here) it is not served at all.
  'GET /metrics': [[404, 404, 404, 404, 404, 404]],
  'GET /api/openapi.json': [everyone],
  'GET /api/docs': [everyone],
  'GET /api/dev/mailbox': [everyone], // only mounted outside production without SMTP
  'GET /api/auth/get-session': [everyone],
  // Wrong credentials answer 401 to everyone alike: the route is open, the password is not.
  'POST /api/auth/sign-in/email': [[401, 401, 401, 401, 401, 401], { body: () => ({ email: 'nobody@example.com', password: 'wrong-wrong-1' }) }],
  'POST /api/auth/request-password-reset': [everyone, { body: () => ({ email: 'nobody@example.com' }) }],
  'POST /api/auth/reset-password': [everyone, { body: () => ({ token: 'not-a-token', newPassword: 'brand-new-hawser-9' }) }],
  'POST /api/auth/change-password': [members, { body: () => ({ currentPassword: 'not-my-password', newPassword: 'brand-new-hawser-9' }) }],
  'POST /api/accounts/register': [everyone],
  'GET /api/accounts/me': [members],
  'PATCH /api/accounts/me': [members, { body: () => ({ contactPhone: '+30 210 1234567' }) }],
  'GET /api/accounts/dashboard': [members],
  // A company's public page (#29), read before any row below suspends or erases the member.
  'GET /api/companies/{id}': [everyone, { path: (w) => `/api/companies/${w.member}` }],
  'POST /api/accounts/me/confirmation-email': [members], // 409 for these already-confirmed members: past the access check
  // A made-up token is refused to everyone alike: the route is open, the token is what counts.
  'GET /api/auth/verify-email': [[401, 401, 401, 401, 401, 401], { path: () => '/api/auth/verify-email?token=not-a-token' }],
  'GET /api/notifications': [members],
  'GET /api/events': [members, { stream: true }],
  'GET /api/notifications/mail-preferences': [members],
  'PUT /api/notifications/mail-preferences': [members, { body: () => ({ deals: 'immediately', messages: 'digest' }) }],
  // Conversations are the two parties’ (an admin reads one only once a message in it was reported).
  'GET /api/conversations': [[401, 'ok', 'ok', 'ok', 'ok', 403]],
  // The world's conversation holds a reported message, so the admin reads it (unreported: 404, messaging.test.ts).
  'GET /api/conversations/{id}': [[401, 'ok', 404, 'ok', 404, 'ok'], { path: (w) => `/api/conversations/${w.conversation}` }],
  'GET /api/conversations/{id}/export': [[401, 'ok', 404, 'ok', 404, 'ok'], { path: (w) => `/api/conversations/${w.conversation}/export` }],
  'POST /api/conversations': [[401, 'ok', 'ok', 403, 403, 403], { body: (w) => ({ vesselId: w.vessel }) }],
  'POST /api/conversations/{id}/messages': [
    [401, 'ok', 404, 'ok', 404, 403],
    { path: (w) => `/api/conversations/${w.conversation}/messages`, body: () => ({ body: 'Is the Q88 current?' }) },
  ],
  'POST /api/conversations/{id}/read': [[401, 'ok', 404, 'ok', 404, 403], { path: (w) => `/api/conversations/${w.conversation}/read` }],
  'GET /api/admin/message-reports': [adminsOnly],
  'POST /api/admin/message-reports/{id}/resolve': [
    adminsOnly,
    { path: (w) => `/api/admin/message-reports/${w.report}/resolve`, body: () => ({ action: 'dismiss' }) },
  ],
  'POST /api/admin/users/{id}/reinstate': [adminsOnly, { path: (w) => `/api/admin/users/${w.member}/reinstate` }],
  'POST /api/admin/users/{id}/suspend': [
    adminsOnly,
    { path: (w) => `/api/admin/users/${w.member}/suspend`, body: () => ({ reason: 'Payment diversion attempt' }) },
  ],
  'POST /api/conversations/{id}/attachments': [
    [401, 'ok', 404, 'ok', 404, 403],
    { path: (w) => `/api/conversations/${w.conversation}/attachments`, upload: true },
  ],
  'GET /api/attachments/{id}': [[401, 'ok', 404, 'ok', 404, 'ok'], { path: (w) => `/api/attachments/${w.attachment}` }],
  'POST /api/messages/{id}/report': [
    [401, 'ok', 404, 'ok', 404, 403],
    { path: (w) => `/api/messages/${w.message}/report`, body: () => ({ reason: 'Asks to pay outside Fairlead' }) },
  ],
  'POST /api/notifications/read-all': [members],
  'POST /api/notifications/{id}/read': [[401, 404, 404, 'ok', 404, 404], { path: (w) => `/api/notifications/${w.notification}/read` }],
  // Company verification (#29): owners and charterers keep their own file (no id in the path); its documents are the
  // company's and the admins' alone (another member is told they do not exist); only admins decide
  // (verification.test.ts). The world's charterer has sent theirs: changing it now is 409, past the access check.
  'GET /api/company/verification': [[401, 'ok', 'ok', 'ok', 'ok', 403]],
  'PUT /api/company/verification': [[401, 'ok', 'ok', 'ok', 'ok', 403], { body: () => companyDetails() }],
  'POST /api/company/verification/documents/{kind}': [
    [401, 'ok', 'ok', 'ok', 'ok', 403],
    { path: () => '/api/company/verification/documents/incorporation', upload: true },
  ],
  'POST /api/company/verification/submit': [[401, 'ok', 'ok', 'ok', 'ok', 403]],
  'GET /api/verification-documents/{id}': [
    [401, 'ok', 404, 404, 404, 'ok'],
    { path: (w) => `/api/verification-documents/${w.verificationDocument}` },
  ],
  'GET /api/admin/verification': [adminsOnly],
  'POST /api/admin/verification/{id}/approve': [
    adminsOnly,
    {
      path: (w) => `/api/admin/verification/${w.verificationSubmission}/approve`,
      body: (w) => ({ expiries: [{ documentId: w.verificationDocument, expiresOn: '2099-01-31' }] }),
    },
  ],
  'POST /api/admin/verification/{id}/reject': [
    adminsOnly,
    { path: (w) => `/api/admin/verification/${w.verificationSubmission}/reject`, body: () => ({ note: 'The registry extract is not legible.' }) },
  ],
  'POST /api/admin/verification/{id}/ask': [
    adminsOnly,
    {
      path: (w) => `/api/admin/verification/${w.verificationSubmission}/ask`,
      body: () => ({ note: 'Send a proof of address from the last 3 months.' }),
    },
  ],
  'GET /api/ports': [everyone],
  'GET /api/site/stats': [everyone],
  'POST /api/site/contact': [everyone],
  'POST /api/site/newsletter': [everyone, { body: () => ({ email: 'desk@example.com' }) }],
  'GET /api/vessels': [everyone],
  'GET /api/vessels/open-positions': [everyone],
  'GET /api/vessels/{id}': [everyone, { path: (w) => `/api/vessels/${w.vessel}` }],
  'GET /api/media/vessels/{vesselId}/{file}': [everyone, { path: (w) => `/api/media/vessels/${w.vessel}/${w.photoFile}` }],
  'GET /api/owner/vessels': [ownersOnly],
  'POST /api/vessels': [ownersOnly, { body: () => validVessel({ imo: '9074729' }) }],
  'PATCH /api/vessels/{id}': [vesselEditors, { path: (w) => `/api/vessels/${w.vessel}`, body: (w) => validVessel({ imo: w.imo }) }],
  'POST /api/vessels/{id}/photos': [vesselEditors, { path: (w) => `/api/vessels/${w.vessel}/photos`, upload: true }],
  'PUT /api/vessels/{id}/position': [
    vesselEditors,
    { path: (w) => `/api/vessels/${w.vessel}/position`, body: () => ({ openRegion: 'ECSA', openDate: '2099-04-01', openDateTo: '2099-04-05' }) },
  ],
  'POST /api/vessels/{id}/archive': [vesselEditors, { path: (w) => `/api/vessels/${w.vessel}/archive` }],
  'POST /api/vessels/{id}/restore': [vesselEditors, { path: (w) => `/api/vessels/${w.vessel}/restore` }],
  'POST /api/vessels/{id}/blocks': [
    vesselEditors,
    { path: (w) => `/api/vessels/${w.vessel}/blocks`, body: () => ({ start: '2099-06-01', end: '2099-06-10', reason: 'drydock' }) },
  ],
  'DELETE /api/vessels/{id}/blocks/{blockId}': [vesselEditors, { path: (w) => `/api/vessels/${w.vessel}/blocks/${w.block}` }],
  'DELETE /api/vessels/{id}/photos/{photoId}': [vesselEditors, { path: (w) => `/api/vessels/${w.vessel}/photos/${w.photo}` }],
  // Cargo orders (#27): the board and an open order's page are public; the world's charterer posted the order, so
  // another charterer is told it does not exist; owners and admins do not post or change orders.
  'GET /api/cargoes': [everyone],
  'GET /api/cargoes/mine': [[401, 'ok', 'ok', 403, 403, 403]],
  'GET /api/cargoes/{id}': [everyone, { path: (w) => `/api/cargoes/${w.cargo}` }],
  'POST /api/cargoes': [[401, 'ok', 'ok', 403, 403, 403], { body: (w) => w.cargoInput }],
  'PUT /api/cargoes/{id}': [[401, 'ok', 404, 403, 403, 403], { path: (w) => `/api/cargoes/${w.cargo}`, body: (w) => w.cargoInput }],
  // Fixed elsewhere first: the withdrawal after it is a 409 to the poster, past the access check.
  'POST /api/cargoes/{id}/fixed-elsewhere': [[401, 'ok', 404, 403, 403, 403], { path: (w) => `/api/cargoes/${w.cargo}/fixed-elsewhere` }],
  'POST /api/cargoes/{id}/withdraw': [[401, 'ok', 404, 403, 403, 403], { path: (w) => `/api/cargoes/${w.cargo}/withdraw` }],
  // A verified owner offers one of their own ships; another owner's ship is not theirs to offer (404).
  'POST /api/cargoes/{id}/offers': [
    [401, 403, 403, 'ok', 404, 403],
    { path: (w) => `/api/cargoes/${w.cargo}/offers`, body: (w) => ({ vesselId: w.vessel, terms: w.terms }) },
  ],
  // Matching (#27): the order's charterer and admins see every ship, an owner their own ships (none here for the
  // other owner: an empty list), another charterer is refused; a ship's matching cargoes are its owner's.
  'GET /api/cargoes/{id}/matches': [[401, 'ok', 403, 'ok', 'ok', 'ok'], { path: (w) => `/api/cargoes/${w.cargo}/matches` }],
  'GET /api/vessels/{id}/matches': [[401, 403, 403, 'ok', 404, 'ok'], { path: (w) => `/api/vessels/${w.vessel}/matches` }],
  'GET /api/deals': [members],
  'GET /api/deals/{id}': [[401, 'ok', 404, 'ok', 404, 'ok'], { path: (w) => `/api/deals/${w.deal}` }],
  'POST /api/deals': [[401, 'ok', 'ok', 403, 403, 403], { body: (w) => ({ vesselId: w.vessel, terms: w.terms }) }],
  'POST /api/deals/{id}/offers': [dealParties, { path: (w) => `/api/deals/${w.deal}/offers`, body: (w) => ({ kind: 'indication', terms: w.terms }) }],
  'POST /api/deals/{id}/accept': [dealParties, { path: (w) => `/api/deals/${w.deal}/accept` }],
  'POST /api/deals/{id}/decline': [dealParties, { path: (w) => `/api/deals/${w.deal}/decline` }],
  'POST /api/deals/{id}/subjects/{subjectId}/lift': [dealParties, { path: (w) => `/api/deals/${w.deal}/subjects/${w.subject}/lift` }],
  'POST /api/deals/{id}/subjects/{subjectId}/fail': [dealParties, { path: (w) => `/api/deals/${w.deal}/subjects/${w.subject}/fail` }],
  'POST /api/deals/{id}/withdraw': [dealParties, { path: (w) => `/api/deals/${w.deal}/withdraw` }],
  // A party's cancellation of a fixture (#26); an admin cancels from the charters back office instead.
  'POST /api/deals/{id}/cancel': [dealParties, { path: (w) => `/api/deals/${w.deal}/cancel`, body: () => reason }],
  'GET /api/admin/summary': [adminsOnly],
  'GET /api/admin/dashboard': [adminsOnly],
  'GET /api/admin/users': [adminsOnly],
  'POST /api/admin/users': [adminsOnly],
  'PUT /api/admin/users/{id}/role': [adminsOnly, { path: (w) => `/api/admin/users/${w.member}/role`, body: () => ({ role: 'charterer' }) }],
  'PATCH /api/admin/users/{id}': [adminsOnly, { path: (w) => `/api/admin/users/${w.member}`, body: () => ({ contactPhone: '+31 10 123 4567' }) }],
  'GET /api/admin/vessels': [adminsOnly],
  'GET /api/admin/vessels/{id}': [adminsOnly, { path: (w) => `/api/admin/vessels/${w.vessel}` }],
  'POST /api/admin/vessels/{id}/suspend': [adminsOnly, { path: (w) => `/api/admin/vessels/${w.vessel}/suspend`, body: () => reason }],
  'POST /api/admin/vessels/{id}/reinstate': [adminsOnly, { path: (w) => `/api/admin/vessels/${w.vessel}/reinstate`, body: () => reason }],
  'GET /api/admin/charters': [adminsOnly],
  'GET /api/admin/charters/{id}': [adminsOnly, { path: (w) => `/api/admin/charters/${w.charter}` }],
  'POST /api/admin/charters/{id}/cancel': [adminsOnly, { path: (w) => `/api/admin/charters/${w.charter}/cancel`, body: () => reason }],
  'GET /api/admin/payments': [adminsOnly],
  'GET /api/admin/payments/{id}': [adminsOnly, { path: (w) => `/api/admin/payments/${w.payment}` }],
  'GET /api/admin/audit': [adminsOnly],
  'GET /api/admin/jobs': [adminsOnly],
  'GET /api/admin/exports/audit.csv': [adminsOnly],
  'GET /api/admin/exports/ledger.csv': [adminsOnly],
  'GET /api/admin/exports/payments.csv': [adminsOnly],
  'GET /api/admin/exports/users.csv': [adminsOnly],
  'GET /api/admin/exports/charters.csv': [adminsOnly],
  'GET /api/admin/exports/vessels.csv': [adminsOnly],
  'GET /api/admin/exports/companies.csv': [adminsOnly],
  'GET /api/exports/deals.csv': [members],
  'GET /api/exports/payments.csv': [members],
  'POST /api/admin/jobs/{id}/retry': [adminsOnly, { path: (w) => `/api/admin/jobs/${w.failedJob}/retry` }],
  'GET /api/admin/contact-messages': [adminsOnly],
  'GET /api/admin/newsletter-subscribers': [adminsOnly],
  // The charter party of a fixed deal (drafted in the world): its parties read and act, an admin reads it.
  'GET /api/contracts/verify': [everyone, { path: () => `/api/contracts/verify?hash=${'0'.repeat(64)}` }],
  'POST /api/contracts/verify': [everyone, { upload: true }],
  'GET /api/deals/{id}/contract': [[401, 'ok', 404, 'ok', 404, 'ok'], { path: (w) => `/api/deals/${w.fixedDeal}/contract` }],
  'GET /api/deals/{id}/contract/versions/{version}': [
    [401, 'ok', 404, 'ok', 404, 'ok'],
    { path: (w) => `/api/deals/${w.fixedDeal}/contract/versions/1` },
  ],
  'POST /api/deals/{id}/contract': [[401, 'ok', 404, 'ok', 404, 403], { path: (w) => `/api/deals/${w.fixedDeal}/contract` }],
  'POST /api/deals/{id}/contract/versions': [
    [401, 'ok', 404, 'ok', 404, 403],
    { path: (w) => `/api/deals/${w.fixedDeal}/contract/versions`, body: (w) => ({ basedOn: 1, clauses: w.clauses }) },
  ],
  'GET /api/deals/{id}/contract/versions/{version}/pdf': [
    [401, 'ok', 404, 'ok', 404, 'ok'],
    { path: (w) => `/api/deals/${w.fixedDeal}/contract/versions/1/pdf` },
  ],
  'POST /api/deals/{id}/contract/sign': [
    [401, 'ok', 404, 'ok', 404, 403],
    { path: (w) => `/api/deals/${w.fixedDeal}/contract/sign`, body: () => ({ version: 1, password: 'not-the-password', consent: true }) },
  ],
  // The signatures' full evidence (IP address, user agent) is for admins only, never the parties (#25).
  'GET /api/admin/deals/{id}/contract/evidence': [adminsOnly, { path: (w) => `/api/admin/deals/${w.fixedDeal}/contract/evidence` }],
};

const lastRows: PolicyRows = {
  // Saved searches (#27): any member keeps their own; another member's, or an admin asking, is told it is not there.
  'GET /api/saved-searches': [members],
  'POST /api/saved-searches': [members, { body: () => ({ kind: 'cargoes', query: { commodity: 'coal' } }) }],
  'DELETE /api/saved-searches/{id}': [[401, 'ok', 404, 404, 404, 404], { path: (w) => `/api/saved-searches/${w.savedSearch}` }],
  // Import circulars (#28): verified owners and charterers import (admins post no listings); an import is its
  // company's alone: any other member, and an admin, is told it does not exist (imports-access.test.ts).
  'POST /api/import': [[401, 'ok', 'ok', 'ok', 'ok', 403], { body: () => ({ text: 'MV SEA ORCHID 58K SUPRA BLT 2014 OPEN CJK 10-15 DEC' }) }],
  'POST /api/import/files': [[401, 'ok', 'ok', 'ok', 'ok', 403], { upload: true }],
  'GET /api/import': [members],
  'GET /api/import/{id}': [[401, 'ok', 404, 404, 404, 404], { path: (w) => `/api/import/${w.imported}` }],
  'GET /api/import/{id}/drafts.json': [[401, 'ok', 404, 404, 404, 404], { path: (w) => `/api/import/${w.imported}/drafts.json` }],
  // Publishing an import's drafts is its company's (the charterer's here); admins post no listings (imports/publish/routes.test.ts).
  'POST /api/import/{id}/publish': [
    [401, 'ok', 404, 404, 404, 403],
    { path: (w) => `/api/import/${w.imported}/publish`, body: () => ({ drafts: [{ kind: 'cargo', index: 9, fields: nullCargoFields }] }) },
  ],
  // Import address (#28): each verified owner or charterer reads and rotates their own company's (no id in the path:
  // another company gets its own address, never this one; import-address.test.ts); admins post no listings.
  'GET /api/import/address': [[401, 'ok', 'ok', 'ok', 'ok', 403]],
  'POST /api/import/address/rotate': [[401, 'ok', 'ok', 'ok', 'ok', 403]],
  // Ship certificates (#29): the owner uploads (admins review, never upload); the files are the owner's and admins'.
  'GET /api/vessels/{id}/certificates': [vesselEditors, { path: (w) => `/api/vessels/${w.vessel}/certificates` }],
  'GET /api/ship-certificates/{id}/file': [vesselEditors, { path: (w) => `/api/ship-certificates/${w.certificate}/file` }],
  'POST /api/vessels/{id}/certificates': [[401, 403, 403, 'ok', 404, 403], { path: (w) => `/api/vessels/${w.vessel}/certificates`, upload: true }],
  'GET /api/admin/ship-certificates': [adminsOnly],
  'POST /api/admin/ship-certificates/{id}/approve': [
    adminsOnly,
    { path: (w) => `/api/admin/ship-certificates/${w.certificate}/approve`, body: () => ({ expiresOn: '2099-06-30' }) },
  ],
  'POST /api/admin/ship-certificates/{id}/reject': [
    adminsOnly,
    { path: (w) => `/api/admin/ship-certificates/${w.certificate}/reject`, body: () => ({ reason: 'The scan is unreadable.' }) },
  ],
  // Reviews (#29): a completed fixture's two parties review each other (here both have: the charterer again is 409,
  // past the access check); the owner replies to the charterer's review of them; reviews.test.ts has the blind rules.
  'GET /api/deals/{id}/reviews': [dealParties, { path: (w) => `/api/deals/${w.reviewedDeal}/reviews` }],
  'POST /api/deals/{id}/reviews': [dealParties, { path: (w) => `/api/deals/${w.reviewedDeal}/reviews`, body: () => ofOwner() }],
  'POST /api/reviews/{id}/reply': [
    [401, 403, 404, 'ok', 404, 403],
    { path: (w) => `/api/reviews/${w.review}/reply`, body: () => ({ body: 'Thank you.' }) },
  ],
  'GET /api/reviews/quotes': [everyone],
  'GET /api/admin/reviews': [adminsOnly],
  'POST /api/admin/reviews/{id}/hide': [
    adminsOnly,
    { path: (w) => `/api/admin/reviews/${w.review}/hide`, body: () => ({ reason: 'Names a crew member' }) },
  ],
  'DELETE /api/admin/users/{id}': [adminsOnly, { path: (w) => `/api/admin/users/${w.member}` }],
  'POST /api/auth/sign-out': [everyone],
};

// In the table's order: reads first, then changes, the destructive ones last (the deals' records in their own files).
const policy: PolicyRows = { ...firstRows, ...afterFixturePolicy, ...paymentsPolicy, ...lastRows };

const callers = ['anonymous', 'charterer', 'otherCharterer', 'owner', 'otherOwner', 'admin'] as const;
type Caller = (typeof callers)[number];

let t: TestApp;
let photoBytes: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  photoBytes = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#1d4ed8' } })
    .jpeg()
    .toBuffer();
});
afterAll(() => t.close());

const key = (method: string, path: string) => `${method} ${path.replace(/:(\w+)/g, '{$1}')}`;

describe('the policy table', () => {
  it('names every route the app serves, and no route the app lacks', () => {
    const served = t.routeTable.map((r) => key(r.method, r.path)).sort();
    expect(served.length).toBe(Object.keys(policy).length);
    expect(served).toEqual(Object.keys(policy).sort());
  });
});

describe('every route against every caller', () => {
  it.each(callers)('answers %s as the policy table says, including ids of other members of the same role', async (caller: Caller) => {
    const { w, agents } = await world(t, photoBytes);
    const column = callers.indexOf(caller);
    const failures: string[] = [];
    // In the table's order: reads first, then changes, the destructive ones last.
    for (const [route, [row, call = {}]] of Object.entries(policy)) {
      const [method, pattern] = route.split(' ');
      const path = call.path?.(w) ?? pattern;
      const a = agents[caller];
      const res = call.stream
        ? await a.open(path).then(async (r) => (r.ok ? (await r.body?.cancel(), r) : r))
        : call.upload
          ? await a.upload(path, 'file', photoBytes, 'ship.jpg')
          : await a.request(method, path, method === 'GET' ? undefined : (call.body?.(w) ?? {}));
      const expected = row[column];
      const got = res.status;
      const ok = expected === 'ok' ? ![401, 403, 404].includes(got) && got < 500 : got === expected;
      if (!ok) failures.push(`${route}: expected ${expected}, got ${got} ${res.json?.error?.message ?? ''}`);
    }
    expect(failures).toEqual([]);
  });
});
