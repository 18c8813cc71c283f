import { eq } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Sharp } from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, vesselPhotos } from '../../db/schema';
import { enqueue } from '../../lib/jobs';
import { createTestApp, type TestApp } from '../../test/harness';
import { imoSequence, validVessel } from '../../test/vessel-input';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const nextImo = imoSequence(936_001);

async function ownerWithVessel() {
  const owner = await t.signedIn('owner', { verified: true });
  const id = (await owner.post('/api/vessels', validVessel({ imo: nextImo() }))).json.vessel.id as string;
  return { owner, id };
}

/** A photo-like picture (a sky-to-sea gradient with a hull), so encoders have real work. */
const picture = (width: number, height: number) =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#7fb3e0"/><stop offset="1" stop-color="#123a5c"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><rect x="10%" y="55%" width="80%" height="12%" fill="#7a1d1d"/></svg>`,
    ),
  );

/** What a file really is, judged by its bytes: file-type for the format, sharp for the size. */
async function inspect(bytes: Buffer) {
  const [type, meta] = [await fileTypeFromBuffer(bytes), await sharp(bytes).metadata()];
  return { mime: type?.mime, width: meta.width, height: meta.height };
}

// The widths each original must be stored at, written for this test: the steps 480, 960 and 1600 below the
// original, then the original's own width up to 1600; a step within a fifth of the next one is left out.
const cases = [
  { name: 'a large JPEG', width: 2400, height: 1600, encode: (s: Sharp) => s.jpeg(), fallback: 'image/jpeg', widths: [480, 960, 1600] },
  { name: 'a mid-sized PNG', width: 1000, height: 700, encode: (s: Sharp) => s.png(), fallback: 'image/png', widths: [480, 1000] },
  { name: 'a small WebP', width: 300, height: 200, encode: (s: Sharp) => s.webp(), fallback: 'image/jpeg', widths: [300] },
];

