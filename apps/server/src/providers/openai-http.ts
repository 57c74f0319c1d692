import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';
import type { ProviderLog } from './provider-log';

/**
 * Why a call failed, as far as a parent can act on it: `refused` (the service would not make this
 * from these words: content_filter, moderation_blocked, a refusal), `unavailable` (our account
 * with the service: no quota, a bad key), `unsafe` (what came back was not fit for a child, even
 * when asked again), or nothing more to say.
 */
/** 'unsafe-words': our own writer's every attempt failed the word check (decision 048). */
export type FailureKind = 'refused' | 'unavailable' | 'unsafe' | 'unsafe-words';

/**
 * A call to an AI service that failed. `retryable` is true when trying again later may help;
 * `code` is the service's own (`insufficient_quota`, `moderation_blocked`…).
 */
export class ProviderError extends Error {
  override name = 'ProviderError';

  constructor(
    message: string,
    readonly status?: number,
    readonly retryable = false,
    readonly kind?: FailureKind,
    readonly code?: string,
  ) {
    super(message);
  }
}

/** `{error: {message, code, type}}` as OpenAI sends it; `{error}` or `{message}` from others. */
const errorBodySchema = z.object({
  error: z
    .union([
      z.string(),
      z.object({
        message: z.string().nullish(),
        code: z.union([z.string(), z.number()]).nullish(),
        type: z.string().nullish(),
      }),
    ])
    .optional(),
  message: z.string().optional(),
});

/** Codes that no retry can cure, whatever the status says (429 insufficient_quota above all). */
const PERMANENT_CODES: Readonly<Record<string, FailureKind>> = {
  insufficient_quota: 'unavailable',
  billing_hard_limit_reached: 'unavailable',
  invalid_api_key: 'unavailable',
  moderation_blocked: 'refused',
  content_policy_violation: 'refused',
  content_filter: 'refused',
};

export interface ServiceError {
  detail: string;
  code?: string;
}

/** The service's own words (at most 200 characters, no final full stop) and its error code. */
export function readServiceError(body: string): ServiceError {
  try {
    const parsed = errorBodySchema.safeParse(JSON.parse(body));
    if (parsed.success) {
      const { error, message } = parsed.data;
      const detail =
        typeof error === 'string' ? error : (error?.message ?? message ?? '').toString();
      const code =
        typeof error === 'object' && error
          ? (error.code ?? error.type ?? undefined)?.toString()
          : undefined;
      if (detail || code) return { detail: detail.replace(/\.$/, '').slice(0, 200), code };
    }
  } catch {
    // Not JSON: the first line of the text will do.
  }
  return { detail: body.trim().split('\n')[0]?.slice(0, 200) ?? '' };
}

/** `Retry-After` in seconds or as an HTTP date, or OpenAI's `retry-after-ms`; undefined when absent. */
export function retryAfterMs(headers: Headers, now = Date.now()): number | undefined {
  const ms = Number(headers.get('retry-after-ms'));
  if (headers.get('retry-after-ms') && Number.isFinite(ms) && ms >= 0) return ms;
  const value = headers.get('retry-after');
  if (!value) return undefined;
  if (/^\d+(\.\d+)?$/.test(value.trim())) return Number(value) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

export interface PostOptions {
  /** Which service, for the log and the messages: "story", "picture", "speech", "moderation". */
  service: string;
  url: string;
  apiKey: string;
  body: string | FormData;
  accept?: string;
  signal: AbortSignal;
  log: ProviderLog;
  /** Calls in all, the first included (429 and 5xx are tried again within the call). */
  attempts?: number;
  /** The longest wait between two attempts; a longer Retry-After fails the call (the job retries later). */
  maxWaitMs?: number;
  /** The first backoff, doubled after each failure, when the service gives no Retry-After. */
  backoffMs?: number;
}

export interface Posted {
  response: Response;
  /** The service's id of the request (x-request-id), for its support and our log. */
  requestId: string | undefined;
  startedAt: number;
}

const DEFAULT_ATTEMPTS = 3;
const DEFAULT_MAX_WAIT_MS = 30_000;
const DEFAULT_BACKOFF_MS = 1_000;

/**
 * POSTs to an OpenAI-compatible endpoint. Rate limits and server errors are tried again after
 * the service's Retry-After (else a doubling backoff); codes no retry can cure fail at once.
 * Every failure is logged with the service's request id, the status and the time it took.
 */
export async function postToService(options: PostOptions): Promise<Posted> {
  const attempts = options.attempts ?? DEFAULT_ATTEMPTS;
  const maxWait = options.maxWaitMs ?? DEFAULT_MAX_WAIT_MS;
  let backoff = options.backoffMs ?? DEFAULT_BACKOFF_MS;
  const origin = new URL(options.url).origin;
  for (let attempt = 1; ; attempt += 1) {
    const startedAt = Date.now();
    let response: Response;
    try {
      response = await fetch(options.url, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${options.apiKey}`,
          ...(typeof options.body === 'string' ? { 'content-type': 'application/json' } : {}),
          ...(options.accept ? { accept: options.accept } : {}),
        },
        body: options.body,
        signal: options.signal,
      });
    } catch (error) {
      if (options.signal.aborted) throw error;
      const ms = Date.now() - startedAt;
      options.log.warn(
        { service: options.service, url: options.url, attempt, ms, err: describe(error) },
        `the ${options.service} service could not be reached`,
      );
      if (attempt < attempts) {
        await sleep(backoff, undefined, { signal: options.signal });
        backoff *= 2;
        continue;
      }
      throw new ProviderError(
        `Could not reach the ${options.service} service at ${origin}: ${describe(error)}.`,
        undefined,
        true,
      );
    }
    const requestId = response.headers.get('x-request-id') ?? undefined;
    if (response.ok) return { response, requestId, startedAt };

    const { detail, code } = readServiceError(await response.text().catch(() => ''));
    const ms = Date.now() - startedAt;
    const permanent = code ? PERMANENT_CODES[code] : undefined;
    const transient =
      !permanent && (response.status === 429 || response.status === 408 || response.status >= 500);
    const wait = transient ? (retryAfterMs(response.headers) ?? backoff) : 0;
    options.log.warn(
      {
        service: options.service,
        url: options.url,
        status: response.status,
        code,
        requestId,
        attempt,
        ms,
        detail,
      },
      `the ${options.service} service answered ${response.status}`,
    );
    if (transient && attempt < attempts && wait <= maxWait) {
      await sleep(wait, undefined, { signal: options.signal });
      backoff *= 2;
      continue;
    }
    const status = `${response.status}${response.statusText ? ` ${response.statusText}` : ''}`;
    throw new ProviderError(
      `The ${options.service} service answered ${status}${detail ? `: ${detail}` : ''}.`,
      response.status,
      transient,
      permanent ?? (response.status === 401 || response.status === 403 ? 'unavailable' : undefined),
      code,
    );
  }
}

export function describe(error: unknown): string {
  if (error instanceof Error) {
    const cause = error.cause instanceof Error ? error.cause.message : '';
    return cause || error.message;
  }
  return String(error);
}
