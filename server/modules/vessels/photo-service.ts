import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Metadata } from 'sharp';
import { pictureMediaTypes } from '../../../common/vessels/picture';
import { MAX_PHOTO_BYTES } from '../../../common/vessels/schemas';
import type { Database } from '../../db/client';
import { profiles, vesselPhotos, vessels } from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';
import type { CurrentUser } from '../../lib/context';
import type { BlobStorage } from '../../lib/storage';
import { recordAudit } from '../audit/service';
import { ownerOrAdmin, vesselOfOwner } from '../../auth/record-access';
import { pictureOf } from './picture';
import { mediaTypeOf, renderVariants, variantKey, widestOf, type FallbackFormat, type RenderedPhoto } from './photo-variants';
import { mediaUrl } from './serialize';
import { hiddenReasons } from './visibility';

export const MAX_PHOTOS_PER_VESSEL = 12;
const acceptedFormats = new Set(['jpeg', 'png', 'webp']);
type PhotoRow = typeof vesselPhotos.$inferSelect;

export const photoMessages = {
  notImage: 'This file is not a photo: upload a JPEG, PNG or WebP image',
  tooBig: 'Photos must be at most 10 MB',
  tooMany: `A vessel can have at most ${MAX_PHOTOS_PER_VESSEL} photos`,
};

/** Checks the bytes, not the file name or the declared type; answers the format a browser without AVIF or WebP gets. */
async function check(data: Buffer): Promise<FallbackFormat> {
  if (data.byteLength > MAX_PHOTO_BYTES) throw new AppError('validation', photoMessages.tooBig, { file: photoMessages.tooBig });
  let meta: Metadata;
  const { default: sharp } = await import('sharp'); // with the first photo, not at start (#31)
  try {
    meta = await sharp(data).metadata();
  } catch {
    throw new AppError('validation', photoMessages.notImage, { file: photoMessages.notImage });
  }
  if (!meta.format || !acceptedFormats.has(meta.format)) throw new AppError('validation', photoMessages.notImage, { file: photoMessages.notImage });
  // The fallback keeps the original's format; a WebP original falls back to JPEG, which every browser reads.
  return meta.format === 'png' ? 'png' : 'jpeg';
}

/** A photo's variants and thumbnail, from bytes that pass the upload's checks (photo-variants.ts). */
export async function renderPhoto(data: Buffer): Promise<RenderedPhoto> {
  return renderVariants(data, await check(data));
}

export async function addPhoto(db: Database, storage: BlobStorage, user: CurrentUser, vesselId: string, data: Buffer) {
  await vesselOfOwner(db, user, vesselId); // 404 before spending time on the image
  return addRenderedPhoto(db, storage, user, vesselId, await renderPhoto(data));
}

/**
 * Stores a rendered photo. The limit is counted inside the transaction that inserts, with the vessel row locked, so
 * concurrent uploads to one vessel take turns and the twelfth photo is the last (the image work happens before,
 * outside the lock). Files written for an upload that then fails are removed.
 */
export async function addRenderedPhoto(db: Database, storage: BlobStorage, user: CurrentUser, vesselId: string, photo: RenderedPhoto) {
  const { width, height, fallback, renditions, thumb } = photo;
  const id = randomUUID();
  const files = renditions.map((r) => ({ ...r, key: variantKey(vesselId, id, r.format, r.width) }));
  const variants = files.map(({ format, width, key }) => ({ format, width, key }));
  const main = widestOf(files, fallback)!;
  const thumbKey = `vessels/${vesselId}/${id}-thumb.webp`;
  try {
    return await db.transaction(async (tx) => {
      const vessel = await vesselOfOwner(tx, user, vesselId); // SELECT … FOR UPDATE: one upload at a time per vessel
      const [{ n }] = await tx.select({ n: count() }).from(vesselPhotos).where(eq(vesselPhotos.vesselId, vessel.id));
      if (n >= MAX_PHOTOS_PER_VESSEL) throw new AppError('conflict', photoMessages.tooMany, { file: photoMessages.tooMany });
      await Promise.all([...files.map((f) => storage.put(f.key, f.data)), storage.put(thumbKey, thumb)]);
      const [row] = await tx
        .insert(vesselPhotos)
        .values({
          id,
          vesselId: vessel.id,
          storageKey: main.key,
          thumbKey,
          contentType: pictureMediaTypes[fallback],
          sizeBytes: main.data.byteLength,
          width,
          height,
          variants,
          position: n,
        })
        .returning();
      await recordAudit(tx, { actor: user, action: 'vessel.photo_added', entity: 'vessel', entityId: vessel.id, after: { photoId: id } });
      return serializePhoto(row);
    });
  } catch (err) {
    // Nothing half-saved: files without their row are removed.
    await Promise.all([...files.map((f) => storage.delete(f.key)), storage.delete(thumbKey)]);
    throw err;
  }
}

