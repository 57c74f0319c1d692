import type { Config } from '../../config';
import type { Storage } from './types';
export * from './types';

export async function createStorage(
  config: Config['storage'],
  signing: { secret: string; publicUrl: string },
  /** Called with a file's size before it is written locally; throws to refuse it. */
  beforeWrite: (bytes: number) => void = () => {},
): Promise<Storage> {
  if (config.kind === 's3') {
    throw new Error('STORAGE=s3 is not available yet: use the default local storage.');
  }
  const { createLocalStorage } = await import('./local-storage');
  return createLocalStorage(config.dir, signing, beforeWrite);
}
