import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/**
 * Lulu's dotted product id (openapi_public.yml, 2026): trim (`0850X0850`), colour (`FC`), print
 * quality (`PRE`), binding (`CW`), paper (`080CW444`), then the finish group (`MXX`).
 */
export const DOTTED_POD_PACKAGE_ID =
  /^\d{4}X\d{4}\.[A-Z]{2}\.[A-Z]{3}\.[A-Z]{2}\.\d{3}[A-Z]{2}\d{3}\.[A-Z]{3}$/;

/** Empty strings in the environment mean "not set", as in most .env tooling. */
const optional = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  PUBLIC_URL: z.string().url().default('http://localhost:3000'),
  DATA_DIR: optional,
  DATABASE_URL: optional,
  SESSION_SECRET: optional,
  STORAGE: z.enum(['local', 's3']).default('local'),
  S3_BUCKET: optional,
  /** An S3-compatible server (MinIO, R2, a local s3rver in tests); AWS S3 itself when unset. */
  S3_ENDPOINT: optional.pipe(z.string().url().optional()),
  S3_REGION: optional,
  S3_ACCESS_KEY_ID: optional,
  S3_SECRET_ACCESS_KEY: optional,
  /** Path-style URLs (`endpoint/bucket/key`), which most S3-compatible servers need. */
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false'),
  SMTP_URL: optional,
  MAIL_FROM: z.string().default('Starry Night Story <hello@starrynightstory.local>'),
  STRIPE_SECRET_KEY: optional,
  STRIPE_WEBHOOK_SECRET: optional,
  /** Where the Stripe SDK sends API calls (a local fake in tests); Stripe's own API by default. */
  STRIPE_API_BASE: optional.pipe(z.string().url().optional()),
  /** The key and server of every capability below that has none of its own. */
  OPENAI_API_KEY: optional,
  OPENAI_BASE_URL: z.string().url().default('https://api.openai.com/v1'),
  /** Stories: an OpenAI-compatible chat server (its own key and URL, else OPENAI_*). */
  STORY_API_KEY: optional,
  STORY_BASE_URL: optional.pipe(z.string().url().optional()),
  STORY_MODEL: z.string().default('gpt-4o-mini'),
  /** Pictures: `openai` (an images API; STORY_* or OPENAI_* key) or the `embedded` painter. */
  IMAGE_PROVIDER: z.enum(['openai', 'embedded']).optional(),
  IMAGE_API_KEY: optional,
  IMAGE_BASE_URL: optional.pipe(z.string().url().optional()),
  IMAGE_MODEL: z.string().default('gpt-image-1'),
  /** Narration: `openai` (a speech API) or the `embedded` Flite narrator. */
  TTS_PROVIDER: z.enum(['openai', 'embedded']).optional(),
  TTS_API_KEY: optional,
  TTS_BASE_URL: optional.pipe(z.string().url().optional()),
  TTS_MODEL: z.string().default('gpt-4o-mini-tts'),
  /** The voice of the OpenAI-compatible narrator: a calm one by default. */
  TTS_VOICE: z.string().default('sage'),
  /**
   * OpenAI's /moderations on every story and picture prompt: `auto` where the story server is
   * OpenAI's own (others rarely have it), or always / never.
   */
  MODERATION: z.enum(['auto', 'on', 'off']).default('auto'),
  /** The longest one call to a story, picture or speech service may take. */
  PROVIDER_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(1800).default(90),
  /** The first wait before a failed call is tried again when the service gives no Retry-After. */
  PROVIDER_BACKOFF_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  GOOGLE_CLIENT_ID: optional,
  GOOGLE_AUTH_URL: z.string().url().default('https://accounts.google.com/o/oauth2/v2/auth'),
  GOOGLE_TOKENINFO_URL: z.string().url().default('https://oauth2.googleapis.com/tokeninfo'),
  GOOGLE_USERINFO_URL: z.string().url().default('https://openidconnect.googleapis.com/v1/userinfo'),
  GA_MEASUREMENT_ID: optional,
  WORKER: z.enum(['embedded', 'off']).default('embedded'),
  /** The test checkout grants credits for a test card number: never in production by accident. */
  ALLOW_TEST_CHECKOUT: z.enum(['true', 'false']).default('false'),
  /** How often the queue looks for crashed (expired) jobs; tests shorten it. */
  JOB_MAINTENANCE_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /**
   * A story job still running after this long is taken as crashed and retried; its work is
   * abandoned just before, so an attempt never runs on beside its retry (two calls of
   * PROVIDER_TIMEOUT_SECONDS fit: a story and its stricter rewrite).
   */
  STORY_JOB_EXPIRE_SECONDS: z.coerce.number().int().min(1).max(3600).default(240),
  /** A narration job still running after this long is taken as crashed and retried. */
  NARRATION_JOB_EXPIRE_SECONDS: z.coerce.number().int().min(1).max(3600).default(600),
  /**
   * Narrations made at once by one process (embedded: one narrator thread each). Defaults to the
   * cores, at most 2: a second narration then starts at once instead of waiting for the first.
   */
  /** Load the embedded narrator at start (default: on, except NODE_ENV=test). */
  NARRATOR_WARM_UP: z.enum(['on', 'off']).optional(),
  NARRATION_CONCURRENCY: z.coerce
    .number()
    .int()
    .min(1)
    .max(16)
    .default(Math.min(2, availableParallelism())),
  /**
   * The longest a "new picture" may paint before it fails and its credit is given back. A request
   * still unsettled after twice this is taken as one whose process died, and refunded.
   */
  PICTURE_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(1800).default(180),
  /** A book job still running after this long is taken as crashed and retried. */
  BOOK_JOB_EXPIRE_SECONDS: z.coerce.number().int().min(1).max(3600).default(600),
  /** A print order's submission still running after this long is taken as crashed and retried. */
  PRINT_SUBMIT_EXPIRE_SECONDS: z.coerce.number().int().min(1).max(3600).default(120),
  /** How long a failed submission to the printer waits before it is tried again. */
  PRINT_SUBMIT_RETRY_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /** Test only (NODE_ENV=test): a pause after each book page, so browser tests can watch a book being made. */
  BOOK_PAGE_DELAY_MS: z.coerce.number().int().min(0).max(5000).default(0),
  /**
   * Room in DATA_DIR kept for the database (docs/decisions/014): files and new work stop above it,
   * and a reserve file of the same size is given up when the disk fills. 0 turns both off.
   */
  DISK_RESERVE_MB: z.coerce.number().int().min(0).max(10_240).default(64),
  RESTORE_MAX_DATABASE_MB: z.coerce.number().int().min(64).max(1_048_576).default(2048),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: optional,
  /**
   * Which proxies may tell us the client's address (X-Forwarded-For): a hop count ("1") or their
   * addresses/CIDRs ("10.0.0.1,10.0.0.0/8"). Unset: nobody — every per-address limit would
   * otherwise be dodged with a made-up header.
   */
  TRUST_PROXY: optional.pipe(
    z
      .string()
      .regex(/^(\d{1,2}|[0-9a-fA-F.:/]+(,\s*[0-9a-fA-F.:/]+)*)$/, 'a hop count or addresses')
      .optional(),
  ),
  /** The OpenAPI page at /api/docs: on by default, off in production unless API_DOCS=on. */
  API_DOCS: z.enum(['on', 'off']).optional(),
  /** Off only for automated browser tests that sign up many parents from one address. */
  RATE_LIMITS: z.enum(['on', 'off']).default('on'),
  /** Lulu's Print API (docs/decisions/024): without keys, our print lab in this app stands in. */
  LULU_CLIENT_KEY: optional,
  LULU_CLIENT_SECRET: optional,
  /** Which of Lulu's two separate accounts the keys belong to: said explicitly, never guessed. */
  LULU_ENV: z.enum(['sandbox', 'production']).optional(),
  /** Where the print adapter sends its calls (a local lab in tests); Lulu's host for LULU_ENV by default. */
  LULU_API_BASE: optional.pipe(z.string().url().optional()),
  /**
   * The product printed: Lulu's SKU of the 8.5 × 8.5 in premium colour hardcover (casewrap), in
   * the dotted form (the 27-character form is no longer accepted from 1 February 2027).
   */
  PRINT_POD_PACKAGE_ID: z
    .string()
    .regex(
      DOTTED_POD_PACKAGE_ID,
      'a Lulu pod_package_id in the dotted form, e.g. 0850X0850.FC.PRE.CW.080CW444.MXX',
    )
    .default('0850X0850.FC.PRE.CW.080CW444.MXX'),
  /** Who the printer writes to about a print job (Lulu's contact_email): us, never the parent. */
  PRINT_CONTACT_EMAIL: optional.pipe(z.string().email().optional()),
  /** Lulu's production_delay: how long an order waits before printing, and so can be canceled. */
  PRINT_CANCEL_WINDOW_MINUTES: z.coerce.number().int().min(60).max(2880).default(120),
  /** The print lab's status clock: `auto` moves jobs on by itself, `manual` only when told (tests). */
  PRINT_LAB_CLOCK: z.enum(['auto', 'manual']).optional(),
  /**
   * The print lab's operator page (/print-lab): on by default, off in production unless
   * PRINT_LAB_PAGE=on. Either way it needs the operator token.
   */
  PRINT_LAB_PAGE: z.enum(['on', 'off']).optional(),
  /** The lab operator's token; unset, one is generated into DATA_DIR/print-lab-token. */
  PRINT_LAB_TOKEN: optional.pipe(z.string().min(32, 'at least 32 characters').optional()),
});

