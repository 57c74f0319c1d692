import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import Fastify, { type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppContext } from './context';
import { registerApiDocs } from './http/api-docs';
import { registerCompression } from './http/compression';
import { csrfPlugin } from './http/csrf-plugin';
import { registerErrorHandler } from './http/error-handler';
import { registerLocalFilesRoute } from './http/files-route';
import { registerNulGuard } from './http/nul-guard';
import { securityHeadersPlugin } from './http/security-headers';
import { registerTurnBudget } from './http/turn-budget';
import { backupRoutes } from './modules/operations/backup-routes';
import { sessionPlugin } from './http/session-plugin';
import { registerSpa } from './http/spa';
import { logSerializers } from './lib/redact-error';
import { noteRequest } from './lib/request-activity';
import { signingKey } from './lib/signing-keys';
import { accountDataRoutes } from './modules/account-data/routes';
import { accountRoutes } from './modules/accounts/routes';
import { bookmarkRoutes } from './modules/bookmarks/routes';
import { bookRoutes } from './modules/books/routes';
import { childRoutes } from './modules/children/routes';
import { consentRoutes } from './modules/consent/routes';
import { healthRoutes } from './modules/health/routes';
import { libraryRoutes } from './modules/library/routes';
import { mediaRoutes } from './modules/media/routes';
import { printLabRoutes } from './modules/print-lab/routes';
import { printOrderRoutes } from './modules/print-orders/routes';
import { purchaseRoutes } from './modules/purchases/routes';
import { recordingRoutes } from './modules/recordings/routes';
import { shareRoutes } from './modules/share/routes';
import { seriesRoutes } from './modules/series/routes';
import { storyRoutes } from './modules/stories/routes';
import type { LocalStorage } from './providers/storage/local-storage';

/**
 * docs/decisions/d9-uploaded-images.md: uploads are at most 10 MB; the multipart limit sits just
 * above so we can answer 413.
 */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** Builds the web process's HTTP app: plugins, the API under /api, and the built SPA. */
export async function buildApp(
  ctx: AppContext,
  options: { logger?: FastifyServerOptions['logger'] } = {},
) {
  const app = Fastify({
    // Errors are logged redacted: a failed query's values (hashes, e-mails, names) never reach logs.
    logger: options.logger ?? { level: ctx.config.logLevel, serializers: logSerializers },
    bodyLimit: 1024 * 1024,
    trustProxy: ctx.config.trustProxy,
    // The original client calls some paths with a trailing slash (e.g. /api/getAllProducts/).
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();
  // First of all hooks: under a full load a request may wait here for the next turn of the loop.
  registerTurnBudget(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerNulGuard(app);
  // A moment without requests is when PGlite checkpoints (docs/decisions/050).
  app.addHook('onRequest', async () => noteRequest());
  await app.register(securityHeadersPlugin, { config: ctx.config });
  await registerCompression(app);

  if (ctx.config.apiDocs) await registerApiDocs(app);

  await app.register(fastifyCookie);
  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, fieldSize: 64 * 1024 },
  });
  await app.register(sessionPlugin, {
    db: ctx.database.db,
    secureCookies: ctx.config.secureCookies,
  });
  await app.register(csrfPlugin, {
    key: signingKey(ctx.config.sessionSecret, 'csrf'),
    secureCookies: ctx.config.secureCookies,
    // Signed or token-checked instead: the payment and print webhooks, and `npm run backup`.
    exemptPrefixes: ['/api/webhooks/', '/api/operations/'],
  });

  if (ctx.config.storage.kind === 'local') {
    registerLocalFilesRoute(app, ctx.storage as LocalStorage);
  }
  await app.register(healthRoutes, { ctx });
  await app.register(bookmarkRoutes);
  await app.register(accountRoutes, { ctx });
  await app.register(accountDataRoutes, { ctx });
  await app.register(storyRoutes, { ctx });
  await app.register(seriesRoutes, { ctx });
  await app.register(mediaRoutes, { ctx });
  await app.register(shareRoutes, { ctx });
  await app.register(purchaseRoutes, { ctx });
  await app.register(bookRoutes, { ctx });
  await app.register(consentRoutes, { ctx });
  await app.register(childRoutes, { ctx });
  await app.register(libraryRoutes, { ctx });
  await app.register(recordingRoutes, { ctx });
  await app.register(printOrderRoutes, { ctx });
  await app.register(backupRoutes, { ctx });
  // Only without Lulu keys: with a real printer configured, nothing can be "printed" by the lab.
  if (ctx.printLab && ctx.config.print.kind === 'lab') {
    const print = ctx.config.print;
    await app.register(printLabRoutes, {
      lab: ctx.printLab,
      clock: print.clock,
      page: print.page,
      operatorToken: print.operatorToken,
      dataDir: ctx.config.dataDir,
      publicUrl: ctx.config.publicUrl,
      secureCookies: ctx.config.secureCookies,
    });
  }

  await registerSpa(app, ctx.config.webDist);
  return app;
}
