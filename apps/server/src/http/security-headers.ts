import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import {
  buildSiteContentSecurityPolicy,
  NON_PAGE_CONTENT_SECURITY_POLICY,
} from './content-security-policy';

/** A year, the value browsers' preload lists ask for; sent only on an https PUBLIC_URL. */
const HSTS = 'max-age=31536000';

type SecurityConfig = Pick<Config, 'publicUrl' | 'storage' | 'gaMeasurementId' | 'hsts'>;

/**
 * The security headers of every response — API, files, assets, pages, errors
 * (docs/decisions/011-security-headers-and-compression.md). A route that needs something stricter
 * (the purchase pages' own policy, no referrer on signed file links) sets its header itself and
 * this leaves it alone.
 */
export const securityHeadersPlugin = fp<{ config: SecurityConfig }>(
  async (app, { config }) => {
    const sitePolicy = buildSiteContentSecurityPolicy(config);
    app.addHook('onSend', async (_request, reply, payload) => {
      setDefault(reply, 'x-content-type-options', 'nosniff');
      // For browsers that predate CSP's frame-ancestors.
      setDefault(reply, 'x-frame-options', 'DENY');
      setDefault(reply, 'referrer-policy', 'strict-origin-when-cross-origin');
      setDefault(
        reply,
        'content-security-policy',
        isHtml(reply) ? sitePolicy : NON_PAGE_CONTENT_SECURITY_POLICY,
      );
      if (config.hsts) setDefault(reply, 'strict-transport-security', HSTS);
      return payload;
    });
  },
  { name: 'security-headers' },
);

const isHtml = (reply: FastifyReply) =>
  String(reply.getHeader('content-type') ?? '').startsWith('text/html');

function setDefault(reply: FastifyReply, name: string, value: string) {
  if (!reply.hasHeader(name)) reply.header(name, value);
}