export type Config = ReturnType<typeof loadConfig>;

export interface PgliteDatabaseConfig {
  kind: 'pglite';
  /** A folder, or `memory://` for a database that lives and dies with the process (tests). */
  dir: string;
  /**
   * In memory only: the dump (PGlite's `dumpDataDir`) the database starts from instead of an
   * empty cluster. The API tests start every file from one migrated copy, which skips initdb and
   * the migrations (seconds a file; docs/decisions/033).
   */
  startFrom?: Blob;
}

/** Reads and validates the environment once per process; nothing else reads process.env. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  // Unset, the data lives in the repository's own data/ — whichever folder npm ran the script in.
  const dataDir = e.DATA_DIR ? resolve(e.DATA_DIR) : REPOSITORY_DATA_DIR;
  if (e.NODE_ENV === 'production' && !e.SESSION_SECRET) {
    throw new Error('Invalid configuration:\n  SESSION_SECRET: required when NODE_ENV=production');
  }
  if (e.STORAGE === 's3' && !e.S3_BUCKET) {
    throw new Error('Invalid configuration:\n  S3_BUCKET: required when STORAGE=s3');
  }
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    throw new Error(
      'Invalid configuration:\n  S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together',
    );
  }
  if (e.NODE_ENV === 'production' && !e.STRIPE_SECRET_KEY && e.ALLOW_TEST_CHECKOUT !== 'true') {
    throw new Error(
      'Invalid configuration:\n  STRIPE_SECRET_KEY: required when NODE_ENV=production (or set ALLOW_TEST_CHECKOUT=true for a demo)',
    );
  }
  if (e.BOOK_PAGE_DELAY_MS > 0 && e.NODE_ENV !== 'test') {
    throw new Error('Invalid configuration:\n  BOOK_PAGE_DELAY_MS: only for tests (NODE_ENV=test)');
  }
  if (Boolean(e.STRIPE_SECRET_KEY) !== Boolean(e.STRIPE_WEBHOOK_SECRET)) {
    throw new Error(
      'Invalid configuration:\n  STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET must be set together',
    );
  }
  const publicUrl = e.PUBLIC_URL.replace(/\/+$/, '');
  const print = printConfig(e, publicUrl);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    secureCookies: publicUrl.startsWith('https://'),
    /** Strict-Transport-Security only when the site is served over https (a plain-http one can't opt in). */
    hsts: publicUrl.startsWith('https://'),
    apiDocs: e.API_DOCS ? e.API_DOCS === 'on' : e.NODE_ENV !== 'production',
    dataDir,
    /** Only where something of ours lives in DATA_DIR: PGlite or the local files. */
    diskReserveBytes: e.DATABASE_URL && e.STORAGE === 's3' ? 0 : e.DISK_RESERVE_MB * 1024 * 1024,
    /** npm run restore expands a backup's database archive to at most this (decision 054). */
    restoreMaxDatabaseBytes: e.RESTORE_MAX_DATABASE_MB * 1024 * 1024,
    logLevel: e.LOG_LEVEL,
    rateLimits: e.RATE_LIMITS === 'on',
    database: e.DATABASE_URL
      ? ({ kind: 'postgres', url: e.DATABASE_URL } as const)
      : ({ kind: 'pglite', dir: join(dataDir, 'db') } as PgliteDatabaseConfig),
    sessionSecret: e.SESSION_SECRET ?? readOrCreateSecret(dataDir),
    storage:
      e.STORAGE === 's3'
        ? ({
            kind: 's3',
            bucket: e.S3_BUCKET as string,
            endpoint: e.S3_ENDPOINT,
            region: e.S3_REGION ?? 'us-east-1',
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true',
          } as const)
        : ({ kind: 'local', dir: join(dataDir, 'files') } as const),
    mail: e.SMTP_URL
      ? ({ kind: 'smtp', url: e.SMTP_URL, from: e.MAIL_FROM } as const)
      : ({ kind: 'outbox', dir: join(dataDir, 'outbox'), from: e.MAIL_FROM } as const),
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: e.STRIPE_SECRET_KEY,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET,
            apiBase: e.STRIPE_API_BASE?.replace(/\/+$/, ''),
          }
        : undefined,
    ...aiProviders(e),
    google: e.GOOGLE_CLIENT_ID
      ? {
          clientId: e.GOOGLE_CLIENT_ID,
          authUrl: e.GOOGLE_AUTH_URL,
          tokenInfoUrl: e.GOOGLE_TOKENINFO_URL,
          userInfoUrl: e.GOOGLE_USERINFO_URL,
        }
      : undefined,
    print,
    gaMeasurementId: e.GA_MEASUREMENT_ID,
    worker: e.WORKER,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    jobs: {
      maintenanceIntervalSeconds: e.JOB_MAINTENANCE_SECONDS,
      storyExpireSeconds: e.STORY_JOB_EXPIRE_SECONDS,
      narrationExpireSeconds: e.NARRATION_JOB_EXPIRE_SECONDS,
      narrationConcurrency: e.NARRATION_CONCURRENCY,
      // The first Listen after a start should not wait for Flite to load; tests start many apps
      // and would each load it for nothing.
      warmNarrator: e.NARRATOR_WARM_UP ? e.NARRATOR_WARM_UP === 'on' : e.NODE_ENV !== 'test',
      bookExpireSeconds: e.BOOK_JOB_EXPIRE_SECONDS,
      printSubmitExpireSeconds: e.PRINT_SUBMIT_EXPIRE_SECONDS,
      printSubmitRetrySeconds: e.PRINT_SUBMIT_RETRY_SECONDS,
      pictureTimeoutSeconds: e.PICTURE_TIMEOUT_SECONDS,
      bookPageDelayMs: e.BOOK_PAGE_DELAY_MS,
    },
    /** The built web app (apps/web/dist unless WEB_DIST says otherwise). */
    webDist: e.WEB_DIST
      ? resolve(e.WEB_DIST)
      : fileURLToPath(new URL('../../../web/dist', import.meta.url)),
  };
}

