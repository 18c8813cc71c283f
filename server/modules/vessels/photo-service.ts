import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, or } from 'drizzle-orm';
import sharp, { type Metadata } from 'sharp';
import { MAX_PHOTO_BYTES } from '../../../common/vessels/schemas';
import type { Database } from '../../db/client';
import { vesselPhotos } from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';
import type { CurrentUser } from '../../lib/context';
import type { BlobStorage } from '../../lib/storage';
import { recordAudit } from '../audit/service';
import { ownedVessel } from './owner-service';
import { mediaUrl } from './serialize';

export const MAX_PHOTOS_PER_VESSEL = 12;
const acceptedFormats = new Set(['jpeg', 'png', 'webp']);

export const photoMessages = {
  notImage: 'This file is not a photo: upload a JPEG, PNG or WebP image',
  tooBig: 'Photos must be at most 10 MB',
  tooMany: `A vessel can have at most ${MAX_PHOTOS_PER_VESSEL} photos`,
};

/** Checks the bytes, not the file name or the declared type, and returns a re-encoded photo and thumbnail. */
async function process(data: Buffer) {
  if (data.byteLength > MAX_PHOTO_BYTES) throw new AppError('validation', photoMessages.tooBig, { file: photoMessages.tooBig });
  let meta: Metadata;
  try {
    meta = await sharp(data).metadata();
  } catch {
    throw new AppError('validation', photoMessages.notImage, { file: photoMessages.notImage });
  }
  if (!meta.format || !acceptedFormats.has(meta.format)) throw new AppError('validation', photoMessages.notImage, { file: photoMessages.notImage });
  // Re-encoding drops EXIF data (including GPS positions) and normalises orientation.
  const image = sharp(data).rotate();
  const full = await image.clone().resize({ width: 1600, height: 1600, fit: 'inside', withoutEnlargement: true }).webp({ quality: 82 }).toBuffer({ resolveWithObject: true });
  const thumb = await image.clone().resize({ width: 480, height: 320, fit: 'cover' }).webp({ quality: 75 }).toBuffer();
  return { full, thumb };
}

export async function addPhoto(db: Database, storage: BlobStorage, user: CurrentUser, vesselId: string, data: Buffer) {
  const vessel = await ownedVessel(db, user, vesselId);
  const [{ n }] = await db.select({ n: count() }).from(vesselPhotos).where(eq(vesselPhotos.vesselId, vessel.id));
  if (n >= MAX_PHOTOS_PER_VESSEL) throw new AppError('conflict', photoMessages.tooMany, { file: photoMessages.tooMany });
  const { full, thumb } = await process(data);
  const id = randomUUID();
  const storageKey = `vessels/${vessel.id}/${id}.webp`;
  const thumbKey = `vessels/${vessel.id}/${id}-thumb.webp`;
  await storage.put(storageKey, full.data);
  await storage.put(thumbKey, thumb);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(vesselPhotos)
        .values({ id, vesselId: vessel.id, storageKey, thumbKey, contentType: 'image/webp', sizeBytes: full.data.byteLength, width: full.info.width, height: full.info.height, position: n })
        .returning();
      await recordAudit(tx, { actor: user, action: 'vessel.photo_added', entity: 'vessel', entityId: vessel.id, after: { photoId: id } });
      return serializePhoto(row);
    });
  } catch (err) {
    // Nothing half-saved: files without their row are removed.
    await Promise.all([storage.delete(storageKey), storage.delete(thumbKey)]);
    throw err;
  }
}

export async function deletePhoto(db: Database, storage: BlobStorage, user: CurrentUser, vesselId: string, photoId: string) {
  const vessel = await ownedVessel(db, user, vesselId);
  const row = await db.transaction(async (tx) => {
    const [deleted] = await tx.delete(vesselPhotos).where(and(eq(vesselPhotos.id, photoId), eq(vesselPhotos.vesselId, vessel.id))).returning();
    if (!deleted) throw notFound('Photo not found');
    await recordAudit(tx, { actor: user, action: 'vessel.photo_removed', entity: 'vessel', entityId: vessel.id, before: { photoId } });
    return deleted;
  });
  await Promise.all([storage.delete(row.storageKey), storage.delete(row.thumbKey)]);
}

export const serializePhoto = (p: typeof vesselPhotos.$inferSelect) => ({
  id: p.id,
  url: mediaUrl(p.storageKey),
  thumbUrl: mediaUrl(p.thumbKey),
  width: p.width,
  height: p.height,
});

export async function photosOf(db: Database, vesselId: string) {
  const rows = await db.select().from(vesselPhotos).where(eq(vesselPhotos.vesselId, vesselId)).orderBy(asc(vesselPhotos.position), asc(vesselPhotos.createdAt));
  return rows.map(serializePhoto);
}

/** Only keys that belong to a stored photo are served. */
export async function readPhoto(db: Database, storage: BlobStorage, key: string) {
  const [row] = await db.select({ id: vesselPhotos.id }).from(vesselPhotos).where(or(eq(vesselPhotos.storageKey, key), eq(vesselPhotos.thumbKey, key)));
  if (!row) return null;
  return storage.get(key);
}
