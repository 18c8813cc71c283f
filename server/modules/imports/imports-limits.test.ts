import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_IMPORT_BYTES } from '../../../common/imports/schemas';
import { createTestApp, type TestApp } from '../../test/harness';
import { storedCount, uploadFiles } from './import-test-kit';

// Hostile sizes (#28): a body of tens of thousands of listings is read only as far as a real circular goes (the first
// 2,000 lines), and the member is told the rest was not read; an upload request is capped as a whole.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PARTLY_READ = 'Read the first 2,000 lines of this e-mail (200,000 characters at most); the rest of it was not read.';

/** A ship name from a number, in letters (`AAB`): every line a different ship, so none is merged as a repeat. */
const nameOf = (n: number) => Array.from({ length: 4 }, (_, k) => String.fromCharCode(65 + (Math.floor(n / 26 ** (3 - k)) % 26))).join('');
const shipLine = (n: number) => `MV ${nameOf(n)} 58K SUPRA BLT 2014 OPEN CJK 10-15 DEC`;

describe('a 10 MB circular', () => {
  it('is read as far as its first 2,000 lines, says so, and answers', async () => {
    const owner = await t.signedIn('owner', { verified: true });
    const head = 'From: Desk <desk@example.com>\nSubject: Open tonnage\nDate: Mon, 30 Nov 2026 07:05:00 +0000\n\n';
    const lines: string[] = [];
    let bytes = head.length;
    for (let n = 0; bytes < MAX_IMPORT_BYTES - 100; n++) {
      lines.push(shipLine(n));
      bytes += shipLine(n).length + 1;
    }
    expect(lines.length).toBeGreaterThan(150_000);
    const res = await owner.post('/api/import', { text: head + lines.join('\n') });
    expect(res.status, res.text.slice(0, 300)).toBe(201);
    const imported = res.json.import;
    expect(imported).toMatchObject({ status: 'read', kind: 'positions', positionCount: 2000, notice: PARTLY_READ });
    // The text served is the part read: it ends with the 2,000th ship, the 2,001st is not in it.
    expect(imported.text.endsWith(`\n${shipLine(1999)}`)).toBe(true);
    expect(imported.text).not.toContain(shipLine(2000));
    expect(imported.positions.at(-1).fields.vessel_name).toBe('ACYX');

    const history = await owner.get('/api/import');
    expect(history.json.items.map((i: { notice: string | null }) => i.notice)).toEqual([PARTLY_READ]);
    // The corpus-format export carries the reading alone.
    const drafts = await owner.get(`/api/import/${imported.id}/drafts.json`);
    expect(Object.keys(drafts.json)).toEqual(['kind', 'positions', 'cargoes']);
    expect(drafts.json.positions).toHaveLength(2000);
    // Building and sending 10 MB takes seconds on a busy machine: the room is for that, not for the reading.
  }, 60_000);

  it('read in full when it is a circular’s size: no notice', async () => {
    const owner = await t.signedIn('owner', { verified: true });
    const res = await owner.post('/api/import', { text: Array.from({ length: 30 }, (_, n) => shipLine(n)).join('\n') });
    expect(res.status).toBe(201);
    expect(res.json.import).toMatchObject({ status: 'read', positionCount: 30, notice: null });
  });
});

describe('an upload request', () => {
  it('over 25 MB in all is refused with 413 and writes nothing, though each file is under 10 MB', async () => {
    const owner = await t.signedIn('owner', { verified: true });
    const file = (n: number) => ({
      name: `${n}.eml`,
      data: Buffer.concat([Buffer.from('Subject: big\r\n\r\n'), Buffer.alloc(9 * 1024 * 1024, 'x')]),
    });
    const res = await uploadFiles(t, owner, [file(1), file(2), file(3)]);
    expect(res.status).toBe(413);
    expect(res.json.error?.message).toBe('An upload may hold at most 25 MB of e-mails in all: import them in smaller batches.');
    expect(await storedCount(t, owner.id)).toBe(0);
  });
});
