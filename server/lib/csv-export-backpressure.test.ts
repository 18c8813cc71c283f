import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { listen } from '../listen';
import { csvResponse, EXPORT_BATCH } from './csv-export';

/** A table of `total` batches whose rows each carry ~1 KB of text (a batch ~1 MB of CSV), counting the batches read. */
function countingExport(total: number) {
  const read = { batches: 0 };
  const text = 'x'.repeat(1000);
  async function* batches() {
    for (let b = 0; b < total; b++) {
      read.batches++;
      yield Array.from({ length: EXPORT_BATCH }, (_, i) => ({ n: b * EXPORT_BATCH + i }));
    }
  }
  const response = () =>
    csvResponse<{ n: number }>({
      fileName: 'test.csv',
      batches: batches(),
      columns: [
        { header: 'n', value: (r) => r.n },
        { header: 'text', value: () => text },
      ],
    });
  return { read, response };
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
let close: (() => void) | undefined;
afterEach(() => close?.());

describe('a CSV export read slowly', () => {
  it('reads the next batch only when the reader takes the last one (one batch ahead at most)', async () => {
    const { read, response } = countingExport(50);
    const reader = response().body!.getReader();
    await reader.read(); // the header
    await reader.read(); // the first batch
    await pause(200);
    // The batch handed over, and one more waiting in the stream's queue of one: not the 50 of the table.
    expect(read.batches).toBe(2);
    await reader.cancel();
  });

  it('over HTTP: a client that stops reading stops the database reads, and gets every row when it reads on', async () => {
    const { read, response } = countingExport(200);
    const server = listen(() => response(), 0, '127.0.0.1');
    close = () => server.close();
    await new Promise((r) => server.once('listening', r));
    const { port } = server.address() as AddressInfo;
    const res = await new Promise<http.IncomingMessage>((resolve) => http.get({ host: '127.0.0.1', port, path: '/' }, resolve));
    let bytes = 0;
    let lines = 0;
    res.on('data', (chunk: Buffer) => {
      bytes += chunk.length;
      for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines++;
    });
    res.pause();
    await pause(1000);
    // 200 batches of ~1 MB; paused, the server stops once the kernel's socket buffers are full (5 batches measured here;
    // with a read-ahead queue of 64 it read 68).
    const whilePaused = read.batches;
    expect(whilePaused).toBeLessThanOrEqual(10);
    await pause(500);
    expect(read.batches).toBe(whilePaused);
    res.resume();
    await new Promise((r) => res.on('end', r));
    expect(read.batches).toBe(200);
    expect(lines).toBe(1 + 200 * EXPORT_BATCH);
    expect(bytes).toBeGreaterThan(200 * EXPORT_BATCH * 1000);
  });
});
