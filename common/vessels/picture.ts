import { z } from 'zod';

/** The widths a photo is stored at (CSS pixels × density a card, the gallery and a wide screen ask for). */
export const PHOTO_WIDTHS = [480, 960, 1600] as const;

export const pictureFormats = ['avif', 'webp', 'jpeg', 'png'] as const;
export type PictureFormat = (typeof pictureFormats)[number];
export const pictureMediaTypes: Record<PictureFormat, string> = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg', png: 'image/png' };

/** One stored rendition of a photo. Its URL never changes content, so browsers and CDNs keep it for a year. */
export const pictureVariantSchema = z.object({ format: z.enum(pictureFormats), width: z.number().int(), url: z.string() });
export type PictureVariant = z.infer<typeof pictureVariantSchema>;

/**
 * What an `<picture>` needs: the original's size (for the `<img>` width/height, so nothing shifts while it loads),
 * `url`, an image every browser shows, and the variants by format and width. `variants` is empty for a photo stored
 * before variants existed until the queue has made them; `url` is enough to show it meanwhile.
 */
export const pictureSchema = z.object({
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  variants: z.array(pictureVariantSchema),
});
export type Picture = z.infer<typeof pictureSchema>;

/** A `srcset` value from the variants of one format, narrowest first; empty when there are none. */
export function srcsetOf(variants: PictureVariant[], format: PictureFormat): string {
  return variants
    .filter((v) => v.format === format)
    .sort((a, b) => a.width - b.width)
    .map((v) => `${v.url} ${v.width}w`)
    .join(', ');
}
