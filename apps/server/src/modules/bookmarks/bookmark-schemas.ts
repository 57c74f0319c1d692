import { z } from 'zod';

// These belong in packages/contract once its owners take them, so the web app infers the type.
/** A printable bookmark design as listed on the landing page. */
export const bookmarkSummarySchema = z.object({
  /** Stable id; the PDF is at `/api/bookmarks/{id}.pdf`. */
  id: z.string(),
  name: z.string(),
  description: z.string(),
});
export type BookmarkSummary = z.infer<typeof bookmarkSummarySchema>;

export const bookmarkListSchema = z.array(bookmarkSummarySchema);

export const bookmarkParamsSchema = z.object({ id: z.string().max(64) });
