import { and, asc, count, desc, eq, ilike, isNotNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { printLabJobs, printLabValidations, printLabWebhooks } from '../../db/print-lab-schema';
import type { JobJson } from './lab-present';

export type LabJobRow = Omit<typeof printLabJobs.$inferSelect, 'job'> & { job: JobJson };

const asRow = (row: typeof printLabJobs.$inferSelect) => row as LabJobRow;

export async function insertJob(db: Database, job: JobJson): Promise<LabJobRow> {
  const [row] = await db
    .insert(printLabJobs)
    .values({
      externalId: (job.external_id as string | null) ?? null,
      status: job.status.name,
      job,
    })
    .returning();
  if (!row) throw new Error('print lab job not stored');
  return asRow(row);
}

export async function findJob(db: Database, id: number): Promise<LabJobRow | undefined> {
  if (!Number.isSafeInteger(id) || id < 1) return undefined;
  const [row] = await db.select().from(printLabJobs).where(eq(printLabJobs.id, id));
  return row ? asRow(row) : undefined;
}

/**
 * Moves a job from `from` to the new JSON's status, only if it is still in `from`: the clock,
 * a person and the API can never both move the same job (compare and set).
 */
export async function replaceJobIfStatus(
  db: Database,
  id: number,
  from: string,
  job: JobJson,
  nextStepAt: Date | null,
): Promise<LabJobRow | undefined> {
  const [row] = await db
    .update(printLabJobs)
    .set({ job, status: job.status.name, nextStepAt, updatedAt: new Date() })
    .where(and(eq(printLabJobs.id, id), eq(printLabJobs.status, from)))
    .returning();
  return row ? asRow(row) : undefined;
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Print jobs newest first, filtered as Lulu's list is: `search` across id, external id, status
 * and line-item titles; `external_id` and `status` exactly.
 */
export async function listJobs(
  db: Database,
  filter: { search?: string; externalId?: string; status?: string; limit: number; offset: number },
): Promise<{ rows: LabJobRow[]; total: number }> {
  const conditions: SQL[] = [];
  if (filter.externalId !== undefined)
    conditions.push(eq(printLabJobs.externalId, filter.externalId));
  if (filter.status) conditions.push(eq(printLabJobs.status, filter.status.toUpperCase()));
  if (filter.search) {
    const pattern = `%${escapeLike(filter.search)}%`;
    const matches = [
      ilike(printLabJobs.externalId, pattern),
      ilike(printLabJobs.status, filter.search),
      sql`${printLabJobs.job}->'line_items'->0->>'title' ilike ${pattern}`,
    ];
    if (/^\d{1,15}$/.test(filter.search)) matches.push(eq(printLabJobs.id, Number(filter.search)));
    conditions.push(or(...matches) as SQL);
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const rows = await db
    .select()
    .from(printLabJobs)
    .where(where)
    .orderBy(desc(printLabJobs.id))
    .limit(filter.limit)
    .offset(filter.offset);
  const [total] = await db.select({ n: count() }).from(printLabJobs).where(where);
  return { rows: rows.map(asRow), total: total?.n ?? 0 };
}

/** Jobs the clock should move on at `now`, oldest first. */
export async function dueJobs(db: Database, now: Date, limit = 50): Promise<LabJobRow[]> {
  const rows = await db
    .select()
    .from(printLabJobs)
    .where(and(isNotNull(printLabJobs.nextStepAt), lte(printLabJobs.nextStepAt, now)))
    .orderBy(asc(printLabJobs.nextStepAt))
    .limit(limit);
  return rows.map(asRow);
}

export type ValidationRecord = Record<string, unknown> & { status: string };

export async function insertValidation(
  db: Database,
  kind: 'interior' | 'cover',
  record: ValidationRecord,
): Promise<number> {
  const [row] = await db
    .insert(printLabValidations)
    .values({ kind, record })
    .returning({ id: printLabValidations.id });
  if (!row) throw new Error('print lab validation not stored');
  return row.id;
}

export async function updateValidation(db: Database, id: number, record: ValidationRecord) {
  await db.update(printLabValidations).set({ record }).where(eq(printLabValidations.id, id));
}

export async function findValidation(db: Database, kind: 'interior' | 'cover', id: number) {
  if (!Number.isSafeInteger(id) || id < 1) return undefined;
  const [row] = await db
    .select()
    .from(printLabValidations)
    .where(and(eq(printLabValidations.id, id), eq(printLabValidations.kind, kind)));
  return row ? { id: row.id, ...(row.record as ValidationRecord) } : undefined;
}

export type WebhookRow = typeof printLabWebhooks.$inferSelect;

export async function listWebhooks(db: Database): Promise<WebhookRow[]> {
  return db.select().from(printLabWebhooks).orderBy(asc(printLabWebhooks.createdAt));
}

/** A new webhook, or undefined when one already has this URL (Lulu: URLs are unique). */
export async function insertWebhook(
  db: Database,
  url: string,
  topics: string[],
): Promise<WebhookRow | undefined> {
  const [row] = await db
    .insert(printLabWebhooks)
    .values({ url, topics })
    .onConflictDoNothing()
    .returning();
  return row;
}

export async function updateWebhook(
  db: Database,
  id: string,
  changes: Partial<Pick<WebhookRow, 'url' | 'topics' | 'isActive'>>,
): Promise<WebhookRow | undefined> {
  const [row] = await db
    .update(printLabWebhooks)
    .set(changes)
    .where(eq(printLabWebhooks.id, id))
    .returning();
  return row;
}

export async function deleteWebhook(db: Database, id: string): Promise<boolean> {
  const rows = await db
    .delete(printLabWebhooks)
    .where(eq(printLabWebhooks.id, id))
    .returning({ id: printLabWebhooks.id });
  return rows.length > 0;
}
