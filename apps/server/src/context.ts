import type { Config } from './config';
import { createBackgroundTasks, type BackgroundTasks } from './lib/background-tasks';
import { startDiskSpaceGuard, type DiskSpaceGuard } from './lib/disk-space-guard';
import { signingKey } from './lib/signing-keys';
import { openDatabase, type DatabaseHandle } from './db/client';
import { assertNoRestoreInProgress } from './modules/operations/restore-staging';
import { enableSessionCache } from './modules/sessions/session-cache';
import { rememberStoryListsByVersion } from './modules/stories/story-list-memory';
import { createJobProcess, type JobProcess } from './jobs/job-process';
import { startQueue, type JobQueue } from './jobs/queue';
import { queueDefinitions } from './jobs/queue-names';
import { createIllustrator, type Illustrator } from './providers/image';
import { createMailer, type Mailer } from './providers/mail';
import { createNarrator, type Narrator } from './providers/speech';
import { createPaymentsProvider, type PaymentsProvider } from './providers/payments';
import { createPrintProvider, type PrintProvider } from './providers/print';
import type { PrintLab } from './modules/print-lab/lab';
import { createStorage, type Storage } from './providers/storage';
import { createStoryWriter, type StoryWriter } from './providers/text';
import { createModerator, type Moderator } from './providers/moderation/openai-moderation';
import type { ProviderLog } from './providers/provider-log';
import { restrictToOwner } from './lib/owner-only';

/** Everything a use-case may need from the outside world, built once per process from config. */
export interface AppContext {
  config: Config;
  database: DatabaseHandle;
  mailer: Mailer;
  storage: Storage;
  /** DATA_DIR's free space: refuses new work and files when the disk is nearly full. */
  disk: DiskSpaceGuard;
  queue: JobQueue;
  /** This process as a runner of jobs: its claims, heartbeat and reclaiming (started by workers). */
  jobProcess: JobProcess;
  writer: StoryWriter;
  illustrator: Illustrator;
  narrator: Narrator;
  /** OpenAI's /moderations, where the story server has it (MODERATION); our own checks always run. */
  moderator?: Moderator;
  /** The hosted checkout: our test checkout, or Stripe when its keys are set. */
  payments: PaymentsProvider;
  /** The printer: Lulu when its keys are set, otherwise our print lab over HTTP (docs/decisions/024). */
  print: PrintProvider;
  /** The print lab itself, only while no Lulu keys are set: its routes, clock and test controls. */
  printLab?: PrintLab;
  /** The process's log, for what jobs and providers must tell an operator (error for alerts). */
  log: ProviderLog & { error(obj: object, msg: string): void };
  /** Work started by a request that its answer must not wait for (lib/background-tasks.ts). */
  background: BackgroundTasks;
  close(): Promise<void>;
}

/** Providers a test may replace with its own implementation of the same interface. */
export type ContextOverrides = Partial<
  Pick<AppContext, 'writer' | 'illustrator' | 'narrator' | 'print' | 'moderator'>
>;

export async function createContext(
  config: Config,
  log: ProviderLog & { error(obj: object, msg: string): void },
  overrides: ContextOverrides = {},
): Promise<AppContext> {
  // A restore still writing DATA_DIR, or one interrupted: an empty database would start in its place.
  if (config.database.kind === 'pglite') assertNoRestoreInProgress(config.dataDir);
  // What an older version or a restore left readable by others is not, from now on.
  await restrictToOwner(config.dataDir);
  const disk = startDiskSpaceGuard(config.dataDir, config.diskReserveBytes, log);
  const database = await openDatabase(config.database, { log });
  // PGlite is this process's alone, so it sees every session write (docs/decisions/031).
  if (database.kind === 'pglite') enableSessionCache(database.db);
  // On PostgreSQL, a story list is remembered with its version instead (docs/decisions/096).
  else rememberStoryListsByVersion(database.db);
  const mailer = await createMailer(config.mail, log);
  const storage = await createStorage(
    config.storage,
    { secret: signingKey(config.sessionSecret, 'file-links'), publicUrl: config.publicUrl },
    (bytes) => disk.assertRoomForFile(bytes),
  );
  const jobProcess = createJobProcess(database.db, (error) =>
    log.error({ err: error }, 'job heartbeat failed'),
  );
  const queue = await database.withSetupLock(() =>
    startQueue(database, queueDefinitions(config.jobs), {
      maintenanceIntervalSeconds: config.jobs.maintenanceIntervalSeconds,
      onError: (error) => log.error({ err: error }, 'job queue error'),
      claims: jobProcess,
    }),
  );
  const moderator =
    overrides.moderator ??
    (config.storyAi?.moderation ? createModerator({ ...config.storyAi, log }) : undefined);
  const writer =
    overrides.writer ??
    (await createStoryWriter(
      config.storyAi ? { kind: 'openai', ...config.storyAi, log } : { kind: 'embedded' },
    ));
  const illustrator =
    overrides.illustrator ??
    (await createIllustrator(
      config.imageAi ? { kind: 'openai', ...config.imageAi, log, moderator } : { kind: 'embedded' },
    ));
  const narrator =
    overrides.narrator ??
    (await createNarrator(
      config.ttsAi
        ? { kind: 'openai', ...config.ttsAi, log }
        : { kind: 'embedded', threads: config.jobs.narrationConcurrency },
    ));
  const payments = await createPaymentsProvider(config);
  const print = overrides.print ?? (await createPrintProvider(config));
  const background = createBackgroundTasks(log);
  const printLab =
    config.print.kind === 'lab'
      ? (await import('./modules/print-lab/lab')).createPrintLab({
          db: database.db,
          publicUrl: config.publicUrl,
          sessionSecret: config.sessionSecret,
          clock: config.print.clock,
          background,
          log,
        })
      : undefined;
  return {
    config,
    database,
    mailer,
    storage,
    disk,
    queue,
    jobProcess,
    writer,
    illustrator,
    narrator,
    moderator,
    log,
    payments,
    print,
    printLab,
    background,
    async close() {
      printLab?.stopClock();
      await background.idle();
      await jobProcess.stop();
      await queue.stop({ graceful: false });
      await narrator.close();
      await database.close();
      disk.stop();
    },
  };
}
