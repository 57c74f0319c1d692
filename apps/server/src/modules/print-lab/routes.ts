import type { FastifyPluginAsync } from 'fastify';
import { PRINT_LAB_API_PATH } from '../../config';
import { labApiRoutes } from './api-routes';
import { PRINT_LAB_PATH, type PrintLab } from './lab';
import { createOperatorAccess, readOrCreatePrintLabToken } from './operator-access';
import { labPageRoutes } from './page-routes';
import { acceptFormBodies } from '../../lib/form-body';

/**
 * The print lab in the app (docs/decisions/024): its Lulu-compatible API under /print-lab/api
 * and its operator page at /print-lab. app.ts registers it only when no Lulu keys are configured,
 * as the test checkout is only there without Stripe keys; the automatic clock runs while it is
 * mounted. The page is the operator's alone (docs/decisions/044) and, in production, only there
 * when PRINT_LAB_PAGE=on.
 */
export const printLabRoutes: FastifyPluginAsync<{
  lab: PrintLab;
  clock: 'auto' | 'manual';
  page: boolean;
  operatorToken: string | undefined;
  dataDir: string;
  publicUrl: string;
  secureCookies: boolean;
}> = async (app, options) => {
  const { lab, clock } = options;
  // The token request and the page's buttons post forms; this parser exists only in this scope.
  acceptFormBodies(app);
  await app.register(labApiRoutes, { lab, prefix: PRINT_LAB_API_PATH });
  if (options.page) {
    const access = createOperatorAccess({
      token: options.operatorToken ?? readOrCreatePrintLabToken(options.dataDir),
      publicUrl: options.publicUrl,
      secureCookies: options.secureCookies,
      cookiePath: PRINT_LAB_PATH,
    });
    await app.register(labPageRoutes, { lab, clock, access });
  }
  app.addHook('onReady', async () => lab.startClock());
  app.addHook('onClose', async () => lab.stopClock());
};
