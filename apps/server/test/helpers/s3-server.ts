import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { CreateBucketCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';

/** s3rver's fixed credentials. */
const KEY = 'S3RVER';

export type S3TestServer = Awaited<ReturnType<typeof startS3Server>>;

/**
 * A real S3-protocol server (s3rver) on 127.0.0.1, at a random port, keeping its objects in a
 * temporary folder; in a process of its own (test/helpers/s3rver-process.mjs says why).
 */
export async function startS3Server() {
  const directory = mkdtempSync(join(tmpdir(), 'sns-s3rver-'));
  const child = spawn(
    process.execPath,
    ['--openssl-legacy-provider', join(import.meta.dirname, 's3rver-process.mjs'), directory],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const exited = once(child, 'exit').then(() => {
    throw new Error('s3rver stopped before it listened');
  });
  const lines = createInterface({ input: child.stdout });
  const firstLine = once(lines, 'line').then(([line]) => String(line));
  const { port } = JSON.parse(await Promise.race([firstLine, exited])) as { port: number };
  lines.close();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    region: 'us-east-1',
    endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: KEY, secretAccessKey: KEY },
  });
  let buckets = 0;
  return {
    endpoint,
    /** A new, empty bucket; its name. */
    async createBucket() {
      const name = `tales-${++buckets}`;
      await client.send(new CreateBucketCommand({ Bucket: name }));
      return name;
    },
    /** Every key in `bucket`, sorted, as the server lists them. */
    async keys(bucket: string) {
      const keys: string[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, ContinuationToken }),
        );
        keys.push(...(page.Contents ?? []).flatMap((o) => (o.Key ? [o.Key] : [])));
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return keys.sort();
    },
    /** The environment that points the app at `bucket` on this server. */
    env(bucket: string): Record<string, string> {
      return {
        STORAGE: 's3',
        S3_ENDPOINT: endpoint,
        S3_BUCKET: bucket,
        S3_REGION: 'us-east-1',
        S3_ACCESS_KEY_ID: KEY,
        S3_SECRET_ACCESS_KEY: KEY,
        S3_FORCE_PATH_STYLE: 'true',
      };
    },
    async close() {
      client.destroy();
      const gone = once(child, 'exit');
      child.kill('SIGTERM');
      await gone;
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
