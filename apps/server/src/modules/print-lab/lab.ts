import { randomBytes } from 'node:crypto';
import type { Database } from '../../db/client';
import type { BackgroundTasks } from '../../lib/background-tasks';
import { hmac, safeEqual } from '../../lib/tokens';
import { printLabCredentials } from '../../providers/print/lab-credentials';
import { validatePrintFile, type FileToValidate } from './file-validation';
import {
  jobWithStatus,
  newJobJson,
  presentJob,
  type JobJson,
  type StatusExtras,
} from './lab-present';
import {
  dueJobs,
  findJob,
  findValidation,
  insertJob,
  insertValidation,
  replaceJobIfStatus,
  updateValidation,
  type LabJobRow,
} from './lab-repository';
import type { PrintJobRequest } from './lab-requests';
import {
  actionPath,
  CANCELABLE,
  CLOCK_MINUTES,
  NEXT_STATUS,
  type LabAction,
  type LabStatus,
} from './lab-statuses';
import { createLabTokens } from './lab-tokens';
import { createWebhookSender } from './lab-webhooks';
import { parsePodPackage } from './pod-package';

/** Where the lab's page lives in the app; its API is under `${PRINT_LAB_PATH}/api`. */
export const PRINT_LAB_PATH = '/print-lab';

export interface PrintLabDeps {
  db: Database;
  publicUrl: string;
  sessionSecret: string;
  clock: 'auto' | 'manual';
  background: BackgroundTasks;
  log: { info(obj: object, msg: string): void; error(obj: object, msg: string): void };
  /** How long each step of a file check (VALIDATED, NORMALIZING) is held; 100 ms unless said. */
  validationStepMs?: number;
  /** Whether our lab printer account has a card on file (true unless said): else jobs wait UNPAID. */
  cardOnFile?: boolean;
  /** Tests shorten the wait between webhook retries. */
  webhookRetryDelayMs?: (attempt: number) => number;
}

export type ActionResult =
  | { kind: 'done'; job: ReturnType<typeof presentJob> }
  | { kind: 'not_found' }
  | { kind: 'not_allowed'; status: string };

/** How often the automatic clock looks for jobs due to move on. */
const CLOCK_TICK_MS = 5_000;

const CARRIERS: Record<string, string> = {
  MAIL: 'Lab Post',
  PRIORITY_MAIL: 'Lab Post Priority',
  GROUND: 'Lab Ground',
  GROUND_HD: 'Lab Ground',
  GROUND_BUS: 'Lab Ground',
  EXPEDITED: 'Lab Air',
  EXPRESS: 'Lab Express',
};

/**
 * The print lab (docs/decisions/024): a Lulu account of our own, in our database. Its routes
 * (api-routes.ts, page-routes.ts) are mounted only when no Lulu keys are set; tests drive it
 * through `advance` and `act`, the automatic clock through `tick`.
 */
