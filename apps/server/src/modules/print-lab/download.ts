import { open } from 'node:fs/promises';

/** A print file the lab will fetch: Lulu takes files up to this size. */
export const MAX_PRINT_FILE_BYTES = 300 * 1024 * 1024;
export const DOWNLOAD_TIMEOUT_MS = 60_000;

export class DownloadError extends Error {}

/**
 * Fetches a print file as Lulu does from its `source_url`, into `path`: http(s) only, redirects
 * followed (they stay http(s): fetch follows nothing else), at most `maxBytes`, within
 * `timeoutMs` for the whole transfer. Answers the number of bytes written.
 */
export async function downloadTo(
  url: string,
  path: string,
  limits: { maxBytes?: number; timeoutMs?: number } = {},
): Promise<number> {
  const maxBytes = limits.maxBytes ?? MAX_PRINT_FILE_BYTES;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new DownloadError('The file URL is not a valid URL');
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
    throw new DownloadError('The file URL must be http or https');
  const signal = AbortSignal.timeout(limits.timeoutMs ?? DOWNLOAD_TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetch(parsed, { signal, redirect: 'follow' });
  } catch (error) {
    throw new DownloadError(`The file could not be downloaded (${reason(error)})`);
  }
  if (!response.ok || !response.body) {
    await response.body?.cancel().catch(() => {});
    throw new DownloadError(`The file could not be downloaded (HTTP ${response.status})`);
  }
  const declared = Number(response.headers.get('content-length') ?? NaN);
  if (declared > maxBytes) {
    await response.body.cancel().catch(() => {});
    throw new DownloadError(`The file is larger than ${maxBytes / 1024 / 1024} MB`);
  }
  const file = await open(path, 'w');
  let written = 0;
  try {
    for await (const chunk of response.body) {
      written += chunk.byteLength;
      if (written > maxBytes)
        throw new DownloadError(`The file is larger than ${maxBytes / 1024 / 1024} MB`);
      await file.write(chunk);
    }
  } catch (error) {
    if (error instanceof DownloadError) throw error;
    throw new DownloadError(`The file could not be downloaded (${reason(error)})`);
  } finally {
    await file.close();
  }
  return written;
}

const reason = (error: unknown) =>
  error instanceof Error && error.name === 'TimeoutError'
    ? 'timed out'
    : error instanceof Error
      ? error.cause instanceof Error
        ? error.cause.message
        : error.message
      : String(error);
