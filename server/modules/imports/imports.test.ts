import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { clockAt, corpusMail, corpusTruth, SHIP_LINE, storedCount, uploadFiles } from './import-test-kit';

// Import circulars (#28): a pasted or uploaded e-mail is read at once into drafts in the corpus format; the history
// is the company's own, newest first.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('pasting an e-mail', () => {
  it('reads a corpus e-mail into exactly its hand-written truth, served as drafts.json', async () => {
    const charterer = await t.signedIn('charterer', { verified: true });
    const res = await charterer.post('/api/import', { text: corpusMail('006').toString('utf8') });
    expect(res.status).toBe(201);
    const imported = res.json.import;
    expect(imported).toMatchObject({
      status: 'read',
      kind: 'cargoes',
      source: 'paste',
      fileName: null,
      subject: 'Cargo enquiries ex India - pls offer suitable tonnage',
      from: { name: 'Coromandel Shipping Services', address: 'ops@coromandel-ship.example.com' },
      sentAt: '2026-11-25T07:48:26.000Z', // Wed, 25 Nov 2026 13:18:26 +0530
      positionCount: 0,
      cargoCount: 3,
      submittedBy: { id: charterer.id, name: 'Test charterer' },
      error: null,
    });
    expect(imported.text).toContain('Greetings from Coromandel Shipping.');
    expect(imported.cargoes[0]).toMatchObject({ index: 0, published: null, fields: { account: 'Vindhya Cements Ltd', quantity_mt: 45000 } });

    const drafts = await charterer.get(`/api/import/${imported.id}/drafts.json`);
    expect(drafts.status).toBe(200);
    expect(drafts.headers.get('content-type')).toMatch(/^application\/json/);
    expect(drafts.json).toStrictEqual(corpusTruth('006'));
    expect(Object.keys(drafts.json)).toEqual(['kind', 'positions', 'cargoes']);
  });

  it('reads a pasted body without headers against the day it was received', async () => {
    clockAt(t, '2026-11-28T09:00:00Z');
    const owner = await t.signedIn('owner', { verified: true });
    const res = await owner.post('/api/import', { text: `${SHIP_LINE}\n\nBest regards\nDesk` });
    expect(res.status).toBe(201);
    expect(res.json.import).toMatchObject({ status: 'read', kind: 'positions', subject: '', from: { name: null, address: null }, sentAt: null });
    expect(res.json.import.text).toContain(SHIP_LINE);
    expect(res.json.import.positions).toEqual([
      {
        index: 0,
        published: null,
        fields: {
          vessel_name: 'SEA ORCHID',
          imo: null,
          vessel_type: 'supramax',
          dwt: 58000,
          built: 2014,
          flag: null,
          gear: null,
          open_port: null,
          open_area: 'CJK',
          open_from: '2026-12-10',
          open_to: '2026-12-15',
          operator: null,
        },
        // Where each was read in `MV SEA ORCHID 58K SUPRA BLT 2014 OPEN CJK 10-15 DEC`, counted by hand.
        sources: {
          fields: {
            vessel_name: { start: 3, end: 13 },
            imo: null,
            vessel_type: { start: 18, end: 23 },
            dwt: { start: 14, end: 17 },
            built: { start: 28, end: 32 },
            flag: null,
            gear: null,
            open_port: null,
            open_area: { start: 38, end: 41 },
            open_from: { start: 42, end: 51 },
            open_to: { start: 42, end: 51 },
            operator: null,
          },
          uncertain: {
            open_from: 'the e-mail has no date: counted from the day it was received',
            open_to: 'the e-mail has no date: counted from the day it was received',
          },
        },
      },
    ]);
  });

  it('stores an e-mail that is no circular as nothing to import', async () => {
    const owner = await t.signedIn('owner', { verified: true });
    const text = 'From: Anna <anna@example.com>\nSubject: Lunch on Friday?\nDate: Fri, 27 Nov 2026 10:00:00 +0000\n\nShall we meet at noon?\n';
    const res = await owner.post('/api/import', { text });
    expect(res.status).toBe(201);
    expect(res.json.import).toMatchObject({
      status: 'nothing',
      kind: 'none',
      error: 'Nothing to import: this e-mail holds no open positions or cargo orders',
      positionCount: 0,
      cargoCount: 0,
    });
    const drafts = await owner.get(`/api/import/${res.json.import.id}/drafts.json`);
    expect(drafts.json).toStrictEqual({ kind: 'none', positions: [], cargoes: [] });
  });

  it('refuses an empty paste with the form’s words, and an unverified member with a clear 403', async () => {
    const verified = await t.signedIn('owner', { verified: true });
    const empty = await verified.post('/api/import', { text: '  \n ' });
    expect(empty.status).toBe(400);
    expect(empty.json.error.fields.text).toBe('Paste the e-mail: its full text with headers, or just the body');

    const unverified = await t.signedIn('charterer');
    const refused = await unverified.post('/api/import', { text: corpusMail('006').toString('utf8') });
    expect(refused.status).toBe(403);
    expect(refused.json.error.message).toBe('Only verified companies may import circulars: finish your company verification first');
    const files = await uploadFiles(t, unverified, [{ name: '001.eml', data: corpusMail('001') }]);
    expect(files.status).toBe(403);
    expect(await storedCount(t, unverified.id)).toBe(0);
  });
});

