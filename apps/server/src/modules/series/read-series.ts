import type { Series } from '@sns/contract';
import type { AppContext } from '../../context';
import { errors } from '../../errors';
import { findSeries, listSeriesOfUser, renameSeriesRow } from './series-repository';

type Listed = Awaited<ReturnType<typeof listSeriesOfUser>>[number];

/** A series as the shelf shows it: chapters numbered by their place among those still there. */
function presentSeries(row: Listed): Series {
  return {
    id: row.id,
    title: row.title,
    hero: row.chapters[0]?.hero ?? '',
    createdAt: row.createdAt.toISOString(),
    chapters: row.chapters.map((c, i) => ({
      chapter: i + 1,
      storyId: c.storyId,
      title: c.title,
      status: c.status,
      createdAt: c.createdAt.toISOString(),
    })),
  };
}

/** The parent's series that still have a chapter, newest first. */
export async function readSeriesList(ctx: AppContext, userId: string) {
  const rows = await listSeriesOfUser(ctx.database.db, userId);
  return { series: rows.filter((r) => r.chapters.length > 0).map(presentSeries) };
}

/** One of the parent's series; another parent's (or one with no chapter left) is a 404. */
export async function readOneSeries(ctx: AppContext, userId: string, seriesId: string) {
  const [row] = await listSeriesOfUser(ctx.database.db, userId, seriesId);
  if (!row || row.chapters.length === 0) throw errors.notFound('That series');
  return presentSeries(row);
}

export async function renameSeries(
  ctx: AppContext,
  userId: string,
  seriesId: string,
  title: string,
) {
  const row = await findSeries(ctx.database.db, seriesId);
  if (!row || row.userId !== userId) throw errors.notFound('That series');
  await renameSeriesRow(ctx.database.db, seriesId, title);
  return readOneSeries(ctx, userId, seriesId);
}

/**
 * Where a chapter stands in its series, as the story page shows it ("Chapter 2 of 3"); nothing
 * for a chapter the shelf does not show (a failed one).
 */
export async function chapterPlace(
  ctx: AppContext,
  userId: string,
  seriesId: string,
  storyId: string,
) {
  const [row] = await listSeriesOfUser(ctx.database.db, userId, seriesId);
  const index = row?.chapters.findIndex((c) => c.storyId === storyId) ?? -1;
  if (!row || index < 0) return undefined;
  return { id: row.id, title: row.title, chapter: index + 1, chapters: row.chapters.length };
}
