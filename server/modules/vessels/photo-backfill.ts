import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { vesselPhotos } from '../../db/schema';
import type { BlobStorage } from '../../lib/storage';
import { renderVariants, variantKey } from './photo-variants';

/**
 * Makes the variants of a photo stored before they existed (the `vessels.photo-variants` job, one per such photo,
 * queued by migration 0031). Done by the queue rather than lazily on a visitor's first request because:
 * - an AVIF encode takes a good part of a second: a page of twelve cards would make its first visitor wait on
 *   a dozen of them, and every instance could start the same work at once;
 * - the API lists only variants that exist, so no page ever points a browser at a file still to be made;
 * - the queue runs each job once across instances and retries a failure with backoff, where an admin sees it.
 * Until the job has run, the photo shows from its stored file (`url`), as before.
 */
export async function addMissingVariants(db: Database, storage: BlobStorage, photoId: string) {
  const [photo] = await db.select().from(vesselPhotos).where(eq(vesselPhotos.id, photoId));
  if (!photo || photo.variants.length > 0) return; // removed since, or already done by an earlier try
  const source = await storage.get(photo.storageKey);
  if (!source) throw new Error(`The stored file of photo ${photoId} is missing`);
  // The stored file is a WebP of at most 1600 px: the best original there is. Its fallback is JPEG.
  const { renditions } = await renderVariants(source, 'jpeg');
  const variants = renditions.map((r) => ({ format: r.format, width: r.width, key: variantKey(photo.vesselId, photo.id, r.format, r.width) }));
  await Promise.all(renditions.map((r, i) => storage.put(variants[i].key, r.data)));
  const updated = await db
    .update(vesselPhotos)
    .set({ variants })
    .where(and(eq(vesselPhotos.id, photoId), sql`${vesselPhotos.variants} = '[]'::jsonb`))
    .returning({ id: vesselPhotos.id });
  if (updated.length > 0) return;
  // Not updated: either the photo was removed while its variants were made (its files go with it), or another try
  // finished first and wrote the same keys, which its row now lists and which must stay.
  const [still] = await db.select({ id: vesselPhotos.id }).from(vesselPhotos).where(eq(vesselPhotos.id, photoId));
  if (!still) await Promise.all(variants.map((v) => storage.delete(v.key)));
}
