import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';

/**
 * An S3-compatible server on the loopback for one test file (docs/decisions/0035-media-object-storage.md): its
 * bucket, the environment that points Strapi and the adapters at it, and what is in it, read through S3's own API
 * (ListObjectsV2), as any client would.
 */
export type S3Server = {
  endpoint: string;
  bucket: string;
  /** S3_* for Strapi (and MEDIA_PUBLIC_URL when given). */
  env: Record<string, string>;
  keys(): Promise<string[]>;
  stop(): Promise<void>;
};

export async function startS3(bucket = 'media', publicUrl?: string): Promise<S3Server> {
  const directory = await mkdtemp(path.join(tmpdir(), 'bulletin-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      ...(publicUrl ? { MEDIA_PUBLIC_URL: publicUrl } : {}),
    },
    async keys() {
      const res = await fetch(`${endpoint}/${bucket}?list-type=2&max-keys=1000`);
      if (res.status !== 200) throw new Error(`listing the bucket: ${res.status} ${await res.text()}`);
      return [...(await res.text()).matchAll(/<Key>([^<]+)<\/Key>/g)].map((m) => m[1]!).sort();
    },
    async stop() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
