import { mkdtempSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadConfig, presentPublicConfig } from './index';

const dataDir = () => mkdtempSync(join(tmpdir(), 'sns-config-'));

describe('loadConfig', () => {
  it('runs on embedded defaults with nothing set', () => {
    const config = loadConfig({ DATA_DIR: dataDir() });
    expect(config.database.kind).toBe('pglite');
    expect(config.mail.kind).toBe('outbox');
    expect(config.storage.kind).toBe('local');
    expect(config.stripe).toBeUndefined();
    expect(config.google).toBeUndefined();
    expect(config.sessionSecret).toMatch(/^[0-9a-f]{64}$/);
  });

  it("keeps its data in the repository's data/ when DATA_DIR is unset, wherever it runs from", () => {
    const repository = fileURLToPath(new URL('../../../../', import.meta.url));
    const config = loadConfig({ SESSION_SECRET: 'a'.repeat(64) });
    expect(config.dataDir).toBe(join(repository, 'data'));
  });

  it('keeps the generated session secret across restarts', () => {
    const dir = dataDir();
    expect(loadConfig({ DATA_DIR: dir }).sessionSecret).toBe(
      loadConfig({ DATA_DIR: dir }).sessionSecret,
    );
  });

  it('switches real providers on by configuration', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      DATABASE_URL: 'postgres://x@127.0.0.1/db',
      SMTP_URL: 'smtp://127.0.0.1:2525',
      GOOGLE_CLIENT_ID: 'abc.apps.googleusercontent.com',
      OPENAI_API_KEY: 'sk-test',
    });
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://x@127.0.0.1/db' });
    expect(config.mail.kind).toBe('smtp');
    expect(presentPublicConfig(config).googleClientId).toBe('abc.apps.googleusercontent.com');
    expect(config.storyAi?.baseUrl).toBe('https://api.openai.com/v1');
    expect(config.imageAi?.model).toBe('gpt-image-1');
    expect(config.ttsAi?.voice).toBe('sage');
    expect(config.storyAi?.moderation).toBe(true);
  });

  it('narrates two stories at once by default (one per core, at most 2), or as set', () => {
    const narrations = (env: Record<string, string> = {}) =>
      loadConfig({ DATA_DIR: dataDir(), ...env }).jobs.narrationConcurrency;
    expect(narrations()).toBe(Math.min(2, availableParallelism()));
    expect(narrations({ NARRATION_CONCURRENCY: '3' })).toBe(3);
    expect(() => narrations({ NARRATION_CONCURRENCY: '0' })).toThrow(/NARRATION_CONCURRENCY/);
  });

  it('loads the narrator at start, except in tests unless asked', () => {
    const warm = (env: Record<string, string>) =>
      loadConfig({ DATA_DIR: dataDir(), ...env }).jobs.warmNarrator;
    expect(warm({ NODE_ENV: 'development' })).toBe(true);
    expect(warm({ NODE_ENV: 'test' })).toBe(false);
    expect(warm({ NODE_ENV: 'test', NARRATOR_WARM_UP: 'on' })).toBe(true);
    expect(warm({ NODE_ENV: 'development', NARRATOR_WARM_UP: 'off' })).toBe(false);
    expect(() => warm({ NARRATOR_WARM_UP: 'yes' })).toThrow(/NARRATOR_WARM_UP/);
  });

  it('refuses unsafe or inconsistent settings with a clear message', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'production' })).toThrow(
      /SESSION_SECRET/,
    );
    expect(() =>
      loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(32) }),
    ).toThrow(/STRIPE_SECRET_KEY/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(
      /STRIPE_WEBHOOK_SECRET/,
    );
  });

  it('keeps files in an S3 bucket with STORAGE=s3', () => {
    const s3 = (env: Record<string, string>) =>
      loadConfig({ DATA_DIR: dataDir(), STORAGE: 's3', ...env }).storage;
    expect(s3({ S3_BUCKET: 'tales' })).toEqual({
      kind: 's3',
      bucket: 'tales',
      endpoint: undefined,
      region: 'us-east-1',
      accessKeyId: undefined,
      secretAccessKey: undefined,
      forcePathStyle: false,
    });
    expect(
      s3({
        S3_BUCKET: 'tales',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_REGION: 'eu-west-1',
        S3_ACCESS_KEY_ID: 'id',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: 'true',
      }),
    ).toEqual({
      kind: 's3',
      bucket: 'tales',
      endpoint: 'http://127.0.0.1:9000',
      region: 'eu-west-1',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
    expect(() => s3({})).toThrow(/S3_BUCKET: required when STORAGE=s3/);
    expect(() => s3({ S3_BUCKET: 'tales', S3_ENDPOINT: 'minio 9000' })).toThrow(/S3_ENDPOINT/);
    expect(() => s3({ S3_BUCKET: 'tales', S3_FORCE_PATH_STYLE: 'yes' })).toThrow(
      /S3_FORCE_PATH_STYLE/,
    );
    expect(() => s3({ S3_BUCKET: 'tales', S3_ACCESS_KEY_ID: 'id' })).toThrow(
      /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together/,
    );
  });

  it('keeps no disk reserve when nothing of ours is on the disk (PostgreSQL and S3)', () => {
    const reserve = (env: Record<string, string>) =>
      loadConfig({ DATA_DIR: dataDir(), ...env }).diskReserveBytes;
    const s3 = { STORAGE: 's3', S3_BUCKET: 'tales' };
    expect(reserve({})).toBe(64 * 1024 * 1024);
    expect(reserve(s3)).toBe(64 * 1024 * 1024);
    expect(reserve({ ...s3, DATABASE_URL: 'postgres://x@127.0.0.1/db' })).toBe(0);
  });

  it('never shows the browser more than the public values', () => {
    const config = loadConfig({ DATA_DIR: dataDir(), SESSION_SECRET: 'secret-value' });
    expect(JSON.stringify(presentPublicConfig(config))).not.toContain('secret-value');
  });

  it('prints through the print lab in this app without Lulu keys, on a manual clock in tests', () => {
    const lab = loadConfig({ DATA_DIR: dataDir(), PUBLIC_URL: 'http://localhost:3000/' }).print;
    expect(lab).toEqual({
      kind: 'lab',
      apiBase: 'http://localhost:3000/print-lab/api',
      podPackageId: '0850X0850.FC.PRE.CW.080CW444.MXX',
      productionDelayMinutes: 120,
      contactEmail: 'print-lab@starrynightstory.local',
      clock: 'auto',
      page: true,
      operatorToken: undefined,
    });
    expect(loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'test' }).print).toMatchObject({
      kind: 'lab',
      clock: 'manual',
    });
    expect(
      loadConfig({
        DATA_DIR: dataDir(),
        PRINT_LAB_CLOCK: 'manual',
        PRINT_CANCEL_WINDOW_MINUTES: '60',
      }).print,
    ).toMatchObject({ clock: 'manual', productionDelayMinutes: 60 });
  });

  it('prints with Lulu when its keys, environment and contact e-mail are set', () => {
    const lulu = {
      DATA_DIR: dataDir(),
      LULU_CLIENT_KEY: 'key',
      LULU_CLIENT_SECRET: 'secret',
      PRINT_CONTACT_EMAIL: 'print@example.com',
    };
    expect(loadConfig({ ...lulu, LULU_ENV: 'sandbox' }).print).toEqual({
      kind: 'lulu',
      env: 'sandbox',
      apiBase: 'https://api.sandbox.lulu.com',
      clientKey: 'key',
      clientSecret: 'secret',
      contactEmail: 'print@example.com',
      podPackageId: '0850X0850.FC.PRE.CW.080CW444.MXX',
      productionDelayMinutes: 120,
    });
    expect(loadConfig({ ...lulu, LULU_ENV: 'production' }).print).toMatchObject({
      apiBase: 'https://api.lulu.com',
    });
    expect(
      loadConfig({ ...lulu, LULU_ENV: 'sandbox', LULU_API_BASE: 'http://127.0.0.1:9/lulu/' }).print,
    ).toMatchObject({ kind: 'lulu', apiBase: 'http://127.0.0.1:9/lulu' });
  });

  it('refuses an incomplete or unsafe print set-up with a clear message', () => {
    const base = { DATA_DIR: dataDir() };
    expect(() => loadConfig({ ...base, LULU_CLIENT_KEY: 'key' })).toThrow(
      /LULU_CLIENT_KEY and LULU_CLIENT_SECRET must be set together/,
    );
    expect(() =>
      loadConfig({
        ...base,
        LULU_CLIENT_KEY: 'key',
        LULU_CLIENT_SECRET: 'secret',
        PRINT_CONTACT_EMAIL: 'print@example.com',
      }),
    ).toThrow(/LULU_ENV: required/);
    expect(() =>
      loadConfig({ ...base, LULU_CLIENT_KEY: 'k', LULU_CLIENT_SECRET: 's', LULU_ENV: 'sandbox' }),
    ).toThrow(/PRINT_CONTACT_EMAIL: required/);
    expect(() => loadConfig({ ...base, LULU_ENV: 'staging' })).toThrow(/LULU_ENV/);
    expect(() => loadConfig({ ...base, PRINT_CANCEL_WINDOW_MINUTES: '30' })).toThrow(
      /PRINT_CANCEL_WINDOW_MINUTES/,
    );
    expect(() => loadConfig({ ...base, PRINT_CANCEL_WINDOW_MINUTES: '3000' })).toThrow(
      /PRINT_CANCEL_WINDOW_MINUTES/,
    );
    expect(() => loadConfig({ ...base, PRINT_POD_PACKAGE_ID: 'bad id' })).toThrow(
      /PRINT_POD_PACKAGE_ID/,
    );
    // Lulu's legacy 27-character form stops working on 1 February 2027 (issue 29): refused at start.
    expect(() =>
      loadConfig({ ...base, PRINT_POD_PACKAGE_ID: '0850X0850FCPRECW080CW444MXX' }),
    ).toThrow(/PRINT_POD_PACKAGE_ID: a Lulu pod_package_id in the dotted form/);
    expect(() =>
      loadConfig({ ...base, PRINT_POD_PACKAGE_ID: '0850X0850.FC.PRE.CW.080CW444' }),
    ).toThrow(/PRINT_POD_PACKAGE_ID/);
    expect(
      loadConfig({ ...base, PRINT_POD_PACKAGE_ID: '0600X0900.BW.STD.PB.060UW444.MXX' }).print
        .podPackageId,
    ).toBe('0600X0900.BW.STD.PB.060UW444.MXX');
    expect(() => loadConfig({ ...base, PRINT_LAB_TOKEN: 'short' })).toThrow(/PRINT_LAB_TOKEN/);
    expect(
      loadConfig({
        ...base,
        NODE_ENV: 'production',
        SESSION_SECRET: 's'.repeat(64),
        ALLOW_TEST_CHECKOUT: 'true',
      }).print,
    ).toMatchObject({ kind: 'lab', page: false });
    expect(
      loadConfig({
        ...base,
        NODE_ENV: 'production',
        SESSION_SECRET: 's'.repeat(64),
        ALLOW_TEST_CHECKOUT: 'true',
        PRINT_LAB_PAGE: 'on',
      }).print,
    ).toMatchObject({ kind: 'lab', page: true });
    // A production server with real payments must not pretend to print.
    const production = {
      ...base,
      NODE_ENV: 'production',
      SESSION_SECRET: 's'.repeat(64),
      STRIPE_SECRET_KEY: 'sk_live_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
    };
    expect(() => loadConfig(production)).toThrow(
      /LULU_CLIENT_KEY: required when NODE_ENV=production/,
    );
    expect(loadConfig({ ...production, ALLOW_TEST_CHECKOUT: 'true' }).print.kind).toBe('lab');
  });
});
