import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { createContext, type AppContext, type ContextOverrides } from '../../src/context';
import { startWorkers } from '../../src/jobs/workers';
import { createErrorLogGuard, type ErrorLogMatcher } from './error-logs';
import { createTestDatabaseUrl, type TestDatabase } from './test-database';

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

let templateDump: Blob | undefined;
/** The migrated PGlite dump, read once per test file; none outside the PGlite project. */
function template(): Blob | undefined {
  const file = inject('pgliteTemplate');
  if (!file) return undefined;
  templateDump ??= new Blob([readFileSync(file)]);
  return templateDump;
}

/**
 * The real app, in process, on a fresh database and a fresh DATA_DIR. `env` overrides the
 * environment the config is read from (e.g. GOOGLE_CLIENT_ID for the Google tests).
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: {
    overrides?: ContextOverrides;
    workers?: boolean;
    /** Keep the database on disk (PGlite) so a later app can `reuse` it, as after a restart. */
    onDisk?: boolean;
    /** Start on the data dir and database of an app that was closed with `keepData`. */
    reuse?: { dataDir: string; database: TestDatabase };
    /**
     * Errors this app's tests provoke on purpose (a provider down, a full disk): any other error
     * it logs fails the test (helpers/error-logs.ts). Narrowly, by message; or per test with
     * `t.allowErrorLogs`.
     */
    expectErrorLogs?: ErrorLogMatcher[];
  } = {},
) {
  const dataDir = options.reuse?.dataDir ?? mkdtempSync(join(tmpdir(), 'sns-test-'));
  const database = options.reuse?.database ?? (await createTestDatabaseUrl());
  const onDisk = options.onDisk || options.reuse !== undefined;
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://localhost:3000',
    LOG_LEVEL: 'silent',
    WEB_DIST: join(dataDir, 'no-web-build'),
    // No 64 MB reserve file per test file; the disk guard has tests of its own.
    DISK_RESERVE_MB: '0',
    ...(database.url ? { DATABASE_URL: database.url } : {}),
    ...env,
  });
  // PGlite in memory: as real as the on-disk default, and nothing to clean up. It starts from
  // the migrated copy the project's global setup made (helpers/pglite-template.ts), if any.
  const effective =
    config.database.kind === 'pglite' && !onDisk
      ? {
          ...config,
          database: { kind: 'pglite' as const, dir: 'memory://', startFrom: template() },
        }
      : config;
  const errorLogs = createErrorLogGuard(options.expectErrorLogs);
  const loggedErrors: unknown[] = [];
  const loggedWarnings: Record<string, unknown>[] = [];
  const log = {
    info: () => {},
    warn: (obj: object, msg: string) => {
      loggedWarnings.push({ ...obj, msg });
    },
    error: (obj: object, msg: string) => {
      loggedErrors.push(obj);
      errorLogs.contextError(obj, msg);
    },
  };
  const ctx: AppContext = await createContext(effective, log, options.overrides);
  if (options.workers !== false) await startWorkers(ctx);
  const app = await buildApp(ctx, { logger: errorLogs.fastifyLogger });
  await app.ready();

  return {
    app,
    ctx,
    config: effective,
    dataDir,
    database,
    /** What the context's log was given at error level (the queue, jobs, background tasks). */
    loggedErrors,
    /** What the context's log was given at warn level (every provider failure, with its request id). */
    loggedWarnings,
    /** Declares errors this test provokes on purpose, until the app is closed (by message). */
    allowErrorLogs: (matcher: ErrorLogMatcher) => errorLogs.allow(matcher),
    /** Throws if an error nobody declared was logged since the last check (run after each test). */
    checkErrorLogs: () => errorLogs.check(),
    /** A browser-like client: keeps cookies and sends the CSRF token. */
    client: () => createClient(app),
    /** The e-mails written to the outbox so far, oldest first (after any mail still being sent). */
    async outbox() {
      await ctx.background.idle();
      return readOutbox(join(dataDir, 'outbox'));
    },
    /** Closes the app; `keepData` leaves database and files for a `reuse`, as a crash would. */
    async close(closeOptions: { keepData?: boolean } = {}) {
      errorLogs.stop();
      await app.close();
      await ctx.close();
      if (!closeOptions.keepData) {
        await database.drop();
        rmSync(dataDir, { recursive: true, force: true });
      }
      // What was logged since the last test, or while closing.
      errorLogs.check();
    },
  };
}

