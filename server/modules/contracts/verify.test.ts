import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ORIGIN, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Checks of an uploaded PDF that may run at once, as decided for #24 (fifty at once took 700 MB). */
const AT_ONCE = 8;
const BUSY = 'Too many PDFs are being checked right now. Please try again in a minute.';
const head = '--abc\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7 ';
const tail = 'the rest\r\n--abc--\r\n';
const contentType = 'multipart/form-data; boundary=abc';

/** An upload whose body stops after the file's first bytes until `release()`: a slow sender, holding its check open. */
function heldUpload() {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let reading!: () => void;
  const isReading = new Promise<void>((resolve) => (reading = resolve));
  let pulls = 0;
  const body = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        pulls++;
        if (pulls === 1) return controller.enqueue(new TextEncoder().encode(head));
        if (pulls === 2) {
          reading(); // the server has read the first bytes and asks for more: its check is running
          await released;
          controller.enqueue(new TextEncoder().encode(tail));
          return;
        }
        controller.close();
      },
    },
    { highWaterMark: 0 },
  );
  const response = t.app.request('/api/contracts/verify', {
    method: 'POST',
    body,
    headers: { origin: ORIGIN, 'content-type': contentType },
    duplex: 'half',
  } as RequestInit);
  return { response, isReading, release };
}

describe('checking an uploaded PDF', () => {
  it(`runs at most ${AT_ONCE} checks at once: one more is refused with 429 until one ends`, async () => {
    const held = Array.from({ length: AT_ONCE }, heldUpload);
    await Promise.all(held.map((h) => h.isReading));
    const visitor = t.agent();
    const refused = await visitor.raw('POST', '/api/contracts/verify', `${head}${tail}`, { 'content-type': contentType });
    expect([refused.status, refused.json.error.code, refused.json.error.message]).toEqual([429, 'too_many_requests', BUSY]);

    for (const h of held) h.release();
    const answers = await Promise.all(
      held.map(async (h) => {
        const res = await h.response;
        return `${res.status} ${await res.text()}`;
      }),
    );
    expect(answers).toEqual(Array(AT_ONCE).fill('200 {"match":false}'));
    const after = await visitor.raw('POST', '/api/contracts/verify', `${head}${tail}`, { 'content-type': contentType });
    expect([after.status, after.json]).toEqual([200, { match: false }]);
  });

  it('refuses a PDF over 20 MB with the form’s message, and takes one of exactly 20 MB', async () => {
    const visitor = t.agent();
    const over = await visitor.upload('/api/contracts/verify', 'file', Buffer.alloc(20 * 1024 * 1024 + 1, 0x25), 'big.pdf');
    expect([over.status, over.json.error.fields.file]).toEqual([400, 'The PDF must be at most 20 MB']);
    const atLimit = await visitor.upload('/api/contracts/verify', 'file', Buffer.alloc(20 * 1024 * 1024, 0x25), 'big.pdf');
    expect([atLimit.status, atLimit.json]).toEqual([200, { match: false }]);
    const sent = await visitor.raw('POST', '/api/contracts/verify', `${head}${tail}`, {
      'content-type': contentType,
      'content-length': String(21 * 1024 * 1024),
    });
    expect([sent.status, sent.json.error.fields.file]).toEqual([400, 'The PDF must be at most 20 MB']);
  });

  it('frees its place when a check fails: refused uploads do not use the places up', async () => {
    const visitor = t.agent();
    for (let i = 0; i < AT_ONCE + 1; i++) {
      const cutShort = await visitor.raw('POST', '/api/contracts/verify', head, { 'content-type': contentType });
      expect(cutShort.status).toBe(400);
    }
    expect((await visitor.raw('POST', '/api/contracts/verify', `${head}${tail}`, { 'content-type': contentType })).status).toBe(200);
  });
});
