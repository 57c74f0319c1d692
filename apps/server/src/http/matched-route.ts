import type { FastifyRequest } from 'fastify';

/**
 * The pattern of the /api route that will answer this request (e.g. `/api/getStory/:uuid`), or
 * undefined for anything else. Hooks decide on this, not on `request.url`: the router matches
 * percent-decoded paths, so a raw-URL prefix test can be dodged with `/%61pi/…`.
 */
export function matchedApiRoute(request: FastifyRequest): string | undefined {
  const route = request.routeOptions.url;
  return route?.startsWith('/api/') ? route : undefined;
}