describe('an uploaded photo', () => {
  for (const c of cases) {
    it(`${c.name} (${c.width} px) is stored as AVIF, WebP and ${c.fallback} at ${c.widths.join(', ')} px, none wider than itself`, async () => {
      const { owner, id } = await ownerWithVessel();
      const res = await owner.upload(`/api/vessels/${id}/photos`, 'file', await c.encode(picture(c.width, c.height)).toBuffer(), 'ship');
      expect(res.status).toBe(201);
      const { photo } = res.json;
      expect([photo.width, photo.height]).toEqual([c.width, c.height]);
      const [row] = await t.db.select().from(vesselPhotos).where(eq(vesselPhotos.id, photo.id));
      expect([row.width, row.height]).toEqual([c.width, c.height]);

      const expected = ['image/avif', 'image/webp', c.fallback].flatMap((mime) => c.widths.map((width) => `${mime} ${width}`)).sort();
      expect(photo.variants).toHaveLength(expected.length);
      const found: string[] = [];
      for (const v of photo.variants) {
        const file = await t.app.request(v.url);
        expect(file.status).toBe(200);
        const real = await inspect(Buffer.from(await file.arrayBuffer()));
        // The declared format and width are the file's own; its height keeps the original's proportions.
        expect(`${v.format} ${v.width}`).toBe(`${real.mime?.replace(/^image\//, '')} ${real.width}`);
        expect(real.width).toBeLessThanOrEqual(c.width);
        expect(Math.abs(real.height! - (c.height * real.width!) / c.width)).toBeLessThanOrEqual(1);
        expect(file.headers.get('content-type')).toBe(real.mime);
        expect(file.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
        found.push(`${real.mime} ${real.width}`);
      }
      expect(found.sort()).toEqual(expected);
      // `url` shows in every browser: the widest file in the fallback format.
      const main = await inspect(Buffer.from(await (await t.app.request(photo.url)).arrayBuffer()));
      expect(main).toEqual({ mime: c.fallback, width: Math.max(...c.widths), height: expect.any(Number) });
    });
  }

  it('is turned upright by its EXIF orientation, and its recorded size is the upright one', async () => {
    const { owner, id } = await ownerWithVessel();
    // Stored landscape 600 × 400 with orientation 6: a camera held upright, so the photo is 400 wide and 600 high.
    const sideways = await picture(600, 400).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const { photo } = (await owner.upload(`/api/vessels/${id}/photos`, 'file', sideways, 'ship.jpg')).json;
    expect([photo.width, photo.height]).toEqual([400, 600]);
    const avif = photo.variants.find((v: { format: string }) => v.format === 'avif');
    const real = await inspect(Buffer.from(await (await t.app.request(avif.url)).arrayBuffer()));
    expect(real).toEqual({ mime: 'image/avif', width: 400, height: 600 });
  });

  it('leaves no file behind once removed', async () => {
    const { owner, id } = await ownerWithVessel();
    const { photo } = (await owner.upload(`/api/vessels/${id}/photos`, 'file', await picture(1200, 800).jpeg().toBuffer(), 'ship.jpg')).json;
    const urls = [photo.url, photo.thumbUrl, ...photo.variants.map((v: { url: string }) => v.url)];
    expect(photo.variants).toHaveLength(9); // 480, 960 and 1200 px in AVIF, WebP and JPEG
    for (const url of urls) expect((await t.app.request(url)).status).toBe(200);
    expect((await owner.del(`/api/vessels/${id}/photos/${photo.id}`)).status).toBe(204);
    const left = [];
    for (const url of urls) if (await t.deps.storage.get(url.replace('/api/media/', ''))) left.push(url);
    expect(left).toEqual([]);
  });
});

describe('a photo stored before variants existed', () => {
  it('gets them from the queue, and shows from its stored file until then', async () => {
    const { owner, id } = await ownerWithVessel();
    // As the upload used to store it: one WebP of at most 1600 px and a thumbnail, no variants.
    const photoId = crypto.randomUUID();
    const [storageKey, thumbKey] = [`vessels/${id}/${photoId}.webp`, `vessels/${id}/${photoId}-thumb.webp`];
    await t.deps.storage.put(storageKey, await picture(1200, 800).webp().toBuffer());
    await t.deps.storage.put(thumbKey, await picture(480, 320).webp().toBuffer());
    await t.db
      .insert(vesselPhotos)
      .values({ id: photoId, vesselId: id, storageKey, thumbKey, contentType: 'image/webp', sizeBytes: 1, width: 1200, height: 800 });

    const before = (await owner.get(`/api/vessels/${id}`)).json.photos;
    expect(before).toEqual([
      { id: photoId, url: `/api/media/${storageKey}`, thumbUrl: `/api/media/${thumbKey}`, width: 1200, height: 800, variants: [] },
    ]);

    await enqueue(t.db, 'vessels.photo-variants', { photoId });
    expect(await t.deps.jobs.runDue()).toBe(1);
    const [after] = (await owner.get(`/api/vessels/${id}`)).json.photos;
    expect(after.url).toBe(before[0].url);
    const kinds = [];
    for (const v of after.variants) {
      const real = await inspect(Buffer.from(await (await t.app.request(v.url)).arrayBuffer()));
      expect(`${v.format} ${v.width}`).toBe(`${real.mime?.replace(/^image\//, '')} ${real.width}`);
      kinds.push(`${real.mime} ${real.width}`);
    }
    // 1200 px: the steps 480 and 960 (a fifth below 1200, so kept) and 1200 itself; JPEG stands in for WebP.
    const widths = [1200, 480, 960];
    expect(kinds.sort()).toEqual(['image/avif', 'image/jpeg', 'image/webp'].flatMap((mime) => widths.map((w) => `${mime} ${w}`)));
    expect((await t.app.request(before[0].url)).status).toBe(200);
  });

  it('is left alone by a job that comes after it was removed', async () => {
    const photoId = crypto.randomUUID();
    await enqueue(t.db, 'vessels.photo-variants', { photoId });
    expect(await t.deps.jobs.runDue()).toBe(1);
    const [job] = (await t.db.select().from(jobs).where(eq(jobs.kind, 'vessels.photo-variants'))).filter(
      (j) => (j.payload as { photoId: string }).photoId === photoId,
    );
    expect({ done: job.doneAt !== null, lastError: job.lastError }).toEqual({ done: true, lastError: null });
  });
});