type Env = z.infer<typeof envSchema>;

/** A capability's own key and server, else OPENAI_*'s; undefined when no key is set for it. */
function endpoint(e: Env, key: string | undefined, baseUrl: string | undefined) {
  const apiKey = key ?? e.OPENAI_API_KEY;
  if (!apiKey) return undefined;
  return { apiKey, baseUrl: (baseUrl ?? e.OPENAI_BASE_URL).replace(/\/+$/, '') };
}

/**
 * Stories, pictures and narration each from their own OpenAI-compatible server (STORY_*,
 * IMAGE_*, TTS_*, falling back to OPENAI_*), or embedded: a chat-only server (vLLM, LM Studio,
 * OpenRouter) writes the stories while pictures and narration stay embedded.
 */
function aiProviders(e: Env) {
  const story = endpoint(e, e.STORY_API_KEY, e.STORY_BASE_URL);
  const image = endpoint(e, e.IMAGE_API_KEY, e.IMAGE_BASE_URL);
  const tts = endpoint(e, e.TTS_API_KEY, e.TTS_BASE_URL);
  const asked = (provider: 'openai' | 'embedded' | undefined, name: string, found: unknown) => {
    if (provider === 'openai' && !found) {
      throw new Error(
        `Invalid configuration:\n  ${name}_PROVIDER=openai needs ${name}_API_KEY or OPENAI_API_KEY`,
      );
    }
    return provider !== 'embedded' && Boolean(found);
  };
  const timeoutMs = e.PROVIDER_TIMEOUT_SECONDS * 1000;
  const backoffMs = e.PROVIDER_BACKOFF_MS;
  const moderation =
    story &&
    (e.MODERATION === 'on' ||
      (e.MODERATION === 'auto' && new URL(story.baseUrl).hostname === 'api.openai.com'));
  return {
    storyAi: story
      ? { ...story, model: e.STORY_MODEL, timeoutMs, backoffMs, moderation: Boolean(moderation) }
      : undefined,
    imageAi:
      asked(e.IMAGE_PROVIDER, 'IMAGE', image) && image
        ? { ...image, model: e.IMAGE_MODEL, timeoutMs, backoffMs }
        : undefined,
    ttsAi:
      asked(e.TTS_PROVIDER, 'TTS', tts) && tts
        ? { ...tts, model: e.TTS_MODEL, voice: e.TTS_VOICE, timeoutMs, backoffMs }
        : undefined,
  };
}

