import { mkdtempSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
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
    expect(config.openai?.baseUrl).toBe('https://api.openai.com/v1');
  });

  it('narrates two stories at once by default (one per core, at most 2), or as set', () => {
    const narrations = (env: Record<string, string> = {}) =>
      loadConfig({ DATA_DIR: dataDir(), ...env }).jobs.narrationConcurrency;
    expect(narrations()).toBe(Math.min(2, availableParallelism()));
    expect(narrations({ NARRATION_CONCURRENCY: '3' })).toBe(3);
    expect(() => narrations({ NARRATION_CONCURRENCY: '0' })).toThrow(/NARRATION_CONCURRENCY/);
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

  it('never shows the browser more than the public values', () => {
    const config = loadConfig({ DATA_DIR: dataDir(), SESSION_SECRET: 'secret-value' });
    expect(JSON.stringify(presentPublicConfig(config))).not.toContain('secret-value');
  });
});
