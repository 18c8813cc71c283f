import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { AppError } from './errors';
import { streamFileField } from './multipart-stream';

const UNREADABLE = 'The upload could not be read: send the file as multipart/form-data, as the form does.';
const limits = { maxBytes: 1024 * 1024, tooBig: 'The PDF must be at most 20 MB' };
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** A multipart body as the platform's own encoder (what a browser's FormData sends) writes it. */
async function encoded(fields: [string, Buffer | string, string?][]): Promise<{ contentType: string; body: Buffer }> {
  const form = new FormData();
  for (const [name, value, filename] of fields) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, new Blob([new Uint8Array(value)]), filename);
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { contentType: request.headers.get('content-type')!, body: Buffer.from(await request.arrayBuffer()) };
}

/** The body delivered in pieces of `size` bytes, as a network would: boundaries land across pieces. */
function chunked(contentType: string, body: Buffer, size: number, onPull?: (sent: number) => void): Request {
  let sent = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      onPull?.(sent);
      if (sent >= body.length) return controller.close();
      controller.enqueue(new Uint8Array(body.subarray(sent, sent + size)));
      sent += size;
    },
  });
  return new Request('http://localhost/', { method: 'POST', body: stream, headers: { 'content-type': contentType }, duplex: 'half' } as RequestInit);
}

async function hashOf(request: Request): Promise<{ hash: string; size: number | null }> {
  const hash = createHash('sha256');
  const size = await streamFileField(request, 'file', (b) => hash.update(b), limits);
  return { hash: hash.digest('hex'), size };
}

describe('a file field read as it streams', () => {
  // Bytes that look like the start of a boundary (CR LF and dashes) inside the file, at its start and at its end.
  const file = Buffer.concat([Buffer.from('\r\n--\r\n-'), randomBytes(200_000), Buffer.from('\r\n--'), randomBytes(5), Buffer.from('\r\n-')]);

  it.each([1, 7, 61, 4096, 65_536, 1_000_000])('hashes the file to the SHA-256 of its bytes, delivered %i bytes at a time', async (size) => {
    const { contentType, body } = await encoded([
      ['note', 'a caption first'],
      ['file', file, 'charter party.pdf'],
      ['after', 'another field'],
    ]);
    expect(await hashOf(chunked(contentType, body, size))).toEqual({ hash: sha256(file), size: file.length });
  });

  it('hashes the first file of the field and no other field', async () => {
    const other = randomBytes(1000);
    const { contentType, body } = await encoded([
      ['attachment', other, 'other.pdf'],
      ['file', file, 'a.pdf'],
      ['file', other, 'b.pdf'],
    ]);
    expect(await hashOf(chunked(contentType, body, 777))).toEqual({ hash: sha256(file), size: file.length });
  });

  it('hands bytes on before the body has ended, never holding the file whole', async () => {
    const { contentType, body } = await encoded([['file', file, 'a.pdf']]);
    let handedOn = 0;
    let handedOnAtHalf = -1;
    const request = chunked(contentType, body, 8192, (sent) => {
      if (handedOnAtHalf === -1 && sent >= body.length / 2) handedOnAtHalf = handedOn;
    });
    await streamFileField(request, 'file', (b) => (handedOn += b.length), limits);
    // When half the body had been sent, all but the last piece of it had reached the hash.
    expect(handedOnAtHalf).toBeGreaterThan(body.length / 2 - 2 * 8192);
    expect(handedOn).toBe(file.length);
  });

  it('answers null when the body has no file in that field', async () => {
    const { contentType, body } = await encoded([
      ['file', 'text, not a file'],
      ['other', file, 'a.pdf'],
    ]);
    expect((await hashOf(chunked(contentType, body, 1000))).size).toBeNull();
  });

  it('refuses a file over the limit as soon as it passes it', async () => {
    const big = randomBytes(limits.maxBytes + 1);
    const { contentType, body } = await encoded([['file', big, 'big.pdf']]);
    let pulled = 0;
    const error = await hashOf(chunked(contentType, body, 65_536, (sent) => (pulled = sent))).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).message).toBe('The PDF must be at most 20 MB');
    expect(pulled).toBeLessThanOrEqual(limits.maxBytes + 2 * 65_536);
  });

  const part = (disposition: string) =>
    `--abc\r\nContent-Disposition: ${disposition}\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7 test\r\n--abc--\r\n`;
  const malformed: [string, string, string][] = [
    ['a boundary that is not the one used', 'multipart/form-data; boundary=xyz', part('form-data; name="file"; filename="a.pdf"')],
    ['no boundary', 'multipart/form-data', part('form-data; name="file"; filename="a.pdf"')],
    ['not multipart', 'application/pdf', '%PDF-1.7'],
    ['a body cut short in the file', 'multipart/form-data; boundary=abc', part('form-data; name="file"; filename="a.pdf"').slice(0, 95)],
    ['headers that never end', 'multipart/form-data; boundary=abc', '--abc\r\nContent-Disposition: form-data; name="file"'],
    ['a quote in the file name', 'multipart/form-data; boundary=abc', part('form-data; name="file"; filename="a"b.pdf"')],
    ['an escaped quote in the file name', 'multipart/form-data; boundary=abc', part('form-data; name="file"; filename="a\\"b.pdf"')],
    ['CR LF in the file name', 'multipart/form-data; boundary=abc', part('form-data; name="file"; filename="a\r\nb.pdf"')],
    ['a bare CR in the file name', 'multipart/form-data; boundary=abc', part('form-data; name="file"; filename="a\rb.pdf"')],
    ['an empty body', 'multipart/form-data; boundary=abc', ''],
  ];
  it.each(malformed)('refuses %s as unreadable (400)', async (_, contentType, body) => {
    const error = await hashOf(chunked(contentType, Buffer.from(body), 5)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect([(error as AppError).status, (error as AppError).message]).toEqual([400, UNREADABLE]);
  });

  it('reads the same hand-written body when it is well formed', async () => {
    expect(await hashOf(chunked('multipart/form-data; boundary=abc', Buffer.from(part('form-data; name="file"; filename="a.pdf"')), 5))).toEqual({
      hash: sha256(Buffer.from('%PDF-1.7 test')),
      size: 13,
    });
  });
});
