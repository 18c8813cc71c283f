import { constants } from 'node:fs';
import { access, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where uploaded files live: a folder under DATA_DIR by default, an S3-compatible bucket when S3_BUCKET is set
 * (storage-s3.ts), so that several instances share them. Either way files are served only through the app.
 */
export interface BlobStorage {
  put(key: string, data: Buffer): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
  /** Throws when the storage cannot be reached or written (the readiness check, GET /api/ready). */
  check(): Promise<void>;
}

const safeKey = /^[a-z0-9][a-z0-9/_.-]*$/i;

/** A key is a relative path of plain characters: never `..`, never absolute. */
export function checkKey(key: string): string {
  if (!safeKey.test(key) || key.includes('..')) throw new Error(`Unsafe storage key: ${key}`);
  return key;
}

/** Files under DATA_DIR/uploads: outside the web root, reachable only through the media route. */
export function createDiskStorage(root: string): BlobStorage {
  const resolve = (key: string) => path.join(root, checkKey(key));
  return {
    async put(key, data) {
      const file = resolve(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, data);
    },
    async get(key) {
      try {
        return await readFile(resolve(key));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async delete(key) {
      await rm(resolve(key), { force: true });
    },
    async check() {
      // Created if missing, as the first upload would; a root that cannot be created or written fails.
      await mkdir(root, { recursive: true });
      await access(root, constants.W_OK);
    },
  };
}
