import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { AppError, errors } from '../../errors';
import { BackupNotPossibleError, backupFolderIn, writeBackup } from './backup';
import { isBackupToken, readOrCreateBackupToken } from './backup-token';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * POST /api/operations/backup: `npm run backup` asks the running server for a consistent copy of
 * the embedded database and files (docs/decisions/032). Only from this machine (the socket's own
 * address, whatever a proxy says) and with the token in DATA_DIR; registered only on PGlite.
 */
export const backupRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  if (ctx.database.kind !== 'pglite') return;
  const token = readOrCreateBackupToken(ctx.config.dataDir);
  let running: Promise<unknown> | undefined;
  app.post(
    '/api/operations/backup',
    {
      schema: {
        tags: ['operations'],
        summary: 'A backup of the embedded database and files, into DATA_DIR/backups',
        response: { 200: z.object({ path: z.string(), files: z.number().int() }) },
      },
    },
    async (request) => {
      if (!LOOPBACK.has(request.socket.remoteAddress ?? '')) throw errors.forbidden();
      if (!isBackupToken(token, request.headers['x-backup-token'] as string | undefined)) {
        throw errors.forbidden();
      }
      if (running)
        throw new AppError('conflict', 'backup_running', 'A backup is being written already.');
      const path = backupFolderIn(ctx.config.dataDir);
      const backup = writeBackup(ctx.database, ctx.config, path);
      running = backup;
      try {
        const manifest = await backup;
        return { path, files: manifest.files };
      } catch (error) {
        if (error instanceof BackupNotPossibleError) {
          throw new AppError('conflict', 'backup_not_possible', error.message);
        }
        throw error;
      } finally {
        running = undefined;
      }
    },
  );
};
