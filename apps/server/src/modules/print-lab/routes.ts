import type { FastifyPluginAsync } from 'fastify';
import { PRINT_LAB_API_PATH } from '../../config';
import { labApiRoutes } from './api-routes';
import type { PrintLab } from './lab';
import { labPageRoutes } from './page-routes';
import { acceptFormBodies } from '../../lib/form-body';

/**
 * The print lab in the app (docs/decisions/024): its Lulu-compatible API under /print-lab/api
 * and its page at /print-lab. app.ts registers it only when no Lulu keys are configured, as the
 * test checkout is only there without Stripe keys; the automatic clock runs while it is mounted.
 */
export const printLabRoutes: FastifyPluginAsync<{
  lab: PrintLab;
  clock: 'auto' | 'manual';
}> = async (app, { lab, clock }) => {
  // The token request and the page's buttons post forms; this parser exists only in this scope.
  acceptFormBodies(app);
  await app.register(labApiRoutes, { lab, prefix: PRINT_LAB_API_PATH });
  await app.register(labPageRoutes, { lab, clock });
  app.addHook('onReady', async () => lab.startClock());
  app.addHook('onClose', async () => lab.stopClock());
};
