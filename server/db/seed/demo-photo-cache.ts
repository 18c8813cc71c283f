import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { pictureFormats } from '../../../common/vessels/picture';
import { renderPhoto } from '../../modules/vessels/photo-service';
import { renderingFingerprint, type RenderedPhoto } from '../../modules/vessels/photo-variants';

/**
 * Drawing and encoding the nine demo pictures (AVIF, WebP and JPEG at three widths each) costs some fifteen seconds
 * of CPU, and the demo seed runs on every fresh start and in tests. The result depends only on the drawing and the
 * encoders, so it is kept in the system's temporary folder under their hash: only the first start on a machine
 * pays, and a change to either makes a new entry rather than reusing a stale one. An entry read is marked as
 * used; entries no start has used for 30 days (drawings since changed) are removed when a new one is written.
 */
const folder = path.join(tmpdir(), 'fairlead-demo-photos');
const unusedFor = 30 * 24 * 60 * 60 * 1000;

type CachedRendition = { format: string; width: number; data: string };
type Cached = Omit<RenderedPhoto, 'renditions' | 'thumb'> & { renditions: CachedRendition[]; thumb: string };

const isFormat = (f: string): f is RenderedPhoto['renditions'][number]['format'] => (pictureFormats as readonly string[]).includes(f);

async function read(file: string): Promise<RenderedPhoto | null> {
  try {
    const cached = JSON.parse(await readFile(file, 'utf8')) as Cached;
    const renditions = cached.renditions.map((r) => {
      if (!isFormat(r.format)) throw new Error(`Unknown format ${r.format}`);
      return { format: r.format, width: r.width, data: Buffer.from(r.data, 'base64') };
    });
    const now = new Date();
    await utimes(file, now, now).catch(() => {}); // used today: kept by pruneUnused
    return { width: cached.width, height: cached.height, fallback: cached.fallback, renditions, thumb: Buffer.from(cached.thumb, 'base64') };
  } catch {
    return null; // not there yet, or unreadable: drawn again and written anew
  }
}

/** Written under a name of its own, then renamed: a reader never sees half a file, whoever wrote it. */
async function write(file: string, photo: RenderedPhoto) {
  const cached: Cached = {
    ...photo,
    renditions: photo.renditions.map((r) => ({ format: r.format, width: r.width, data: r.data.toString('base64') })),
    thumb: photo.thumb.toString('base64'),
  };
  await mkdir(folder, { recursive: true });
  const partial = `${file}.${process.pid}-${Date.now()}`;
  await writeFile(partial, JSON.stringify(cached));
  await rename(partial, file);
}

/** Removes the cache entries in `dir` that no start has used since `now - unusedForMs` (each about 330 KB). */
export async function pruneUnused(dir: string, now = Date.now(), unusedForMs = unusedFor) {
  const names = await readdir(dir).catch(() => [] as string[]);
  for (const name of names.filter((n) => n.endsWith('.json'))) {
    const file = path.join(dir, name);
    const used = await stat(file).then(
      (s) => s.mtimeMs,
      () => now,
    );
    if (used < now - unusedForMs) await rm(file, { force: true });
  }
}

/** The demo picture drawn as `svg`, rendered exactly as an upload of it as a JPEG would be. */
export async function renderedDemoPhoto(svg: string): Promise<RenderedPhoto> {
  const file = path.join(
    folder,
    `${createHash('sha256')
      .update(svg)
      .update(await renderingFingerprint())
      .digest('hex')
      .slice(0, 40)}.json`,
  );
  const cached = await read(file);
  if (cached) return cached;
  const photo = await renderPhoto(await sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer());
  await write(file, photo).catch(() => {}); // a folder we may not write to costs speed next time, nothing else
  await pruneUnused(folder).catch(() => {});
  return photo;
}