export function createPrintLab(deps: PrintLabDeps) {
  const { db } = deps;
  const credentials = printLabCredentials(deps.sessionSecret);
  const tokens = createLabTokens(credentials.clientSecret);
  const webhooks = createWebhookSender({
    db,
    secret: credentials.clientSecret,
    background: deps.background,
    log: deps.log,
    retryDelayMs: deps.webhookRetryDelayMs,
  });
  let timer: NodeJS.Timeout | undefined;

  const present = (row: LabJobRow) => presentJob(row.id, row.job);
  /** Whether our account with the lab's printer can pay for jobs (Lulu: a card on file). */
  let cardOnFile = deps.cardOnFile ?? true;

  /** When the clock moves a job on from `status` (null: only a person or a test does). */
  const nextStepAt = (job: JobJson, status: LabStatus, now: Date): Date | null => {
    if (status === 'PRODUCTION_DELAYED')
      return new Date(String(job.production_due_time ?? now.toISOString()));
    const minutes = CLOCK_MINUTES[status];
    return minutes === undefined ? null : new Date(now.getTime() + minutes * 60_000);
  };

  const trackingFor = (row: LabJobRow) => {
    const level = row.job.shipping_level;
    // MAIL is not traceable: it ships with a carrier and nothing to follow.
    if (level === 'MAIL') return { id: null, urls: [], carrier: CARRIERS.MAIL as string };
    const id = `SNSLAB${String(row.id).padStart(6, '0')}${randomBytes(3).toString('hex').toUpperCase()}`;
    return {
      id,
      urls: [`${deps.publicUrl}${PRINT_LAB_PATH}#job-${row.id}`],
      carrier: CARRIERS[level] ?? 'Lab Post',
    };
  };

  /** One status change, compare-and-set, then its webhook. Undefined when the job moved meanwhile. */
  const move = async (
    row: LabJobRow,
    to: LabStatus,
    extras: StatusExtras = {},
    now = new Date(),
  ) => {
    const job = jobWithStatus(
      row.job,
      to,
      now,
      to === 'SHIPPED' ? { ...extras, tracking: trackingFor(row) } : extras,
    );
    const moved = await replaceJobIfStatus(db, row.id, row.status, job, nextStepAt(job, to, now));
    if (moved) {
      deps.log.info({ printLabJob: moved.id, status: to }, 'print lab job status changed');
      webhooks.statusChanged(present(moved));
    }
    return moved;
  };

  /** Walks a job through `path` one status at a time (each with its own webhook). */
  const walk = async (row: LabJobRow, path: readonly LabStatus[], extras: StatusExtras = {}) => {
    let current = row;
    for (const status of path) {
      const moved = await move(current, status, extras);
      if (!moved) return undefined;
      current = moved;
    }
    return current;
  };

  /** The files of a new job are fetched and checked as Lulu would; then it waits or is rejected. */
  const checkJobFiles = async (row: LabJobRow) => {
    const normalization: { interior: string[]; cover: string[] }[] = [];
    const pageCounts: number[] = [];
    for (const item of row.job.line_items) {
      const files = item.printable_normalization as {
        pod_package_id: string;
        interior: { source_url: string };
        cover: { source_url: string };
      };
      const pkg = parsePodPackage(files.pod_package_id);
      if (!pkg) throw new Error(`unreadable pod_package_id ${files.pod_package_id}`);
      const interior = await validatePrintFile({
        kind: 'interior',
        sourceUrl: files.interior.source_url,
        pkg,
      });
      const cover = interior.ok
        ? await validatePrintFile({
            kind: 'cover',
            sourceUrl: files.cover.source_url,
            pkg,
            interiorPageCount: interior.pageCount ?? 0,
          })
        : { ok: false, pageCount: null, errors: ['Not checked: the interior did not pass'] };
      normalization.push({ interior: interior.errors, cover: cover.errors });
      pageCounts.push(interior.pageCount ?? 0);
    }
    const refused = normalization.some((n) => n.interior.length || n.cover.length);
    if (refused)
      await move(row, 'REJECTED', {
        error: 'the files did not pass the file check',
        normalization,
      });
    else await move(row, cardOnFile ? 'PRODUCTION_DELAYED' : 'UNPAID', { pageCounts });
  };

  /** Moves on every job whose time has come: what the automatic clock does every few seconds. */
  const tick = async (now = new Date()) => {
    for (const row of await dueJobs(db, now)) {
      const next = NEXT_STATUS[row.status];
      if (next) await move(row, next, {}, now);
    }
  };

  /** The hidden token of a job's buttons on the /print-lab page (outside /api's CSRF cover). */
  const formToken = (jobId: number) => hmac(credentials.clientSecret, `print-lab-form\n${jobId}`);

  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const stepMs = deps.validationStepMs ?? 100;

  /**
   * A file check as Lulu runs one with a pod_package_id (openapi_public.yml): an interior goes
   * VALIDATING → VALIDATED (a readable PDF, its page count) → NORMALIZING → NORMALIZED or ERROR
   * (its fit to the product); a cover NORMALIZING → NORMALIZED or ERROR. Each step is held a
   * moment, so a client that stopped at VALIDATED would be caught out.
   */
  const runValidation = async (
    id: number,
    file: FileToValidate,
    record: Record<string, unknown>,
  ) => {
    const result = await validatePrintFile(file).catch((error: unknown) => {
      deps.log.error({ err: error }, 'print lab file check failed');
      return {
        ok: false,
        pageCount: null,
        errors: ['The file could not be checked'],
        validated: false,
      };
    });
    const pageCount =
      file.kind === 'interior' ? result.pageCount : ((record.page_count as number | null) ?? null);
    if (file.kind === 'interior' && result.validated) {
      await updateValidation(db, id, { ...record, status: 'VALIDATED', page_count: pageCount });
      await pause(stepMs);
      await updateValidation(db, id, { ...record, status: 'NORMALIZING', page_count: pageCount });
      await pause(stepMs);
    }
    await updateValidation(db, id, {
      ...record,
      status: result.ok ? 'NORMALIZED' : 'ERROR',
      // The spec types errors as a list: empty when there are none.
      errors: result.ok ? [] : result.errors,
      page_count: pageCount,
    });
  };

  return {
    db,
    credentials,
    tokens,
    present,

    /** POST /print-jobs/: stored as CREATED; the file check runs after the answer. */
    async createJob(request: PrintJobRequest) {
      const row = await insertJob(db, newJobJson(request, new Date()));
      deps.background.run('print-lab-file-check', async () => {
        try {
          await checkJobFiles(row);
        } catch (error) {
          deps.log.error({ err: error, printLabJob: row.id }, 'print lab file check failed');
          await move(row, 'REJECTED', { error: 'the files could not be checked' });
        }
      });
      return present(row);
    },

    async getJob(id: number) {
      const row = await findJob(db, id);
      return row ? present(row) : undefined;
    },

    /** PUT /print-jobs/{id}/status/ {name: CANCELED}: only while Lulu would allow it. */
    async cancelJob(id: number): Promise<ActionResult> {
      const row = await findJob(db, id);
      if (!row) return { kind: 'not_found' };
      if (!CANCELABLE.has(row.status)) return { kind: 'not_allowed', status: row.status };
      const moved = await move(row, 'CANCELED');
      if (!moved)
        return { kind: 'not_allowed', status: (await findJob(db, id))?.status ?? row.status };
      return { kind: 'done', job: present(moved) };
    },

    /** A button of the /print-lab page, or a test doing what a person would. */
    async act(id: number, action: LabAction): Promise<ActionResult> {
      const row = await findJob(db, id);
      if (!row) return { kind: 'not_found' };
      const path = actionPath(action, row.status);
      if (!path) return { kind: 'not_allowed', status: row.status };
      const extras =
        action === 'reject'
          ? { error: 'the file was rejected in the print lab' }
          : action === 'fail'
            ? { error: 'printing failed in the print lab' }
            : {};
      const moved = await walk(row, path, extras);
      return moved
        ? { kind: 'done', job: present(moved) }
        : { kind: 'not_allowed', status: row.status };
    },

    /** One step along the happy path, whatever the clock says (tests step jobs with this). */
    async advance(id: number): Promise<ActionResult> {
      const row = await findJob(db, id);
      if (!row) return { kind: 'not_found' };
      const next = NEXT_STATUS[row.status];
      if (!next) return { kind: 'not_allowed', status: row.status };
      const moved = await move(row, next);
      return moved
        ? { kind: 'done', job: present(moved) }
        : { kind: 'not_allowed', status: row.status };
    },

    tick,

    /** The lab's account setting: without a card on file, jobs whose files pass wait UNPAID. */
    setCardOnFile(value: boolean) {
      cardOnFile = value;
    },
    get cardOnFile() {
      return cardOnFile;
    },

    /** Starts the automatic clock (PRINT_LAB_CLOCK=auto); a no-op for the manual one. */
    startClock() {
      if (deps.clock !== 'auto' || timer) return;
      timer = setInterval(() => {
        tick().catch((error: unknown) => deps.log.error({ err: error }, 'print lab clock failed'));
      }, CLOCK_TICK_MS);
      timer.unref();
    },

    stopClock() {
      clearInterval(timer);
      timer = undefined;
    },

    /** POST /validate-interior/ and /validate-cover/: VALIDATING now, the answer later. */
    async startValidation(file: FileToValidate, input: Record<string, unknown>) {
      const record = {
        source_url: file.sourceUrl,
        ...input,
        page_count: null,
        errors: [],
        status: file.kind === 'interior' ? 'VALIDATING' : 'NORMALIZING',
      };
      const id = await insertValidation(db, file.kind, record);
      deps.background.run('print-lab-validation', () => runValidation(id, file, record));
      return { id, ...record };
    },

    findValidation: (kind: 'interior' | 'cover', id: number) => findValidation(db, kind, id),

    formToken,
    isValidFormToken: (jobId: number, token: string | undefined) =>
      typeof token === 'string' && safeEqual(token, formToken(jobId)),
  };
}

export type PrintLab = ReturnType<typeof createPrintLab>;
