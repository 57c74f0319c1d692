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

  it('takes stored files from PUBLIC_URL, or from the bucket once files live in S3', () => {
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
    } as const;
    expect(fileSourcesOf({ publicUrl: 'https://a.example', storage: s3 })).toEqual([
      'https://a.example',
      'https://tales.s3.eu-west-1.amazonaws.com',
    ]);
    expect(
      fileSourcesOf({
        publicUrl: 'https://a.example',
        storage: { ...s3, endpoint: 'https://minio.example:9000/x' },
      }),
    ).toEqual(['https://a.example', 'https://minio.example:9000']);
  });
});