/** `<repository>/data`, from src/config/ or from the compiled dist/server/ (both 4 levels down). */
const REPOSITORY_DATA_DIR = fileURLToPath(new URL('../../../../data', import.meta.url));

/** Lulu's hosts; the sandbox is a separate account whose jobs are never printed. */
const LULU_HOSTS = {
  sandbox: 'https://api.sandbox.lulu.com',
  production: 'https://api.lulu.com',
} as const;

/** Where the print lab answers inside this app (modules/print-lab), as the adapter reaches it. */
export const PRINT_LAB_API_PATH = '/print-lab/api';

/**
 * The print provider (docs/decisions/024): Lulu when its keys are set, otherwise the print lab
 * mounted in this app, which the same adapter reaches over HTTP with credentials derived from the
 * session secret. A production server prints for real or, as a demo, says so explicitly.
 */
function printConfig(e: z.infer<typeof envSchema>, publicUrl: string) {
  const shared = {
    podPackageId: e.PRINT_POD_PACKAGE_ID,
    productionDelayMinutes: e.PRINT_CANCEL_WINDOW_MINUTES,
  };
  if (e.LULU_CLIENT_KEY || e.LULU_CLIENT_SECRET) {
    const problems = [
      !e.LULU_CLIENT_KEY || !e.LULU_CLIENT_SECRET
        ? 'LULU_CLIENT_KEY and LULU_CLIENT_SECRET must be set together'
        : undefined,
      e.LULU_ENV ? undefined : 'LULU_ENV: required (sandbox or production) when Lulu keys are set',
      e.PRINT_CONTACT_EMAIL ? undefined : 'PRINT_CONTACT_EMAIL: required when Lulu keys are set',
    ].filter(Boolean);
    if (problems.length) throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
    const env = e.LULU_ENV as keyof typeof LULU_HOSTS;
    return {
      ...shared,
      kind: 'lulu' as const,
      env,
      apiBase: (e.LULU_API_BASE ?? LULU_HOSTS[env]).replace(/\/+$/, ''),
      clientKey: e.LULU_CLIENT_KEY as string,
      clientSecret: e.LULU_CLIENT_SECRET as string,
      contactEmail: e.PRINT_CONTACT_EMAIL as string,
    };
  }
  if (e.NODE_ENV === 'production' && e.ALLOW_TEST_CHECKOUT !== 'true') {
    throw new Error(
      'Invalid configuration:\n  LULU_CLIENT_KEY: required when NODE_ENV=production (or set ALLOW_TEST_CHECKOUT=true for a demo with the print lab)',
    );
  }
  return {
    ...shared,
    kind: 'lab' as const,
    apiBase: (e.LULU_API_BASE ?? `${publicUrl}${PRINT_LAB_API_PATH}`).replace(/\/+$/, ''),
    contactEmail: e.PRINT_CONTACT_EMAIL ?? 'print-lab@starrynightstory.local',
    clock: e.PRINT_LAB_CLOCK ?? (e.NODE_ENV === 'test' ? ('manual' as const) : ('auto' as const)),
    /** The operator page: off in production unless asked for (issue 29). */
    page: e.PRINT_LAB_PAGE ? e.PRINT_LAB_PAGE === 'on' : e.NODE_ENV !== 'production',
    operatorToken: e.PRINT_LAB_TOKEN,
  };
}

/**
 * Fastify's trustProxy: off, the proxies' addresses, or for a hop count a function trusting the
 * nearest `n` hops (Fastify takes a count too, but its types don't say so).
 */
function parseTrustProxy(
  value: string | undefined,
): false | string | ((address: string, hop: number) => boolean) {
  if (value === undefined) return false;
  if (!/^\d+$/.test(value)) return value.replace(/\s+/g, '');
  const hops = Number(value);
  return (_address, hop) => hop < hops;
}

/** The values the browser may see: nothing else of the config reaches the client. */
export function presentPublicConfig(config: Config) {
  return {
    googleClientId: config.google?.clientId ?? null,
    /** Google's OAuth 2.0 authorization endpoint (a local fake in tests). */
    googleAuthUrl: config.google?.authUrl ?? null,
    gaMeasurementId: config.gaMeasurementId ?? null,
  };
}

/** A secret generated on first start and kept in DATA_DIR, so sessions survive restarts. */
function readOrCreateSecret(dataDir: string): string {
  const file = join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
