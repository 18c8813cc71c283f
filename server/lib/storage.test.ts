import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dealParties } from '../test/deal-input';
import { createTestApp, type TestApp } from '../test/harness';
import { createDiskStorage, type BlobStorage } from './storage';
import { createS3Storage, type S3Settings } from './storage-s3';

// A local S3-compatible peer (s3rver) on loopback: the adapter speaks real S3 to it, signatures and all.
let s3: S3rver;
let dir: string;
let settings: S3Settings;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'fairlead-s3-'));
  s3 = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: dir, configureBuckets: [{ name: 'fairlead-files' }] });
  const { port } = await s3.run();
  settings = {
    bucket: 'fairlead-files',
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${port}`,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  };
});
afterAll(async () => {
  await s3.close();
  await rm(dir, { recursive: true, force: true });
});

const stores: [string, () => BlobStorage][] = [
  ['a folder on disk', () => createDiskStorage(path.join(dir, 'disk'))],
  ['an S3-compatible bucket', () => createS3Storage(settings)],
];

describe.each(stores)('file storage in %s', (_name, make) => {
  it('keeps, returns and removes a file by key, answers null for a missing one, and refuses unsafe keys', async () => {
    const store = make();
    const data = Buffer.from('%PDF-1.7 the charter party, version 3');
    await store.put('messages/c1/a1', data);
    expect((await store.get('messages/c1/a1'))?.equals(data)).toBe(true);
    expect(await store.get('messages/c1/none')).toBeNull();
    await store.delete('messages/c1/a1');
    expect(await store.get('messages/c1/a1')).toBeNull();
    await expect(store.put('../outside', data)).rejects.toThrow('Unsafe storage key');
    await expect(store.get('/etc/passwd')).rejects.toThrow('Unsafe storage key');
  });
});

describe('the app on S3', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ s3: settings });
  });
  afterAll(() => t.close());

  it('stores a photo and a message file in the bucket and serves them with their access rules', async () => {
    const p = await dealParties(t);
    const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#12467a' } })
      .jpeg()
      .toBuffer();
    const photo = await p.owner.upload(`/api/vessels/${p.vesselId}/photos`, 'file', jpeg, 'deck.jpg');
    expect(photo.status).toBe(201);
    expect((await t.agent().open(photo.json.photo.url)).status).toBe(200);

    const conversation = (await p.charterer.post('/api/conversations', { vesselId: p.vesselId })).json.id;
    const pdf = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
    const sent = await p.owner.upload(`/api/conversations/${conversation}/attachments`, 'file', pdf, 'q88.pdf');
    const url = sent.json.message.attachments[0].url;
    const res = await p.charterer.open(url);
    expect(Buffer.from(await res.arrayBuffer()).equals(pdf)).toBe(true);
    expect((await (await t.signedIn('charterer')).open(url)).status).toBe(404);

    // The bytes are in the bucket, read back here with a second client as another instance would.
    const other = createS3Storage(settings);
    expect((await other.get(`messages/${conversation}/${url.split('/').pop()}`))?.equals(pdf)).toBe(true);
  });
});
