import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_IMPORT_BYTES } from '../../../common/imports/schemas';
import { createTestApp, type TestApp } from '../../test/harness';
import { corpusMail, garbage, nestedMail, SHIP_LINE, storedCount, uploadFiles } from './import-test-kit';

// Hostile input at the API (#28): a clear error or "nothing to import", never a 500 and never a half-written import.
// The text served is plain text; attachments are never opened.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const TOO_LARGE = 'This e-mail is larger than 10 MB, the most Fairlead reads.';
const UNREADABLE = 'This e-mail could not be read: its MIME structure is malformed or nested too deeply.';

describe('e-mails over 10 MB', () => {
  it('refuses a pasted one with 413 and writes nothing, at the limit and far past it', async () => {
    const owner = await t.signedIn('owner', { verified: true });
    const justOver = await owner.post('/api/import', { text: `Subject: big\n\n${'x'.repeat(MAX_IMPORT_BYTES)}` });
    expect(justOver.status).toBe(413);
    expect(justOver.json.error.message).toBe(TOO_LARGE);
    const farOver = await owner.post('/api/import', { text: 'x'.repeat(2 * MAX_IMPORT_BYTES + 1) });
    expect(farOver.status).toBe(413);
    expect(farOver.json.error.message).toBe(TOO_LARGE);
    expect(await storedCount(t, owner.id)).toBe(0);
  });

  it('refuses an upload holding one, naming it, without storing the others', async () => {
    const owner = await t.signedIn('owner', { verified: true });
    const big = Buffer.concat([Buffer.from('Subject: big\r\n\r\n'), Buffer.alloc(MAX_IMPORT_BYTES, 'x')]);
    const res = await uploadFiles(t, owner, [
      { name: '001.eml', data: corpusMail('001') },
      { name: 'huge.eml', data: big },
    ]);
    expect(res.status).toBe(413);
    expect(res.json.error?.message).toBe('huge.eml is larger than 10 MB, the most Fairlead reads.');
    expect(await storedCount(t, owner.id)).toBe(0);
  });
});

describe('malformed and hostile messages', () => {
  it('stores a zip-bomb-like nesting as failed beside a good file, and binary garbage as nothing to import', async () => {
    const owner = await t.signedIn('owner', { verified: true });
    const res = await uploadFiles(t, owner, [
      { name: 'nested.eml', data: nestedMail(500) },
      { name: '001.eml', data: corpusMail('001') },
      { name: 'noise.eml', data: garbage(200_000) },
      { name: 'cut.eml', data: 'From: a@example.com\nContent-Type: multipart/mixed; boundary="zz"\n\n--zz\nContent-Type: text/plain\n\nMV CUT' },
    ]);
    expect(res.status).toBe(201);
    expect(res.json.items?.map((i) => [i.fileName, i.status, i.error])).toEqual([
      ['nested.eml', 'failed', UNREADABLE],
      ['001.eml', 'read', null],
      ['noise.eml', 'nothing', 'Nothing to import: this e-mail holds no open positions or cargo orders'],
      ['cut.eml', 'nothing', 'Nothing to import: this e-mail holds no open positions or cargo orders'],
    ]);
    expect(await storedCount(t, owner.id)).toBe(4);
  });

  it('serves an HTML-only e-mail as plain text: no tags, no script', async () => {
    const owner = await t.signedIn('owner', { verified: true });
    const html = [
      'From: Desk <desk@example.com>',
      'Subject: Open tonnage',
      'Date: Fri, 27 Nov 2026 08:00:00 +0000',
      'Content-Type: text/html; charset=utf-8',
      '',
      '<html><head><script>alert("owned")</script><style>td{color:red}</style></head><body>',
      `<p onclick="steal()">${SHIP_LINE}</p><img src="https://tracker.example.com/p.gif"><script>document.cookie</script>`,
      '</body></html>',
    ].join('\r\n');
    const res = await owner.post('/api/import', { text: html });
    expect(res.status).toBe(201);
    const { text, status } = res.json.import;
    expect(status).toBe('read');
    expect(text).toContain(SHIP_LINE);
    for (const forbidden of ['<', '>', 'alert', 'script', 'document.cookie', 'steal', 'tracker', 'color:red']) expect(text).not.toContain(forbidden);
  });

  it('never opens an attachment: a circular attached to a note is nothing to import', async () => {
    const owner = await t.signedIn('owner', { verified: true });
    const attached = Buffer.from(`${SHIP_LINE}\n`).toString('base64');
    const mail = [
      'From: Desk <desk@example.com>',
      'Subject: see attached',
      'Content-Type: multipart/mixed; boundary="part"',
      '',
      '--part',
      'Content-Type: text/plain; charset=utf-8',
      '',
      'Please find our list attached.',
      '--part',
      'Content-Type: text/plain; name="list.txt"',
      'Content-Disposition: attachment; filename="list.txt"',
      'Content-Transfer-Encoding: base64',
      '',
      attached,
      '--part',
      'Content-Type: message/rfc822',
      'Content-Disposition: attachment; filename="fwd.eml"',
      '',
      `Subject: forwarded\n\n${SHIP_LINE}`,
      '--part--',
      '',
    ].join('\r\n');
    const res = await uploadFiles(t, owner, [{ name: 'note.eml', data: mail }]);
    expect(res.status).toBe(201);
    expect(res.json.items?.map((i) => [i.status, i.positionCount])).toEqual([['nothing', 0]]);
    const history = await owner.get('/api/import');
    const shown = await owner.get(`/api/import/${history.json.items[0].id}`);
    expect(shown.json.import.text).toBe('Please find our list attached.');
  });

  it('answers 400, not 500, to a body that is not multipart, and stores nothing', async () => {
    const owner = await t.signedIn('owner', { verified: true });
    const res = await owner.raw('POST', '/api/import/files', '--x\r\nContent-Disposition: form-data; name="files"; filename="a.eml"\r\n\r\nhi', {
      'content-type': 'multipart/form-data; boundary=x',
    });
    expect(res.status).toBe(400);
    expect(res.json.error.message).toBe('The upload could not be read: send the file as multipart/form-data, as the form does.');
    expect(await storedCount(t, owner.id)).toBe(0);
  });
});
