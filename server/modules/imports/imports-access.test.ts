import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { corpusMail } from './import-test-kit';

// An import belongs to its company (the member's profile): another member, of either role, and an admin are told it
// does not exist; a signed-out caller must sign in. Admins are refused too: an import is a company's private mail and
// unpublished business, and nothing in it is for moderation until a member publishes it.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function pasted() {
  const charterer = await t.signedIn('charterer', { verified: true });
  const res = await charterer.post('/api/import', { text: corpusMail('006').toString('utf8') });
  expect(res.status).toBe(201);
  return { charterer, id: res.json.import.id as string };
}

describe('who sees an import', () => {
  it('shows it to its company and answers 404 "Import not found" to every other member and to admins', async () => {
    const { charterer, id } = await pasted();
    expect((await charterer.get(`/api/import/${id}`)).status).toBe(200);
    expect((await charterer.get(`/api/import/${id}/drafts.json`)).status).toBe(200);

    const strangers = [await t.signedIn('charterer', { verified: true }), await t.signedIn('owner', { verified: true }), await t.signedIn('admin')];
    for (const stranger of strangers) {
      for (const path of [`/api/import/${id}`, `/api/import/${id}/drafts.json`]) {
        const res = await stranger.get(path);
        expect(res.status).toBe(404);
        expect(res.json.error.message).toBe('Import not found');
      }
      const history = await stranger.get('/api/import');
      expect(history.json.total).toBe(0);
      expect(history.json.items).toEqual([]);
    }
  });

  it('asks a signed-out caller to sign in, whatever the id', async () => {
    const { id } = await pasted();
    const anonymous = t.agent();
    for (const path of [`/api/import/${id}`, `/api/import/${id}/drafts.json`, '/api/import']) expect((await anonymous.get(path)).status).toBe(401);
    expect((await anonymous.post('/api/import', { text: 'MV X' })).status).toBe(401);
  });

  it('answers 404 for an id that is no import and for one that is not an id', async () => {
    const owner = await t.signedIn('owner', { verified: true });
    for (const path of ['/api/import/00000000-0000-4000-8000-000000000000', '/api/import/not-an-id/drafts.json']) {
      const res = await owner.get(path);
      expect(res.status).toBe(404);
      expect(res.json.error.message).toBe('Import not found');
    }
  });

  it('refuses an admin an import of their own: admins post no listings', async () => {
    const admin = await t.signedIn('admin');
    const res = await admin.post('/api/import', { text: corpusMail('006').toString('utf8') });
    expect(res.status).toBe(403);
  });
});
