import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { presentPublicConfig } from '../../config';
import type { AppContext } from '../../context';

export const healthRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['operations'],
        summary: 'Liveness and dependencies',
        response: {
          200: z.object({ status: z.literal('ok'), db: z.string(), queue: z.string() }),
          503: z.object({ status: z.literal('error'), db: z.string(), queue: z.string() }),
        },
      },
    },
    async (_request, reply) => {
      try {
        await ctx.database.db.execute(sql`select 1`);
      } catch {
        return reply.status(503).send({ status: 'error', db: 'down', queue: 'unknown' });
      }
      const queue = await ctx.queue.health();
      if (queue === 'down')
        return reply.status(503).send({ status: 'error', db: ctx.database.kind, queue });
      return { status: 'ok' as const, db: ctx.database.kind, queue };
    },
  );

  app.get(
    '/api/config',
    {
      schema: {
        tags: ['operations'],
        summary: 'The configuration values the browser may see',
        response: {
          200: z.object({
            googleClientId: z.string().nullable(),
            googleAuthUrl: z.string().nullable(),
            gaMeasurementId: z.string().nullable(),
          }),
        },
      },
    },
    async () => presentPublicConfig(ctx.config),
  );
};