describe('uploading .eml files', () => {
  it('reads two files into two imports, each with its own drafts', async () => {
    const owner = await t.signedIn('owner', { verified: true });
    const res = await uploadFiles(t, owner, [
      { name: '001.eml', data: corpusMail('001') },
      { name: '008.eml', data: corpusMail('008') },
    ]);
    expect(res.status).toBe(201);
    expect(res.json.items?.map((i) => [i.fileName, i.status, i.positionCount, i.cargoCount])).toEqual([
      ['001.eml', 'read', 4, 0],
      ['008.eml', 'read', 0, 4],
    ]);
    const history = await owner.get('/api/import');
    expect(history.json.items.map((i: { source: string; fileName: string }) => [i.source, i.fileName]).sort()).toEqual([
      ['upload', '001.eml'],
      ['upload', '008.eml'],
    ]);
    for (const n of ['001', '008']) {
      const id = history.json.items.find((item: { fileName: string }) => item.fileName === `${n}.eml`).id;
      expect((await owner.get(`/api/import/${id}/drafts.json`)).json).toStrictEqual(corpusTruth(n));
    }
  });

  it('answers 400 for an upload without files and for more than 20, writing nothing', async () => {
    const owner = await t.signedIn('owner', { verified: true });
    const none = await uploadFiles(t, owner, [{ name: 'a.eml', data: corpusMail('001') }], 'file');
    expect(none.status).toBe(400);
    expect(none.json.error?.message).toBe('Choose one or more .eml files to import');
    const many = Array.from({ length: 21 }, (_, i) => ({ name: `${i}.eml`, data: corpusMail('001') }));
    const tooMany = await uploadFiles(t, owner, many);
    expect(tooMany.status).toBe(400);
    expect(tooMany.json.error?.message).toBe('Import at most 20 e-mails at a time');
    expect(await storedCount(t, owner.id)).toBe(0);
  });
});

describe('the import history', () => {
  it('lists the company’s own imports newest first, paged, and no one else’s', async () => {
    clockAt(t, '2026-11-28T10:00:00Z');
    const owner = await t.signedIn('owner', { verified: true });
    const other = await t.signedIn('owner', { verified: true });
    await other.post('/api/import', { text: `Subject: not yours\n\n${SHIP_LINE}` });
    const subjects: string[] = [];
    for (let i = 1; i <= 21; i++) {
      t.deps.clock.advance(60_000);
      const res = await owner.post('/api/import', { text: `Subject: Open tonnage ${i}\n\n${SHIP_LINE}` });
      expect(res.status).toBe(201);
      subjects.push(`Open tonnage ${i}`);
    }
    const first = await owner.get('/api/import');
    expect(first.json).toMatchObject({ total: 21, page: 1, pageSize: 20 });
    expect(first.json.items.map((i: { subject: string }) => i.subject)).toEqual(subjects.slice(1).reverse());
    expect(first.json.items[0]).toMatchObject({ status: 'read', kind: 'positions', positionCount: 1, cargoCount: 0, source: 'paste' });
    const second = await owner.get('/api/import?page=2');
    expect(second.json.items.map((i: { subject: string }) => i.subject)).toEqual(['Open tonnage 1']);

    const theirs = await other.get('/api/import');
    expect(theirs.json.total).toBe(1);
    expect(theirs.json.items.map((i: { subject: string }) => i.subject)).toEqual(['not yours']);
  });
});
