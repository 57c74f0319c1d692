import { describe, expect, it } from 'vitest';
import { buildSiteContentSecurityPolicy, fileSourcesOf } from './content-security-policy';

const local = { kind: 'local', dir: '/tmp/files' } as const;
const base = { publicUrl: 'http://localhost:3000', storage: local, hsts: false };

describe('the web app content security policy', () => {
  it('lets nothing of Google load without a measurement id', () => {
    const policy = buildSiteContentSecurityPolicy({ ...base, gaMeasurementId: undefined });
    expect(policy).not.toMatch(/google/);
    expect(policy).toContain("script-src 'self';");
    expect(policy).not.toContain('upgrade-insecure-requests');
  });

  it('upgrades insecure requests on an https site', () => {
    const policy = buildSiteContentSecurityPolicy({
      ...base,
      publicUrl: 'https://stories.example.com',
      hsts: true,
      gaMeasurementId: undefined,
    });
    expect(policy).toMatch(/; upgrade-insecure-requests$/);
    expect(policy).toContain("media-src 'self' blob: https://stories.example.com;");
  });

  it('takes stored files from PUBLIC_URL, or from the bucket when files live in S3', () => {
    expect(fileSourcesOf({ publicUrl: 'https://a.example/app', storage: local })).toEqual([
      'https://a.example',
    ]);
    const s3 = {
      kind: 's3',
      bucket: 'tales',
      region: 'eu-west-1',
      endpoint: undefined,
      accessKeyId: undefined,
      secretAccessKey: undefined,
      forcePathStyle: false,
    } as const;
    const sourcesWith = (storage: { endpoint?: string; forcePathStyle?: boolean }) =>
      fileSourcesOf({ publicUrl: 'https://a.example', storage: { ...s3, ...storage } });
    expect(sourcesWith({})).toEqual([
      'https://a.example',
      'https://tales.s3.eu-west-1.amazonaws.com',
    ]);
    expect(sourcesWith({ forcePathStyle: true })).toEqual([
      'https://a.example',
      'https://s3.eu-west-1.amazonaws.com',
    ]);
    expect(sourcesWith({ endpoint: 'https://minio.example:9000/x', forcePathStyle: true })).toEqual(
      ['https://a.example', 'https://minio.example:9000'],
    );
    expect(sourcesWith({ endpoint: 'https://r2.example' })).toEqual([
      'https://a.example',
      'https://tales.r2.example',
    ]);
    expect(sourcesWith({ endpoint: 'http://127.0.0.1:4569' })).toEqual([
      'https://a.example',
      'http://127.0.0.1:4569',
    ]);
  });

  it('lets pictures and narrations come from the bucket', () => {
    const policy = buildSiteContentSecurityPolicy({
      ...base,
      gaMeasurementId: undefined,
      storage: {
        kind: 's3',
        bucket: 'tales',
        region: 'eu-west-1',
        endpoint: undefined,
        accessKeyId: undefined,
        secretAccessKey: undefined,
        forcePathStyle: false,
      },
    });
    expect(policy).toContain(
      "img-src 'self' data: blob: http://localhost:3000 https://tales.s3.eu-west-1.amazonaws.com;",
    );
    expect(policy).toContain(
      "media-src 'self' blob: http://localhost:3000 https://tales.s3.eu-west-1.amazonaws.com;",
    );
  });
});