type App = Awaited<ReturnType<typeof buildApp>>;

export interface ClientResponse<T = unknown> {
  status: number;
  body: T;
  headers: LightMyRequestResponse['headers'];
  raw: LightMyRequestResponse;
}

function createClient(app: App) {
  const cookies = new Map<string, string>();
  let csrfToken: string | undefined;

  const remember = (res: LightMyRequestResponse) => {
    for (const c of res.cookies as { name: string; value: string; maxAge?: number }[]) {
      if (c.value === '' || c.maxAge === 0) cookies.delete(c.name);
      else cookies.set(c.name, c.value);
    }
  };
  const cookieHeader = () => [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');

  const request = async <T = Record<string, unknown>>(
    options: InjectOptions & { csrf?: boolean },
  ): Promise<ClientResponse<T>> => {
    const { csrf = true, ...inject } = options;
    const method = (inject.method ?? 'GET').toUpperCase();
    // A browser says a request comes from the page's own origin (Fetch Metadata).
    const headers: Record<string, string> = {
      'sec-fetch-site': 'same-origin',
      ...(inject.headers as Record<string, string>),
    };
    if (cookies.size) headers.cookie = cookieHeader();
    if (csrf && method !== 'GET') {
      if (!csrfToken) {
        const res = await app.inject({ method: 'GET', url: '/api/csrfToken', headers });
        remember(res);
        csrfToken = (res.json() as { csrfToken: string }).csrfToken;
        headers.cookie = cookieHeader();
      }
      headers['csrf-token'] = csrfToken;
    }
    const res = await app.inject({ ...inject, headers });
    remember(res);
    let body: unknown = res.body;
    if ((res.headers['content-type'] ?? '').toString().includes('json')) body = res.json();
    return { status: res.statusCode, body: body as T, headers: res.headers, raw: res };
  };

  return {
    request,
    get: <T = Record<string, unknown>>(url: string) => request<T>({ method: 'GET', url }),
    post: <T = Record<string, unknown>>(url: string, payload?: unknown) =>
      request<T>({ method: 'POST', url, payload: payload as InjectOptions['payload'] }),
    cookies,
  };
}

export interface OutboxMail {
  file: string;
  raw: string;
  to: string;
  subject: string;
  links: string[];
}

function readOutbox(dir: string): OutboxMail[] {
  let files: string[];
  try {
    files = readdirSync(dir)
      .filter((f) => f.endsWith('.eml'))
      .sort();
  } catch {
    return [];
  }
  return files.map((file) => {
    const raw = readFileSync(join(dir, file), 'utf8');
    const unfolded = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    return {
      file,
      raw,
      to: /^To: (.*)$/m.exec(raw)?.[1]?.trim() ?? '',
      subject: mailSubject(raw),
      links: [...new Set(unfolded.match(/https?:\/\/[^\s"<>]+/g) ?? [])],
    };
  });
}

/**
 * A mail's Subject as a person reads it: folded lines joined and RFC 2047 encoded words (a
 * Spanish subject, "=?UTF-8?Q?Tu_c=C3=B3digo…?=") decoded.
 */
function mailSubject(raw: string): string {
  const header = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(raw)?.[1] ?? '';
  return header
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/\r?\n[ \t]/g, ' ')
    .replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_all, kind: string, text: string) =>
      kind.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text.replace(/_/g, ' ').replace(/=([0-9a-f]{2})/gi, (_h, hex: string) => `%${hex}`),
            'latin1',
          )
            .toString()
            .replace(/%[0-9a-f]{2}(?:%[0-9a-f]{2})*/gi, (bytes) => decodeURIComponent(bytes)),
    )
    .trim();
}
