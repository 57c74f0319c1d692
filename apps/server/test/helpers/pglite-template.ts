import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { loadConfig } from '../../src/config';
import { openDatabase } from '../../src/db/client';
import { queueDefinitions } from '../../src/jobs/queue-names';
import { startQueue } from '../../src/jobs/queue';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The file holding a migrated PGlite database's dump (see below). */
    pgliteTemplate: string;
  }
}

/**
 * Vitest global setup of the PGlite project: one database with our migrations and the queue's
 * tables, dumped once to a file that every API test file's in-memory database starts from. A new
 * PGlite cluster with every migration took about 7 s a file on a quiet machine (docs/decisions/033).
 */
export default async function setup(project: TestProject) {
  const folder = mkdtempSync(join(tmpdir(), 'sns-pglite-template-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: folder, LOG_LEVEL: 'silent' });
  const database = await openDatabase({ kind: 'pglite', dir: 'memory://' });
  const queue = await startQueue(database, queueDefinitions(config.jobs), {
    maintenanceIntervalSeconds: config.jobs.maintenanceIntervalSeconds,
    onError: (error) => {
      throw error;
    },
  });
  await queue.stop({ graceful: false });
  const dump = await database.dumpEmbedded?.('none');
  if (!dump) throw new Error('PGlite dumps its data folder');
  const file = join(folder, 'template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteTemplate', file);
  return () => rmSync(folder, { recursive: true, force: true });
}
