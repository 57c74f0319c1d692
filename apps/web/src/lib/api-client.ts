import type { ErrorBody } from '@sns/contract';
import type { z } from 'zod';
import { translate } from './i18n/use-t';
import { currentLanguage } from './i18n/language-store';

/**
 * An error answer from the API, with its body (docs/decisions/d3-error-bodies.md) kept for the one
 * place that shows errors.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBody,
  ) {
    super(errorText(body) || translate('common.requestFailed', { status }));
  }

  /** The `errors[].msg` entries joined, as docs/api.md#spec-8 shows them. */
  joined(separator = ' - ') {
    return this.body.errors?.map((e) => e.msg).join(separator) ?? this.body.message ?? this.message;
  }
}

function errorText(body: ErrorBody) {
  if (body.errors?.length) return body.errors.map((e) => e.msg).join(' - ');
  return body.message ?? body.error ?? '';
}

let csrfToken: string | undefined;
let csrfRequest: Promise<string> | undefined;

/**
 * docs/api.md#spec-7: fetched once at start, then sent as the csrf-token header on every later
 * request.
 */
export function fetchCsrfToken(): Promise<string> {
  csrfRequest ??= fetch('/api/csrfToken', { credentials: 'include' })
    .then((r) => r.json() as Promise<{ csrfToken: string }>)
    .then((b) => (csrfToken = b.csrfToken))
    .finally(() => (csrfRequest = undefined));
  return csrfRequest;
}

type Body = FormData | Blob | object | undefined;

async function send(
  method: string,
  path: string,
  body: Body,
  accept: string,
  extraHeaders: Record<string, string> = {},
) {
  if (method !== 'GET' && !csrfToken) await fetchCsrfToken();
  // The server answers in the page's language (docs/decisions/070), whatever the browser's is.
  const headers: Record<string, string> = {
    ...extraHeaders,
    accept,
    'accept-language': currentLanguage(),
  };
  if (csrfToken) headers['csrf-token'] = csrfToken;
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body instanceof Blob) {
    // A recording goes as its own bytes (the server reads what they are, not this type).
    headers['content-type'] = body.type || 'application/octet-stream';
    payload = body;
  } else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const response = await fetch(path, { method, headers, body: payload, credentials: 'include' });
  const text = await response.text();
  if (!response.ok) {
    const data = text ? safeJson(text) : undefined;
    throw new ApiError(response.status, (data ?? { message: response.statusText }) as ErrorBody);
  }
  return text;
}

async function request<T>(
  method: string,
  path: string,
  body?: Body,
  schema?: z.ZodType<T>,
  headers?: Record<string, string>,
): Promise<T> {
  const text = await send(method, path, body, 'application/json', headers);
  const data: unknown = text ? safeJson(text) : undefined;
  return schema ? schema.parse(data) : (data as T);
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return { message: text };
  }
}

/** The one typed API client: every feature's call goes through here. */
export const api = {
  get: <T>(path: string, schema?: z.ZodType<T>) => request<T>('GET', path, undefined, schema),
  post: <T>(path: string, body?: Body, schema?: z.ZodType<T>) =>
    request<T>('POST', path, body ?? {}, schema),
  put: <T>(path: string, body: Body, schema?: z.ZodType<T>) =>
    request<T>('PUT', path, body, schema),
  patch: <T>(path: string, body: Body, schema?: z.ZodType<T>) =>
    request<T>('PATCH', path, body, schema),
  delete: <T>(path: string, schema?: z.ZodType<T>) => request<T>('DELETE', path, undefined, schema),
  /** Any call with headers of its own (an invitation's token). */
  withHeaders: <T>(
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    headers: Record<string, string>,
    body?: Body,
    schema?: z.ZodType<T>,
  ) => request<T>(method, path, body ?? (method === 'GET' ? undefined : {}), schema, headers),
  /** A POST whose answer is not JSON (an SVG picture): its text as it came. */
  postForText: (path: string, body: Body, accept: string) => send('POST', path, body, accept),
};
