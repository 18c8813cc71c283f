import type { OutputInfo, Sharp } from 'sharp';
import { PHOTO_WIDTHS, pictureMediaTypes, type PictureFormat } from '../../../common/vessels/picture';

export type FallbackFormat = 'jpeg' | 'png';
export type RenderedPhoto = Awaited<ReturnType<typeof renderVariants>>;

/**
 * Encoder settings. AVIF's effort is 2: on a 1600 px photo the default (4) costs about eight times the CPU for
 * files about a sixth smaller, seconds of a core per upload (and per backfilled photo) that a small server needs.
 */
const settings = {
  avif: { quality: 50, effort: 2 },
  webp: { quality: 80 },
  // The fallback is for browsers that read neither AVIF nor WebP: progressive, flattened (JPEG has no alpha).
  jpeg: { quality: 82, progressive: true },
  png: {},
  thumb: { width: 480, height: 320, quality: 75 },
};
const encoders: Record<PictureFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif(settings.avif),
  webp: (image) => image.webp(settings.webp),
  jpeg: (image) => image.flatten({ background: '#ffffff' }).jpeg(settings.jpeg),
  png: (image) => image.png(settings.png),
};

// sharp (libvips) is loaded with the first photo, not at every start: it is a noticeable part of a start (#31).
const loadSharp = () => import('sharp').then((m) => m.default);

/** Changes whenever the same input would render differently: for caches of rendered photos (the demo seed's). */
export async function renderingFingerprint(): Promise<string> {
  return JSON.stringify({ settings, widths: PHOTO_WIDTHS, vips: (await loadSharp()).versions.vips });
}

/**
 * The widths a photo `originalWidth` wide is stored at: the steps below it, and itself up to the largest step,
 * so nothing is ever enlarged. A step within a fifth of the next one would cost a file and save a browser nothing.
 */
export function variantWidths(originalWidth: number): number[] {
  const top = Math.min(originalWidth, PHOTO_WIDTHS[PHOTO_WIDTHS.length - 1]);
  const widths = [...PHOTO_WIDTHS.filter((w) => w < top), top];
  return widths.filter((w, i) => i === widths.length - 1 || w <= widths[i + 1] * 0.8);
}

type Pixels = { data: Buffer; info: OutputInfo };

/**
 * Every variant of a photo: each width in AVIF, WebP and the fallback format, and the original's upright size.
 * The photo is decoded once, turned upright (EXIF orientation) and scaled to the largest width; the smaller ones
 * are cut from those pixels, not from a fresh decode of a 24-megapixel original. Nothing of the original's
 * metadata (EXIF, GPS positions) is written out.
 */
export async function renderVariants(input: Buffer, fallback: FallbackFormat) {
  const sharp = await loadSharp();
  const fromPixels = ({ data, info }: Pixels) => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  const { autoOrient } = await sharp(input).metadata();
  const widths = variantWidths(autoOrient.width);
  const largest: Pixels = await sharp(input)
    .autoOrient()
    .resize({ width: widths[widths.length - 1] })
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true });
  const renditions = await Promise.all(
    widths.map(async (width) => {
      const pixels = width === largest.info.width ? largest : await fromPixels(largest).resize({ width }).raw().toBuffer({ resolveWithObject: true });
      const formats: PictureFormat[] = ['avif', 'webp', fallback];
      return Promise.all(formats.map(async (format) => ({ format, width, data: await encoders[format](fromPixels(pixels)).toBuffer() })));
    }),
  );
  // The thumbnail keeps the 3:2 crop the owner's photo manager shows.
  const { width, height, quality } = settings.thumb;
  const thumb = await fromPixels(largest).resize({ width, height, fit: 'cover' }).webp({ quality }).toBuffer();
  return { width: autoOrient.width, height: autoOrient.height, fallback, renditions: renditions.flat(), thumb };
}

const extensions: Record<PictureFormat, string> = { avif: 'avif', webp: 'webp', jpeg: 'jpg', png: 'png' };

/** Each photo's files sit under its vessel, named by the photo's id: a URL names one file and never another. */
export const variantKey = (vesselId: string, photoId: string, format: PictureFormat, width: number) =>
  `vessels/${vesselId}/${photoId}-${width}.${extensions[format]}`;

/** The media type of a stored file, by the extension its key was given here. */
export function mediaTypeOf(file: string): string {
  const ext = file.slice(file.lastIndexOf('.') + 1);
  const format = (Object.keys(extensions) as PictureFormat[]).find((f) => extensions[f] === ext);
  return format ? pictureMediaTypes[format] : 'application/octet-stream';
}

/** The variant a browser without AVIF or WebP shows: the widest of the fallback format. */
export function widestOf<T extends { format: PictureFormat; width: number }>(variants: T[], format: PictureFormat): T | undefined {
  return variants.filter((v) => v.format === format).sort((a, b) => b.width - a.width)[0];
}
