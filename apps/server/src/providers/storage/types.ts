export interface StoredObject {
  data: Buffer;
  contentType: string;
}

export interface Storage {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<StoredObject | undefined>;
  delete(key: string): Promise<void>;
  /**
   * Deletes every file whose key starts with `prefix` (a folder such as `stories/<userId>/`);
   * nothing to delete is fine. Deleting an account sweeps its folders this way (D9).
   */
  deleteFolder(prefix: string): Promise<void>;
  /** A URL that works without a session cookie until it expires. */
  signedUrl(key: string, ttlSeconds?: number): Promise<string>;
}

/** One day: long enough for a page left open overnight, short enough to stop stale links. */
export const DEFAULT_URL_TTL_SECONDS = 24 * 3600;
