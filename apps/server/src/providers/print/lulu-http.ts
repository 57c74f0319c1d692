import type { z } from 'zod';
import { tokenSchema } from './lulu-shapes';
import {
  PrintProviderUnavailableError,
  PrintRequestRejectedError,
  type PrintProviderError,
} from './types';

/** Lulu's OAuth 2.0 client-credentials endpoint (a Keycloak realm). */
export const TOKEN_PATH = '/auth/realms/glasstree/protocol/openid-connect/token';

export interface LuluHttpOptions {
  apiBase: string;
  clientKey: string;
  clientSecret: string;
  /** Every call, token included, is abandoned after this long. */
  timeoutMs: number;
  /** The clock, for the token's expiry (tests need not wait an hour). */
  now?: () => number;
}

/** A token is renewed this long before it expires, so no call goes out with one about to lapse. */
const EXPIRY_MARGIN_MS = 60_000;

export type LuluCall = <S extends z.ZodTypeAny>(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH',
  path: string,
  schema: S,
  body?: unknown,
) => Promise<z.infer<S>>;

/**
 * Authenticated JSON calls to Lulu: a client-credentials token fetched once and kept until shortly
 * before it expires, fetched again once when a call answers 401 (revoked or expired early).
 * Network failures, timeouts and 5xx are PrintProviderUnavailableError; other refusals are
 * PrintRequestRejectedError with Lulu's body.
 */
export function createLuluHttp(options: LuluHttpOptions): LuluCall {
  const now = options.now ?? Date.now;
  let token: { value: string; expiresAt: number } | undefined;
  let pending: Promise<string> | undefined;

  const fetchToken = async (): Promise<string> => {
    const basic = Buffer.from(`${options.clientKey}:${options.clientSecret}`).toString('base64');
    const response = await send(`${options.apiBase}${TOKEN_PATH}`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${basic}`,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: 'grant_type=client_credentials',
    });
    if (!response.ok) {
      // Wrong keys are an operator's problem, not the parent's: the print service is unavailable.
      throw new PrintProviderUnavailableError(
        `Print provider refused our credentials (${response.status})`,
      );
    }
    const parsed = tokenSchema.safeParse(await readJson(response));
    if (!parsed.success) throw new PrintProviderUnavailableError('Print provider sent no token');
    token = {
      value: parsed.data.access_token,
      expiresAt: now() + parsed.data.expires_in * 1000 - EXPIRY_MARGIN_MS,
    };
    return token.value;
  };

  const currentToken = async () => {
    if (token && token.expiresAt > now()) return token.value;
    // Calls at once share one token request.
    pending ??= fetchToken().finally(() => (pending = undefined));
    return pending;
  };

  const send = async (url: string, init: RequestInit): Promise<Response> => {
    try {
      return await fetch(url, { ...init, signal: AbortSignal.timeout(options.timeoutMs) });
    } catch (error) {
      throw new PrintProviderUnavailableError(
        `Print provider unreachable: ${error instanceof Error ? error.message : String(error)}`,
        { cause: error },
      );
    }
  };

  const readJson = async (response: Response): Promise<unknown> => {
    let raw: string;
    try {
      raw = await response.text();
    } catch (error) {
      throw new PrintProviderUnavailableError('Print provider answer cut off', { cause: error });
    }
    if (raw.trim() === '') return null;
    try {
      return JSON.parse(raw) as unknown;
    } catch {
      return raw;
    }
  };

  return async (method, path, schema, body) => {
    const attempt = async (bearer: string) =>
      send(`${options.apiBase}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${bearer}`,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    let response = await attempt(await currentToken());
    if (response.status === 401) {
      token = undefined;
      response = await attempt(await currentToken());
    }
    const json = await readJson(response);
    if (response.status >= 500 || response.status === 429) {
      throw new PrintProviderUnavailableError(
        `Print provider failed (${response.status}) on ${method} ${path}`,
      );
    }
    if (!response.ok) throw rejected(response.status, json, `${method} ${path}`);
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      throw new PrintProviderUnavailableError(
        `Print provider answered ${method} ${path} with an unexpected shape`,
      );
    }
    return parsed.data as z.infer<typeof schema>;
  };
}

function rejected(status: number, body: unknown, what: string): PrintProviderError {
  const detail =
    body && typeof body === 'object' && 'detail' in body && typeof body.detail === 'string'
      ? body.detail
      : typeof body === 'string'
        ? body.slice(0, 200)
        : JSON.stringify(body)?.slice(0, 200);
  return new PrintRequestRejectedError(
    `Print provider refused ${what} (${status}): ${detail}`,
    status,
    body,
  );
}
