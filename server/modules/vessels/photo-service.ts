import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, or } from 'drizzle-orm';
import sharp, { type Metadata } from 'sharp';
import { MAX_PHOTO_BYTES } from '../../../common/vessels/schemas';
import type { Database } from '../../db/client';
import { profiles, vesselPhotos, vessels } from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';
import type { CurrentUser } from '../../lib/context';
import type { BlobStorage } from '../../lib/storage';
import { recordAudit } from '../audit/service';
import { ownedVessel } from './owner-service';
import { mediaUrl } from './serialize';
import { hiddenReasons } from './visibility';

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

/**
 * Adds a photo. The limit is counted inside the transaction that inserts, with the vessel row locked, so
 * concurrent uploads to one vessel take turns and the twelfth photo is the last (the image work happens
 * before, outside the lock). Files written for an upload that then fails are removed.
 */
export async function addPhoto(db: Database, storage: BlobStorage, user: CurrentUser, vesselId: string, data: Buffer) {
  await ownedVessel(db, user, vesselId); // 404 before spending time on the image
  const { full, thumb } = await process(data);
  const id = randomUUID();
  const storageKey = `vessels/${vesselId}/${id}.webp`;
  const thumbKey = `vessels/${vesselId}/${id}-thumb.webp`;
  try {
    return await db.transaction(async (tx) => {
      const vessel = await ownedVessel(tx, user, vesselId); // SELECT … FOR UPDATE: one upload at a time per vessel
      const [{ n }] = await tx.select({ n: count() }).from(vesselPhotos).where(eq(vesselPhotos.vesselId, vessel.id));
      if (n >= MAX_PHOTOS_PER_VESSEL) throw new AppError('conflict', photoMessages.tooMany, { file: photoMessages.tooMany });
      await storage.put(storageKey, full.data);
      await storage.put(thumbKey, thumb);
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

/**
 * Only keys that belong to a stored photo are served, and a hidden vessel's photos (owner unverified, suspended,
 * archived, uninsured) only to its owner and admins: to anyone else they do not exist. `public` tells the route
 * whether a shared cache may keep the file.
 */
export async function readPhoto(db: Database, storage: BlobStorage, viewer: CurrentUser | null, key: string) {
  const [row] = await db
    .select({ ownerId: vessels.ownerId, ownerVerified: profiles.verified, status: vessels.status, archivedAt: vessels.archivedAt, piExpiry: vessels.piExpiry })
    .from(vesselPhotos)
    .innerJoin(vessels, eq(vessels.id, vesselPhotos.vesselId))
    .innerJoin(profiles, eq(profiles.id, vessels.ownerId))
    .where(or(eq(vesselPhotos.storageKey, key), eq(vesselPhotos.thumbKey, key)));
  if (!row) return null;
  const isPublic = hiddenReasons(row).length === 0;
  if (!isPublic && viewer?.id !== row.ownerId && viewer?.role !== 'admin') return null;
  const data = await storage.get(key);
  return data ? { data, public: isPublic } : null;
}