export async function deletePhoto(db: Database, storage: BlobStorage, user: CurrentUser, vesselId: string, photoId: string) {
  const vessel = await vesselOfOwner(db, user, vesselId);
  const row = await db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(vesselPhotos)
      .where(and(eq(vesselPhotos.id, photoId), eq(vesselPhotos.vesselId, vessel.id)))
      .returning();
    if (!deleted) throw notFound('Photo not found');
    await recordAudit(tx, { actor: user, action: 'vessel.photo_removed', entity: 'vessel', entityId: vessel.id, before: { photoId } });
    return deleted;
  });
  await Promise.all(filesOf(row).map((key) => storage.delete(key)));
}

/** Every file stored for a photo: the photo as first stored (or its widest fallback), the thumbnail, the variants. */
const filesOf = (p: Pick<PhotoRow, 'storageKey' | 'thumbKey' | 'variants'>) => [
  ...new Set([p.storageKey, p.thumbKey, ...p.variants.map((v) => v.key)]),
];

export const serializePhoto = (p: PhotoRow) => ({ id: p.id, ...pictureOf(p), thumbUrl: mediaUrl(p.thumbKey) });

export async function photosOf(db: Database, vesselId: string) {
  const rows = await db
    .select()
    .from(vesselPhotos)
    .where(eq(vesselPhotos.vesselId, vesselId))
    .orderBy(asc(vesselPhotos.position), asc(vesselPhotos.createdAt));
  return rows.map(serializePhoto);
}

/**
 * Only files that belong to a stored photo are served, and a hidden vessel's photos (owner unverified, suspended,
 * archived, uninsured) only to its owner and admins: to anyone else they do not exist. `public` tells the route
 * whether a shared cache may keep the file. `file` is a name the media route's pattern let through: the photo's id,
 * then what rendition it is. `today` (the app clock's UTC date) decides whether its P&I cover has expired.
 */
export async function readPhoto(db: Database, storage: BlobStorage, viewer: CurrentUser | null, vesselId: string, file: string, today: string) {
  const key = `vessels/${vesselId}/${file}`;
  const [row] = await db
    .select({
      photo: vesselPhotos,
      ownerId: vessels.ownerId,
      ownerVerified: profiles.verified,
      ownerSuspended: sql<boolean>`${profiles.suspendedAt} is not null`.mapWith(Boolean),
      status: vessels.status,
      archivedAt: vessels.archivedAt,
      piExpiry: vessels.piExpiry,
    })
    .from(vesselPhotos)
    .innerJoin(vessels, eq(vessels.id, vesselPhotos.vesselId))
    .innerJoin(profiles, eq(profiles.id, vessels.ownerId))
    .where(and(eq(vesselPhotos.id, file.slice(0, 36)), eq(vesselPhotos.vesselId, vesselId)));
  if (!row || !filesOf(row.photo).includes(key)) return null;
  const isPublic = hiddenReasons(row, today).length === 0;
  if (!isPublic && !ownerOrAdmin(row, viewer)) return null;
  const data = await storage.get(key);
  return data ? { data, public: isPublic, type: mediaTypeOf(file) } : null;
}
