import { sql } from 'drizzle-orm';
import type { Picture } from '../../../common/vessels/picture';
import { vessels, type vesselPhotos } from '../../db/schema';
import { mediaUrl } from './serialize';

type PhotoRow = Pick<typeof vesselPhotos.$inferSelect, 'storageKey' | 'width' | 'height' | 'variants'>;

/** A stored photo as the API shows it: `url` is the photo every browser can show, the variants for a `<picture>`. */
export const pictureOf = (p: PhotoRow): Picture => ({
  url: mediaUrl(p.storageKey),
  width: p.width,
  height: p.height,
  variants: p.variants.map((v) => ({ format: v.format, width: v.width, url: mediaUrl(v.key) })),
});

/**
 * A vessel's first photo in the same shape as `pictureOf`, built by the database inside a list's own query (search
 * results, the fleet), so a page of vessels costs no query per vessel and no code per row.
 */
export const firstPictureSql = sql<Picture | null>`(
  select json_build_object(
    'url', ${mediaUrl('')} || p.storage_key, 'width', p.width, 'height', p.height,
    'variants', (select coalesce(json_agg(json_build_object('format', v->>'format', 'width', (v->>'width')::int, 'url', ${mediaUrl('')} || (v->>'key')) order by n), '[]'::json)
                 from jsonb_array_elements(p.variants) with ordinality as e(v, n)))
  from vessel_photos p where p.vessel_id = ${vessels.id} order by p.position, p.created_at limit 1)`;
