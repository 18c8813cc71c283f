import { describe, expect, it } from 'vitest';
import { AppError } from '../../../lib/errors';
import { MAIL_TOO_LARGE_MESSAGE, MAIL_UNREADABLE_MESSAGE, MAX_MAIL_BYTES, readMail } from './mail';

// Hostile input (issue #28): never a crash or a hang, a clear error or an empty text. A hang shows
// as the test timing out.

/** Deterministic "random" bytes (a linear congruential generator), so a failure reproduces. */
function garbage(length: number, seed = 7): Buffer {
  const bytes = Buffer.alloc(length);
  let state = seed;
  for (let i = 0; i < length; i++) {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    bytes[i] = state >>> 24;
  }
  return bytes;
}

/** Multiparts nested `depth` deep, a text/plain part at the bottom. */
function nested(depth: number): string {
  let mail = 'Subject: nest\nContent-Type: multipart/mixed; boundary="b0"\n\n';
  for (let i = 0; i < depth; i++) mail += `--b${i}\nContent-Type: multipart/mixed; boundary="b${i + 1}"\n\n`;
  return `${mail}--b${depth}\nContent-Type: text/plain\n\nhello from the bottom\n`;
}

async function refusal(raw: Buffer | string): Promise<AppError> {
  const error = await readMail(raw).then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('readMail on hostile input', () => {
  it('refuses an e-mail over 10 MB with the exported message, and reads one of exactly 10 MB', async () => {
    expect(MAX_MAIL_BYTES).toBe(10_485_760);
    const body = 'Subject: big\n\n';
    const exactly = body + 'x'.repeat(MAX_MAIL_BYTES - body.length);
    const error = await refusal(exactly + 'x');
    expect(error.code).toBe('payload_too_large');
    expect(error.message).toBe(MAIL_TOO_LARGE_MESSAGE);
    await expect(refusal(Buffer.from(exactly + 'x'))).resolves.toMatchObject({ code: 'payload_too_large' });
    expect((await readMail(exactly)).subject).toBe('big');
  });

  it('counts the size in bytes, not characters', async () => {
    // 'é' is two bytes in UTF-8: 6 million of them are 12 MB.
    expect((await refusal(`Subject: x\n\n${'é'.repeat(6_000_000)}`)).code).toBe('payload_too_large');
  });

  it('refuses multiparts nested thousands deep as unreadable', async () => {
    const error = await refusal(nested(5000));
    expect(error.code).toBe('validation');
    expect(error.message).toBe(MAIL_UNREADABLE_MESSAGE);
  });

  it('refuses a message split into more parts than any circular has', async () => {
    let mail = 'Content-Type: multipart/mixed; boundary="b"\n\n';
    for (let i = 0; i < 150; i++) mail += `--b\nContent-Type: text/plain\n\npart ${i}\n`;
    expect((await refusal(`${mail}--b--\n`)).message).toBe(MAIL_UNREADABLE_MESSAGE);
  });

  it('reads a modestly nested message down to its text', async () => {
    expect((await readMail(nested(20))).text).toBe('hello from the bottom\n');
  });

  it('refuses a header block over 1 MB as unreadable', async () => {
    expect((await refusal(`Subject: ${'a'.repeat(1_100_000)}\n\nbody\n`)).code).toBe('validation');
  });

  it('reads binary garbage as a message with empty text', async () => {
    const whole = await readMail(garbage(300_000));
    expect(whole.text).toBe('');
    const body = await readMail(Buffer.concat([Buffer.from('Subject: noise\n\n'), garbage(300_000)]));
    expect(body).toMatchObject({ subject: 'noise', text: '' });
    const base64 = garbage(30_000).toString('base64').replace(/.{76}/g, '$&\n');
    const declared = await readMail(`Subject: b64\nContent-Transfer-Encoding: base64\n\n${base64}\n`);
    expect(declared.text).toBe('');
  });

  it('reads an HTML-only body of garbage as empty text', async () => {
    const mail = Buffer.concat([Buffer.from('Content-Type: text/html\n\n<p>'), garbage(100_000)]);
    expect((await readMail(mail)).text).toBe('');
  });

  it('removes NUL and other control characters from text that is otherwise fine', async () => {
    const mail = await readMail('Subject: a\u0000b\n\nMV SEA\u0000 ORCHID\u0007 58K\u001b\n');
    expect(mail.subject).toBe('ab');
    expect(mail.text).toBe('MV SEA ORCHID 58K\n');
  });

  it('reads malformed MIME as far as it goes', async () => {
    // A multipart without a boundary has no part to read.
    expect((await readMail('Content-Type: multipart/mixed\n\nhello\n')).text).toBe('');
    // A multipart never closed ends where the message ends.
    const unterminated = 'Content-Type: multipart/mixed; boundary="x"\n\n--x\nContent-Type: text/plain\n\nhello';
    expect((await readMail(unterminated)).text).toBe('hello');
    // Invalid base64 and quoted-printable decode to what can be decoded.
    expect((await readMail('Content-Transfer-Encoding: base64\n\n!!!!@@@@\n')).text).toBe('');
    expect((await readMail('Content-Transfer-Encoding: quoted-printable\n\nA=ZZ=3\n')).text).toBe('A=ZZ=3\n');
    // An unknown charset falls back rather than failing.
    expect((await readMail('Content-Type: text/plain; charset="x-unknown"\n\nhello\n')).text).toBe('hello\n');
  });

  it('reads a Latin-1 body by its declared charset', async () => {
    const mail = Buffer.from('Content-Type: text/plain; charset="iso-8859-1"\n\nParan\xe1 Oleaginosas\n', 'latin1');
    expect((await readMail(mail)).text).toBe('Paraná Oleaginosas\n');
  });

  it('does not open attachments, text or embedded e-mails', async () => {
    const mail = [
      'Content-Type: multipart/mixed; boundary="b"',
      '',
      '--b',
      'Content-Type: text/plain',
      '',
      'See attached.',
      '--b',
      'Content-Type: text/plain; name="list.txt"',
      'Content-Disposition: attachment; filename="list.txt"',
      '',
      'MV ATTACHED ONE 58K OPEN CJK 1/5 DEC',
      '--b',
      'Content-Type: message/rfc822',
      'Content-Disposition: attachment; filename="fwd.eml"',
      '',
      'Subject: inner',
      '',
      'MV ATTACHED TWO 63K OPEN SPORE 2/6 DEC',
      '--b--',
      '',
    ].join('\n');
    expect((await readMail(mail)).text).toBe('See attached.');
  });

  it('reads an HTML-only body as text without rendering it', async () => {
    const mail = [
      'Content-Type: text/html; charset=utf-8',
      '',
      '<script>alert(1)</script><style>p{color:red}</style>',
      '<p>MV SEA ORCHID<img src="x" onerror="alert(2)"> 58K &amp; open CJK</p>',
    ].join('\n');
    expect((await readMail(mail)).text).toBe('MV SEA ORCHID 58K & open CJK');
  });

  it('reads HTML nested 400,000 elements deep in linear time', async () => {
    const mail = `Content-Type: text/html\n\n${'<div>'.repeat(400_000)}MV DEEP`;
    expect((await readMail(mail)).text).toBe('MV DEEP');
  });

  it('uses the HTML alternative when the plain one is empty', async () => {
    const mail = [
      'Content-Type: multipart/alternative; boundary="b"',
      '',
      '--b',
      'Content-Type: text/plain',
      '',
      '',
      '--b',
      'Content-Type: text/html',
      '',
      '<table><tr><td>ORCHID</td><td>58,000</td></tr></table>',
      '--b--',
      '',
    ].join('\n');
    expect((await readMail(mail)).text).toBe('ORCHID | 58,000');
  });
});
