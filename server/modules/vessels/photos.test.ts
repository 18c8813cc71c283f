import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vesselPhotos, vessels } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';
import { imoSequence, validVessel } from '../../test/vessel-input';

let t: TestApp;
let png: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#0e7490' } })
    .png()
    .toBuffer();
});
afterAll(() => t.close());

const nextImo = imoSequence(935_001);

/** The files stored under a vessel, read from the disk storage's folder (not through the code under test). */
function filesOfVessel(id: string): string[] {
  const root = t.deps.config.dataDir;
  const folders = readdirSync(root)
    .map((d) => path.join(root, d, 'vessels', id))
    .filter((d) => existsSync(d));
  return folders.flatMap((d) => readdirSync(d));
}

async function ownerWithVessel(verified = true) {
  const owner = await t.signedIn('owner', { verified });
  const id = (await owner.post('/api/vessels', validVessel({ imo: nextImo() }))).json.vessel.id as string;
  return { owner, id };
}

describe('the twelve-photo limit', () => {
  it('lets exactly two of thirty concurrent uploads through to a vessel holding ten', async () => {
    const { owner, id } = await ownerWithVessel();
    for (let i = 0; i < 10; i++) expect((await owner.upload(`/api/vessels/${id}/photos`, 'file', png, 'ship.png')).status).toBe(201);
    const answers = await Promise.all(Array.from({ length: 30 }, () => owner.upload(`/api/vessels/${id}/photos`, 'file', png, 'ship.png')));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(2);
    expect(statuses.filter((s) => s === 409)).toHaveLength(28);
    expect(answers.find((a) => a.status === 409)?.json.error.message).toBe('A vessel can have at most 12 photos');
    expect(await t.db.select().from(vesselPhotos).where(eq(vesselPhotos.vesselId, id))).toHaveLength(12);
    // The refused uploads left no files behind. Each stored photo, 40 px wide, has four: its thumbnail, and AVIF,
    // WebP and PNG (its own format) at its own width, there being no smaller step.
    expect(filesOfVessel(id)).toHaveLength(12 * 4);
  }, 120_000);
});

describe('photos of a vessel that is not public', () => {
  it('are served only to its owner and admins, and never to a shared cache', async () => {
    const suspended = await ownerWithVessel();
    const unverified = await ownerWithVessel(false);
    const listed = await ownerWithVessel();
    const urls: Record<string, string> = {};
    for (const [name, v] of Object.entries({ suspended, unverified, listed })) {
      urls[name] = (await v.owner.upload(`/api/vessels/${v.id}/photos`, 'file', png, 'ship.png')).json.photo.url;
    }
    await t.db.update(vessels).set({ status: 'suspended' }).where(eq(vessels.id, suspended.id));
    const admin = await t.signedIn('admin');
    const strangers = {
      anonymous: t.agent(),
      charterer: await t.signedIn('charterer', { verified: true }),
      otherOwner: await t.signedIn('owner', { verified: true }),
    };

    for (const [name, hidden] of [
      ['suspended', suspended],
      ['unverified', unverified],
    ] as const) {
      for (const [who, agent] of Object.entries(strangers)) {
        expect(`${name} to ${who}: ${(await agent.get(urls[name])).status}`).toBe(`${name} to ${who}: 404`);
      }
      for (const [who, agent] of [
        ['owner', hidden.owner],
        ['admin', admin],
      ] as const) {
        const res = await agent.get(urls[name]);
        expect(`${name} to ${who}: ${res.status}`).toBe(`${name} to ${who}: 200`);
        expect(res.headers.get('cache-control')).toBe('private, no-store');
      }
    }
    const open = await strangers.anonymous.get(urls.listed);
    expect(open.status).toBe(200);
    expect(open.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });
});
