import type { Config } from '../config';

/**
 * Where Google's consent-gated tag loads from and reports to (Google's published CSP guidance for
 * gtag.js with GA4). Listed only when GA_MEASUREMENT_ID is set: without it nothing of Google's may
 * load. See docs/decisions/011-security-headers-and-compression.md.
 */
const GOOGLE_TAG = {
  script: ['https://www.googletagmanager.com'],
  connect: [
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://*.googletagmanager.com',
  ],
  img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
};

/**
 * Where the browser fetches stored files (pictures, narrations, PDFs) from: signed URLs are
 * absolute from PUBLIC_URL, which need not be the origin the page was opened on; with STORAGE=s3
 * the bucket serves them from its own origin, the one the AWS SDK presigns for
 * (docs/decisions/028-s3-storage.md): path-style on the endpoint (always for an IP address), or
 * the bucket's own host name.
 */
export function fileSourcesOf(config: Pick<Config, 'publicUrl' | 'storage'>): string[] {
  const sources = [new URL(config.publicUrl).origin];
  const { storage } = config;
  if (storage.kind === 's3') {
    const endpoint = new URL(storage.endpoint ?? `https://s3.${storage.region}.amazonaws.com`);
    const ip = /^[\d.]+$|^\[/.test(endpoint.hostname);
    sources.push(
      storage.forcePathStyle || ip
        ? endpoint.origin
        : `${endpoint.protocol}//${storage.bucket}.${endpoint.host}`,
    );
  }
  return sources;
}

/**
 * The policy of every page of the web app (index.html, the share page, Swagger UI): scripts only
 * from us (and Google's tag when configured), no plugins, no framing, forms only to us.
 *
 * - style-src keeps 'unsafe-inline': Mantine writes its theme variables and responsive style props
 *   into <style> elements at run time. Scripts never get it.
 * - img-src allows data: and blob: because a chosen photo is previewed and resized in the browser
 *   before upload (docs/api.md#spec-5).
 * - Google sign-in and Stripe Checkout are full-page redirects, which a CSP does not govern: no
 *   Google or Stripe source is needed.
 */
export function buildSiteContentSecurityPolicy(
  config: Pick<Config, 'publicUrl' | 'storage' | 'gaMeasurementId' | 'hsts'>,
): string {
  const files = fileSourcesOf(config);
  const tag = config.gaMeasurementId ? GOOGLE_TAG : { script: [], connect: [], img: [] };
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...tag.script],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:', ...files, ...tag.img],
    ['media-src', "'self'", 'blob:', ...files],
    ['font-src', "'self'", 'data:'],
    ['connect-src', "'self'", ...tag.connect],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  if (config.hsts) directives.push(['upgrade-insecure-requests']);
  return directives.map((d) => [...new Set(d)].join(' ')).join('; ');
}

/** Anything that is not a page (JSON, files, scripts, styles) may still never be framed. */
export const NON_PAGE_CONTENT_SECURITY_POLICY = "frame-ancestors 'none'";
