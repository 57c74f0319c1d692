import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { Config } from '../../config';
import { contentTypeOf } from './content-types';
import {
  assertValidStorageKey,
  DEFAULT_URL_TTL_SECONDS,
  isValidStorageKey,
  type Storage,
  type StoredFileInfo,
} from './types';

export type S3StorageConfig = Extract<Config['storage'], { kind: 's3' }>;

/** SigV4 presigned URLs live at most a week. */
const MAX_URL_TTL_SECONDS = 7 * 24 * 3600;
const HOUR = 3600;

/**
 * Files in an S3 bucket (AWS or an S3-compatible server), handed to browsers as presigned GET
 * URLs, so the bucket serves pictures, narrations (with byte ranges) and PDFs itself
 * (docs/decisions/028-s3-storage.md). A put is atomic in S3: nothing is ever partial.
 */
export function createS3Storage(
  config: S3StorageConfig,
  /** Keys per listing page and per delete batch; S3's most is 1000. Tests make it small. */
  pageSize = 1000,
): Storage {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials:
      config.accessKeyId && config.secretAccessKey
        ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
        : undefined,
    // Many S3-compatible servers reject the newer default checksums on every request.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = config.bucket;

  async function* listUnder(prefix: string | undefined): AsyncGenerator<StoredFileInfo> {
    let ContinuationToken: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken, MaxKeys: pageSize }),
      );
      for (const object of page.Contents ?? []) {
        if (object.Key === undefined) continue;
        yield {
          key: object.Key,
          size: object.Size ?? 0,
          modifiedAt: object.LastModified ?? new Date(0),
          partial: false,
        };
      }
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
  }

  return {
    async put(key, data, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: assertValidStorageKey(key),
          Body: data,
          ContentType: contentType,
          // As the local file route sends: a presigned URL stays the same for the hour.
          CacheControl: 'private, max-age=3600',
        }),
      );
    },
    async get(key) {
      try {
        const object = await client.send(
          new GetObjectCommand({ Bucket, Key: assertValidStorageKey(key) }),
        );
        if (!object.Body) return undefined;
        return {
          data: Buffer.from(await object.Body.transformToByteArray()),
          contentType: object.ContentType ?? contentTypeOf(key),
        };
      } catch (error) {
        if (isNotFound(error)) return undefined;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: assertValidStorageKey(key) }));
    },
    async deleteFolder(prefix) {
      // Only a real folder: an empty or unterminated prefix would reach everything or a sibling.
      if (!prefix.endsWith('/') || !isValidStorageKey(prefix.slice(0, -1))) {
        throw new Error(`Invalid storage folder: ${prefix}`);
      }
      // DeleteObjects takes at most 1000 keys at once.
      let batch: string[] = [];
      const flush = async () => {
        if (batch.length === 0) return;
        const keys = batch;
        batch = [];
        const result = await client.send(
          new DeleteObjectsCommand({
            Bucket,
            Delete: { Objects: keys.map((Key) => ({ Key })), Quiet: true },
          }),
        );
        const failed = result.Errors ?? [];
        if (failed.length > 0) {
          throw new Error(
            `Could not delete ${failed.length} file(s) under ${prefix}: ${failed[0]?.Code ?? ''} ${failed[0]?.Message ?? ''}`,
          );
        }
      };
      for await (const file of listUnder(prefix)) {
        batch.push(file.key);
        if (batch.length === pageSize) await flush();
      }
      await flush();
    },
    list: () => listUnder(undefined),
    async signedUrl(key, ttlSeconds = DEFAULT_URL_TTL_SECONDS) {
      assertValidStorageKey(key);
      // Signed as of the start of the hour, so the same file keeps the same URL for a while and
      // browsers cache it (as the local files' links do); valid at least ttlSeconds from now.
      const now = Date.now() / 1000;
      const signedAt = Math.floor(now / HOUR) * HOUR;
      const expiresIn = Math.min(MAX_URL_TTL_SECONDS, Math.ceil(now - signedAt + ttlSeconds));
      return getSignedUrl(client, new GetObjectCommand({ Bucket, Key: key }), {
        expiresIn,
        signingDate: new Date(signedAt * 1000),
      });
    },
  };
}

function isNotFound(error: unknown): boolean {
  if (!(error instanceof S3ServiceException)) return false;
  return error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404;
}
