import { DeleteObjectCommand, GetObjectCommand, HeadBucketCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { checkKey, type BlobStorage } from './storage';

export type S3Settings = {
  bucket: string;
  region: string;
  /** For S3-compatible stores (MinIO, Cloudflare R2 …); AWS S3 itself needs none. */
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Bucket in the path rather than the host name (MinIO and most local peers). */
  forcePathStyle: boolean;
};

/**
 * Files in an S3-compatible bucket, so that every instance behind a load balancer reads what any of them wrote.
 * Objects are private: the app reads them and serves them through the same access rules as files on disk.
 */
export function createS3Storage(s: S3Settings): BlobStorage {
  const client = new S3Client({
    region: s.region,
    endpoint: s.endpoint,
    forcePathStyle: s.forcePathStyle,
    credentials: s.accessKeyId && s.secretAccessKey ? { accessKeyId: s.accessKeyId, secretAccessKey: s.secretAccessKey } : undefined,
  });
  return {
    async put(key, data) {
      await client.send(new PutObjectCommand({ Bucket: s.bucket, Key: checkKey(key), Body: data }));
    },
    async get(key) {
      try {
        const out = await client.send(new GetObjectCommand({ Bucket: s.bucket, Key: checkKey(key) }));
        return out.Body ? Buffer.from(await out.Body.transformToByteArray()) : null;
      } catch (err) {
        if (err instanceof NoSuchKey || (err as { name?: string }).name === 'NoSuchKey') return null;
        throw err;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: s.bucket, Key: checkKey(key) }));
    },
    async check() {
      await client.send(new HeadBucketCommand({ Bucket: s.bucket }));
    },
  };
}
