import type { Config } from '../../config';
import type { Storage } from './types';
export * from './types';

/**
 * Local files by default; an S3 bucket with STORAGE=s3 (docs/decisions/028-s3-storage.md). The AWS
 * SDK is only loaded when used (docs/design.md#conventions, item 6).
 */
export async function createStorage(
  config: Config['storage'],
  signing: { secret: string; publicUrl: string },
  /** Called with a file's size before it is written locally; throws to refuse it. */
  beforeWrite: (bytes: number) => void = () => {},
): Promise<Storage> {
  if (config.kind === 's3') {
    const { createS3Storage } = await import('./s3-storage');
    return createS3Storage(config);
  }
  const { createLocalStorage } = await import('./local-storage');
  return createLocalStorage(config.dir, signing, beforeWrite);
}
